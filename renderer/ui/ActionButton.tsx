import { PageLink } from './PageLink';
import type { Action, ButtonStyle } from '../../schema/generated/types';
import { withEmailBreaks } from './EmailAddress';
import { Icon } from './Icon';
import type { SpriteIconName } from './icon-set';

const base =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-md text-center font-semibold leading-tight transition';

type ButtonSize = 'md' | 'sm';
const sizes: Record<ButtonSize, string> = { md: 'min-h-12 px-5 py-3 text-base large-text:px-3', sm: 'min-h-11 px-4 py-2 text-[0.95rem] large-text:px-3' };

export const buttonStyles: Record<ButtonStyle, string> = {
  default: `${base} bg-navy-900 text-white hover:bg-navy-800`,
  destructive: `${base} bg-red-600 text-white hover:bg-red-700`,
  outline: `${base} border-2 border-current hover:bg-current/10`,
  secondary: `${base} bg-slate-100 text-navy-900 hover:bg-slate-200`,
  ghost: `${base} underline-offset-4 hover:bg-current/10`,
  link: 'inline-flex items-center gap-1 font-semibold text-orange-700 underline underline-offset-4 hover:text-orange-800',
  industrial: `${base} bg-slate-800 text-white shadow-[inset_0_-3px_0_0_var(--color-orange-500)] hover:bg-slate-700`,
  cta: `${base} bg-orange-700 text-white shadow-lg shadow-orange-900/20 hover:bg-orange-800`,
  emergency: `${base} bg-red-600 text-white shadow-lg shadow-red-900/30 hover:bg-red-700 emergency-pulse`,
};

/** A button or link from content. Site paths navigate in the app; tel:, mailto: and other sites are plain links. */
export function ActionButton({ action, size = 'md', className = '' }: { action: Omit<Action, 'icon'> & { icon?: SpriteIconName }; size?: ButtonSize; className?: string }) {
  const href = action.href ?? '/';
  const style = action.style;
  const look = `${buttonStyles[style]} ${style === 'link' ? '' : sizes[size]} ${className}`;
  // Read by the one click listener in src/analytics, which records the event.
  const tracking = action.track ? { 'data-track': action.track.event, 'data-track-location': action.track.location } : {};
  const content = (
    <>
      {action.icon ? <Icon name={action.icon} className="size-5 shrink-0 large-text:hidden" /> : null}
      {/* A label longer than the screen is wide wraps, even a phone number or e-mail address with no space to break at. */}
      <span className="min-w-0 wrap-anywhere fits-line">{withEmailBreaks(action.label)}</span>
    </>
  );
  // Other sites open in a new tab; PageLink keeps tel:, mailto: and other sites' addresses plain links.
  const elsewhere = href.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <PageLink to={href} className={look} {...tracking} {...elsewhere}>
      {content}
    </PageLink>
  );
}

export function ActionRow({ actions, className = '' }: { actions?: Action[]; className?: string }) {
  if (!actions?.length) return null;
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      {actions.map((action) => (
        <ActionButton key={`${action.label}${action.href ?? ''}`} action={action} />
      ))}
    </div>
  );
}
