// The browser's nprogress (see index.ts). theme-classic's client module calls configure() once,
// start() when a navigation has taken 200 ms and done() after every navigation, and styles the bar
// it draws (`#nprogress .bar` with its `.peg`). This draws the same elements: the bar appears at
// 8%, creeps towards the end while the page loads, then fills and fades out, as nprogress's does.
const SPEED_MS = 200;
const FIRST = 0.08;
const LAST_BEFORE_DONE = 0.994;

let progress: number | null = null;
let bar: HTMLElement | undefined;
let creep: number | undefined;

function draw(fraction: number): void {
  if (!bar) {
    const root = document.createElement('div');
    root.id = 'nprogress';
    root.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
    document.body.append(root);
    bar = root.firstElementChild as HTMLElement;
  }
  bar.style.transition = `transform ${SPEED_MS}ms linear`;
  bar.style.transform = `translate3d(${(fraction - 1) * 100}%,0,0)`;
}

export default {
  configure(): void {},
  start(): void {
    if (progress !== null) return;
    progress = FIRST;
    draw(progress);
    creep = window.setInterval(() => draw((progress! += (LAST_BEFORE_DONE - progress!) * 0.1)), SPEED_MS);
  },
  done(): void {
    if (progress === null) return;
    window.clearInterval(creep);
    progress = null;
    draw(1);
    const root = bar!.parentElement!;
    bar = undefined;
    window.setTimeout(() => {
      root.style.transition = `opacity ${SPEED_MS}ms linear`;
      root.style.opacity = '0';
      window.setTimeout(() => root.remove(), SPEED_MS);
    }, SPEED_MS);
  },
};
