/**
 * A server-rendered page is readable before any JavaScript runs, so its scripts need not compete
 * with what people wait for. On a slow phone link the ~180 KB of module scripts and the page's main
 * image share the bandwidth, and the picture (the page's largest paint) arrives later for it. So the
 * page's module script and modulepreloads are taken out of the HTML and a small inline starter adds
 * them back once the first frame is painted and the main image (img[fetchpriority=high]) has loaded.
 * The page hydrates a moment later; until then links work as plain links and text is all there.
 * docs/decisions/021-first-load-and-code-on-demand.md.
 */

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const NONCE = /\bnonce="([^"]+)"/;
/**
 * Each added preload or script starts a request, and that costs the main thread a few milliseconds. In
 * Lighthouse's traces of `/`, adding its 23 in one task took 44-58 ms (about 200 ms on the phone it
 * simulates, one of the page's longest tasks). At three per task they took 2-15 ms each, still over Lighthouse's
 * line on a slower host; one per task is 1-5 ms (docs/benchmarks-web.md). Browsers wait at least 4 ms between
 * nested timers, so the 24 of `/` are all requested within about 100 ms, while the main image is in already.
 */
const PER_TASK = 1;

/**
 * The starter, run where the body ends: after the next paint (a frame, then a task), once the main
 * image is in, decoded and shown (two frames after decode(); at once if it failed), the scripts load in
 * the order the HTML had them. Starting at the image's load event was a frame too early: its paint then
 * came after the first script requests, and Lighthouse, which counts what ended before the largest paint
 * as needed for it, read /work's LCP as 2.3 s instead of 1.1 s in half the runs. A page in a background
 * tab does not paint, so it starts at once there; a timer makes sure it always starts.
 */
function starterSource(preloads: string[], entries: string[]): string {
  const json = (value: string[]) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var p=${json(preloads)},e=${json(entries)},d=document,s=0,q;
function add(h,m){var t=d.createElement(m?'script':'link');if(m)t.type='module';else t.rel='modulepreload';t.crossOrigin='';t[m?'src':'href']=h;d.head.appendChild(t)}
function next(){var n=${PER_TASK};while(n--&&q.length)add.apply(null,q.shift());if(q.length)setTimeout(next,0)}
function go(){if(s)return;s=1;q=p.map(function(h){return[h,0]}).concat(e.map(function(h){return[h,1]}));next()}
function shown(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}
function decoded(i){i.decode?i.decode().then(shown,shown):shown()}
function painted(){var i=d.querySelector('img[fetchpriority="high"]');if(!i)go();else if(i.complete)decoded(i);else{i.addEventListener('load',function(){decoded(i)});i.addEventListener('error',go)}}
if(d.visibilityState!=='visible')go();else requestAnimationFrame(function(){setTimeout(painted,0)});setTimeout(go,3000)})();`;
}

/**
 * Moves the module script(s) and modulepreloads of `html` into a nonce'd starter at the end of the
 * body. Pages without a module script (or without a nonce to give the starter) are left as they are.
 */
export function deferScriptsUntilPainted(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)];
  const nonce = entries[0]?.[0].match(NONCE)?.[1];
  if (entries.length === 0 || !nonce || !html.includes('</body>')) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const starter = `<script nonce="${nonce}">${starterSource(
    preloads,
    entries.map((match) => match[1]),
  )}</script>`;
  return stripped.replace('</body>', () => `${starter}</body>`);
}
