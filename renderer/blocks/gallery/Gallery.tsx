import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { GalleryBlock } from '../../../schema/generated/types';
import { keepFocusInside } from '../../shell/keep-focus-inside';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { Section, SectionHeading } from '../../ui/Section';

export function Gallery({ id, eyebrow, title, intro, tone, items }: GalleryBlock) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(0);
  const shown = items[open]!;
  const show = (index: number) => setOpen((index + items.length) % items.length);
  // Each photo is a link to its largest copy, so without JavaScript (or before hydration) it opens as a plain picture.
  // Arrow keys step through the photos, as in any photo viewer; the buttons do the same for pointer and screen reader.
  const step = (event: KeyboardEvent<HTMLElement>) => {
    keepFocusInside(event);
    if (items.length < 2) return;
    if (event.key === 'ArrowLeft') show(open - 1);
    else if (event.key === 'ArrowRight') show(open + 1);
  };
  // A popover in the top layer, not a modal dialog: making the page behind inert restyled every element drawn (about
  // 900 on the home page, 100-125 ms at 4x CPU on opening and again on closing). aria-modal and the kept focus say and
  // do what inertness did; a tap outside or Escape closes it, and focus returns to the photo that opened it.
  const openAt = (index: number) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !dialog.current?.showPopover) return;
    event.preventDefault();
    show(index);
    dialog.current.showPopover({ source: event.currentTarget });
    dialog.current.querySelector('button')?.focus();
  };
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.title} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm tone-dark:border-white/10 tone-dark:bg-navy-800">
            <figure>
              {/* An unmeasured picture (the editor's preview) has no copies: the link opens the file itself. */}
              <a href={item.image.sources?.full ?? item.image.src} onClick={openAt(index)} className="group block focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-500">
                <Picture image={item.image} slot="gallery" className="aspect-[4/3] h-auto w-full bg-navy-900 object-cover transition group-hover:opacity-90" />
                <span className="sr-only">Enlarge: {item.title}</span>
              </a>
              <figcaption className="p-6">
                <p className="text-xs font-bold tracking-widest text-orange-700 uppercase tone-dark:text-orange-300">{item.category}</p>
                <h3 className="mt-2 text-lg font-bold text-navy-900 tone-dark:text-white">{item.title}</h3>
                {item.text ? <p className="mt-2 leading-relaxed">{item.text}</p> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* Held at the top: centred, it would move with each caption's height. */}
      <dialog ref={dialog} popover="auto" aria-modal="true" aria-label={shown.title} onKeyDown={step} className="mx-auto my-4 max-h-none w-[min(75rem,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-navy-950/90">
        <figure className="overflow-hidden rounded-xl bg-navy-900 text-slate-200">
          {/* The controls come first, so a longer caption on the next photo grows below them and moves nothing. */}
          <div className="flex items-center justify-end gap-2 px-2 py-1">
            {items.length > 1 ? (
              <>
                <button type="button" onClick={() => show(open - 1)} className="rounded-full p-3 text-white hover:bg-white/10" aria-label="Previous photo">
                  <Icon name="arrow-left" />
                </button>
                <span className="text-sm" aria-live="polite">
                  {open + 1} of {items.length}
                </span>
                <button type="button" onClick={() => show(open + 1)} className="rounded-full p-3 text-white hover:bg-white/10" aria-label="Next photo">
                  <Icon name="arrow-right" />
                </button>
              </>
            ) : null}
            <button type="button" onClick={() => dialog.current?.hidePopover()} className="rounded-full p-3 text-white hover:bg-white/10" aria-label="Close">
              <Icon name="x" />
            </button>
          </div>
          <Picture image={shown.image} slot="lightbox" className="h-auto max-h-[calc(100dvh-10rem)] w-full object-contain" />
          <figcaption className="p-4">
            <strong className="text-white">{shown.title}</strong>
            {shown.text ? <span className="block text-sm">{shown.text}</span> : null}
          </figcaption>
        </figure>
      </dialog>
    </Section>
  );
}
