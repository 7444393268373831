// Scheduling in the editor (npm run edit): a Schedule button in the toolbar of a Ready draft, which opens its Schedule
// panel, and each scheduled draft's time on its card in the Workflow list. Decap offers no place for either, so the
// button is put beside its Publish button (as History's is) and the time below the card's title.
import { createRoot } from 'react-dom/client';
import { entryFileOf, type EntryCollection } from '../history/entry-file';
import { askSchedule, SchedulePanel, scheduleInWords, type Schedule } from './SchedulePanel';

/** How often the page is looked at: Decap draws the toolbar and the Workflow's cards anew as it goes. */
const LOOK_EVERY_MS = 400;
/** How often the Workflow list reads the schedule again: as often as npm run edit looks for what is due. */
const READ_EVERY_MS = 15_000;

const buttonStyle = 'font:inherit;font-size:14px;font-weight:700;margin:0 8px;padding:0 15px;height:36px;line-height:36px;border:0;border-radius:6px;cursor:pointer;background:#e8f5fe;color:#3a69c7';
const badgeStyle = 'margin:0 0 8px;padding:4px 16px;font-size:13px;font-weight:600;color:#3a69c7;white-space:pre-wrap';

const ENTRY = /^#\/collections\/([^/?]+)\/entries\/([^?]+?)\/?(?:\?.*)?$/;
/** The draft an editor address opens (its collection and slug, as its branch names them). */
const draftOf = (address: string) => {
  const match = ENTRY.exec(address.slice(address.indexOf('#')));
  return match && { collection: decodeURIComponent(match[1]!), slug: decodeURIComponent(match[2]!) };
};
const branchOf = (draft: { collection: string; slug: string }) => `cms/${draft.collection}/${draft.slug}`;

/** Whether the open entry is a draft whose Status is Ready (Decap's status button says so). */
const isReady = () => [...document.querySelectorAll('button, [role="button"]')].some((element) => element.textContent?.trim() === 'Status: Ready');

export function startSchedule({ collections }: { collections: readonly EntryCollection[] }) {
  const holder = document.body.appendChild(document.createElement('div'));
  const root = createRoot(holder);
  const button = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Schedule' });
  button.setAttribute('style', buttonStyle);
  button.setAttribute('aria-haspopup', 'dialog');
  let schedule: Schedule | undefined;
  /** The branch whose panel is open, if any. */
  let shown: string | undefined;
  let lastRead = 0;

  const scheduledItem = (branch: string) => schedule?.items.find((item) => item.name === branch && item.state === 'scheduled');
  const close = () => {
    shown = undefined;
    root.render(null);
  };
  const draw = () => {
    const draft = draftOf(location.hash);
    const entry = entryFileOf(collections, location.hash);
    if (!draft || !entry || !schedule || shown !== branchOf(draft)) return;
    root.render(<SchedulePanel key={shown} {...draft} label={entry.label} schedule={schedule} onChanged={took} onClose={close} />);
  };
  function took(read: Schedule) {
    schedule = read;
    lastRead = Date.now();
    draw();
  }
  const read = async () => {
    lastRead = Date.now();
    const answer = await askSchedule({ action: 'list' }).catch(() => ({ schedule: undefined }));
    if (answer.schedule) took(answer.schedule);
  };

  button.addEventListener('click', () => {
    const draft = draftOf(location.hash);
    if (!draft) return;
    shown = branchOf(draft);
    // The schedule as read when the entry opened, then as it is now.
    draw();
    void read();
  });
  window.addEventListener('hashchange', () => {
    const draft = draftOf(location.hash);
    if (!draft || branchOf(draft) !== shown) close();
    if (draft) void read();
  });

  setInterval(() => {
    const draft = draftOf(location.hash);
    const toolbar = document.querySelector('[class*="ToolbarSubSectionLast"]');
    if (!draft || !toolbar || !isReady()) button.remove();
    else {
      // An entry opened straight from its address (a reload): its schedule read once, so the button says Scheduled.
      if (!lastRead) void read();
      const item = scheduledItem(branchOf(draft));
      button.textContent = item ? 'Scheduled' : 'Schedule';
      button.title = item ? scheduleInWords(item) : 'Publish this draft at a time you choose';
      if (button.parentElement !== toolbar) toolbar.prepend(button);
    }
    if (!location.hash.startsWith('#/workflow')) return;
    if (Date.now() - lastRead > READ_EVERY_MS) void read();
    // Each card of a scheduled draft says when it goes live, and why it did not when its publish was refused.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="/entries/"]')) {
      const card = draftOf(link.getAttribute('href') ?? '');
      const item = card && scheduledItem(branchOf(card));
      const words = item ? `${scheduleInWords(item)}${item.problem ? `\nNot published at its time: ${item.problem.split('\n')[0]}` : ''}` : undefined;
      let badge = link.nextElementSibling?.matches('[data-schedule]') ? (link.nextElementSibling as HTMLElement) : undefined;
      if (!words) badge?.remove();
      else {
        badge ??= link.insertAdjacentElement('afterend', document.createElement('p')) as HTMLElement;
        badge.dataset.schedule = '';
        badge.setAttribute('style', badgeStyle);
        if (badge.textContent !== words) badge.textContent = words;
      }
    }
  }, LOOK_EVERY_MS);
}
