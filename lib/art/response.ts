/** Drawn artwork never changes for a key: let browsers and proxies keep it for a day. */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400, immutable" },
  });
}

export function parsePositiveId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
