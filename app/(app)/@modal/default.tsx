/** No dialog unless a route of this slot matched (a reload or a direct visit renders the page itself). */
export default function NoModal() {
  return null;
}
