// One way out of a signed-in page. A sign-out and a session the fetcher found ended both make the session disappear,
// and the session refresher reacts to that too (it cannot tell a deliberate exit from an expiry); without this mark
// a user who signed out would land on 'Session expired. Please log in again.', and two navigations would race.
// The state lives until the next full page load, which every exit makes.

let leaving = false;

/** Called before the session is ended on purpose; the refresher then sends nobody anywhere. */
export function markLeavingPage(): void {
  leaving = true;
}

export function isLeavingPage(): boolean {
  return leaving;
}
