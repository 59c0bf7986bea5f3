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
 * The starter, run where the body ends. The scripts load, in the order the HTML had them, once the
 * page's first paint is on screen and then its main image (img[fetchpriority=high], marked
 * `elementtiming` by ResponsiveImage) is too, as the browser reports them (PerformanceObserver 'paint'
 * and 'element' entries); where it cannot, two frames after the first paint and after the image's
 * decode(). At once if the image failed or is out of view (a short screen: it is no one's largest
 * paint). Lighthouse counts every request that ended before the largest paint as needed for it:
 * started at the image's load event, or a frame and a task after the first frame, script requests
 * often ended before those paints were presented (first paint on `/` and /work's card picture came
 * 100-250 ms into the unthrottled load), and it read LCP as 2.0-2.3 s instead of 0.7-1.1 s in a third
 * to a half of the runs. A page in a background tab does not paint, so it starts at once there; a
 * timer makes sure it always starts.
 */
function starterSource(preloads: string[], entries: string[]): string {
  const json = (value: string[]) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var p=${json(preloads)},e=${json(entries)},d=document,s=0,q;
function add(h,m){var t=d.createElement(m?'script':'link');if(m)t.type='module';else t.rel='modulepreload';t.crossOrigin='';t[m?'src':'href']=h;d.head.appendChild(t)}
function next(){var n=${PER_TASK};while(n--&&q.length)add.apply(null,q.shift());if(q.length)setTimeout(next,0)}
function go(){if(s)return;s=1;q=p.map(function(h){return[h,0]}).concat(e.map(function(h){return[h,1]}));next()}
function frames(f){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})}
function supports(t){var P=window.PerformanceObserver;return !!P&&(P.supportedEntryTypes||[]).indexOf(t)>=0}
function seen(t,test,f){new PerformanceObserver(function(l,o){if(l.getEntries().some(test)){o.disconnect();f()}}).observe({type:t,buffered:true})}
function decoded(i){var f=function(){frames(go)};i.decode?i.decode().then(f,f):f()}
function image(){var i=d.querySelector('img[fetchpriority="high"]'),id=i&&i.getAttribute('elementtiming'),r=i&&i.getBoundingClientRect();
if(!i||(i.complete&&!i.naturalWidth)||!r.width||r.bottom<=0||r.top>=window.innerHeight)return go();i.addEventListener('error',go);
if(id&&supports('element'))seen('element',function(x){return x.identifier===id},go);else if(i.complete)decoded(i);else i.addEventListener('load',function(){decoded(i)})}
if(d.visibilityState!=='visible')go();else if(supports('paint'))seen('paint',function(x){return x.name==='first-contentful-paint'},image);else frames(image);setTimeout(go,3000)})();`;
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
