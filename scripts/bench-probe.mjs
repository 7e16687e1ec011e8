// @ts-check
// `node scripts/bench-probe.mjs <url>`: after one request to warm up, fetches the url one request at a time, every
// 50 ms, until its standard input ends, and prints the response times (ms, first byte to last) as a JSON array. The
// screens bench runs it as a process of its own, as another user on another machine would fetch: in the bench's own
// process, its other work (reading four heavy responses, collecting the garbage of an import) would count as the
// server's latency. The first fetch of a process loads its HTTP client and opens the connection (100–300 ms on this
// machine, the slowest of about 80 requests in five seconds): that is the probe's own start, not the server's answer,
// so it is made before the clock starts.
const [url] = process.argv.slice(2);
let over = false;
process.stdin.on("end", () => (over = true)).resume();

/** One request, read to its end: its time in ms; any status but 200 ends the probe with the address and the status. */
async function fetchTimed() {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) {
    console.error(`${url}: status ${response.status}`);
    process.exit(1);
  }
  return performance.now() - started;
}

await fetchTimed();
process.stdout.write("started\n");
const times = [];
while (!over) {
  times.push(await fetchTimed());
  await new Promise((resolve) => setTimeout(resolve, 50));
}
console.log(JSON.stringify(times));
