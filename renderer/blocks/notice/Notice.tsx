import type { NoticeBlock } from '../../../schema/generated/types';
import { ActionButton } from '../../ui/ActionButton';
import { Html } from '../../ui/Html';
import { Icon } from '../../ui/Icon';

const looks = {
  warning: { box: 'bg-amber-50 border-y border-amber-300 text-amber-950', glyph: 'alert-triangle', icon: 'text-amber-600', title: 'font-bold' },
  emergency: { box: 'tone-dark bg-red-700 text-white', glyph: 'siren', icon: 'text-white', title: 'font-extrabold tracking-wide uppercase' },
  info: { box: 'bg-sky-50 border-y border-sky-200 text-sky-950', glyph: 'info', icon: 'text-sky-700', title: 'font-bold' },
} as const;

export function Notice({ id, variant, title, text, action }: NoticeBlock) {
  const look = looks[variant];
  return (
    <aside id={id} className={`scroll-mt-24 ${look.box}`} aria-label={variant === 'emergency' ? 'Emergency' : 'Notice'}>
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <Icon name={look.glyph} className={`size-6 shrink-0 ${look.icon}`} />
        <div className="flex-1">
          <p className={look.title}>{title}</p>
          {text ? <Html as="p" html={text} className="rich-text mt-1 text-sm" /> : null}
        </div>
        {action ? <ActionButton action={action} size="sm" /> : null}
      </div>
    </aside>
  );
}
