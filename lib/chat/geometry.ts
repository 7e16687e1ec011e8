// Widget geometry (specification 000 §5 and §9): the collapsed bar, the chatbox's size and position clamps, the
// sidebar width and the timings of resizing and saving. Pure: no window, no storage; the caller passes the viewport.

export const COLLAPSED_WIDTH = 368;
export const COLLAPSED_HEIGHT = 36;
export const SIDEBAR_WIDTH = 480;
export const EDGE_MARGIN = 20;
export const RESIZE_THROTTLE_MS = 32;
export const WINDOW_RESIZE_DEBOUNCE_MS = 150;
export const POSITION_SAVE_DEBOUNCE_MS = 500;
/** Sidebar minimise and expand wait this long before the next mode (specification 000 §4). */
export const SIDEBAR_TRANSITION_MS = 100;

export const SIZE_LIMITS = { minWidth: 320, maxWidth: 800, minHeight: 400, maxHeight: 700, maxViewportShare: 0.8, floorWidth: 368, floorHeight: 400 } as const;
/** A first chatbox, before the user has sized one (product choice; clamped like any other). */
export const DEFAULT_CHATBOX_SIZE = { width: 420, height: 600 } as const;
/** Gap between the chatbox and the bar it opens above. */
export const ANCHOR_GAP = 8;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export type Viewport = Size;
export interface Box extends Point, Size {}

const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

function clampLength(value: number, min: number, max: number, share: number, floor: number, viewport: number): number {
  let length = Math.min(Math.max(value, min), max);
  length = Math.min(length, Math.floor(viewport * share));
  length = Math.max(length, floor);
  // A window too small for the floor: the chatbox still keeps its margins (a phone at 390 px).
  return Math.max(0, Math.min(length, viewport - 2 * EDGE_MARGIN));
}

/**
 * Specification 000 §5: 320–800 wide and 400–700 high, at most 80% of the window, never below 368×400 — except that
 * on a window too small for that the chatbox shrinks to the window less its 20 px margins.
 */
export function clampSize(size: Size, viewport: Viewport): Size {
  const { minWidth, maxWidth, minHeight, maxHeight, maxViewportShare, floorWidth, floorHeight } = SIZE_LIMITS;
  return {
    width: Math.round(clampLength(finite(size.width, DEFAULT_CHATBOX_SIZE.width), minWidth, maxWidth, maxViewportShare, floorWidth, viewport.width)),
    height: Math.round(clampLength(finite(size.height, DEFAULT_CHATBOX_SIZE.height), minHeight, maxHeight, maxViewportShare, floorHeight, viewport.height)),
  };
}

/** Keeps a box of this size at least 20 px inside every window edge (the left/top edge wins on a tiny window). */
export function clampPosition(position: Point, size: Size, viewport: Viewport): Point {
  const maxX = viewport.width - size.width - EDGE_MARGIN;
  const maxY = viewport.height - size.height - EDGE_MARGIN;
  return {
    x: Math.round(Math.max(EDGE_MARGIN, Math.min(finite(position.x, maxX), maxX))),
    y: Math.round(Math.max(EDGE_MARGIN, Math.min(finite(position.y, maxY), maxY))),
  };
}

export function clampBox(box: Box, viewport: Viewport): Box {
  const size = clampSize(box, viewport);
  return { ...clampPosition(box, size, viewport), ...size };
}

/** The collapsed bar always sits bottom right, 20 px from the edges (its position is never saved). */
export function collapsedPosition(viewport: Viewport): Point {
  return {
    x: Math.max(EDGE_MARGIN, viewport.width - COLLAPSED_WIDTH - EDGE_MARGIN),
    y: Math.max(EDGE_MARGIN, viewport.height - COLLAPSED_HEIGHT - EDGE_MARGIN),
  };
}

/** A chatbox opened from the bar: its right edge on the bar's, its bottom just above the bar. */
export function anchoredAboveBar(size: Size, viewport: Viewport): Box {
  const clamped = clampSize(size, viewport);
  const bar = collapsedPosition(viewport);
  const position = clampPosition({ x: bar.x + COLLAPSED_WIDTH - clamped.width, y: bar.y - ANCHOR_GAP - clamped.height }, clamped, viewport);
  return { ...position, ...clamped };
}

/** Where the chatbox opens: the saved box clamped to this window, or anchored above the bar when none is saved. */
export function openingBox(saved: Box | null, viewport: Viewport): Box {
  return saved ? clampBox(saved, viewport) : anchoredAboveBar(DEFAULT_CHATBOX_SIZE, viewport);
}

/** Whether the sidebar pushes the page (wide windows) or covers it (narrow ones, where 480 px is most of the screen). */
export function sidebarPushes(viewport: Viewport): boolean {
  return viewport.width >= SIDEBAR_WIDTH + 640;
}

/** Calls fn at most once every `ms`, the last call of a burst included (trailing). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    pending = null;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - now();
    if (wait <= 0 && !timer) return run(args);
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        if (pending) run(pending);
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

/** Calls fn once, `ms` after the last call of a burst. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel(): void; flush(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const debounced = (...args: A) => {
    pending = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      const args = pending;
      pending = null;
      if (args) fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  debounced.flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  return debounced;
}
