/** A soft navigation to any other page closes the dialog (a slot otherwise keeps what it showed). */
export default function CloseModal() {
  return null;
}
