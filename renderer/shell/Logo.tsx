import { PageLink } from '../ui/PageLink';
import logoMark from './logo-mark.svg?no-inline';
import { useShell } from './shell-context';

// No aria-label: the link is named by the words it shows (WCAG 2.5.3), and the hidden words say where it leads.
// In the header (a size container), the words step aside for the mark alone when large text leaves too little room
// (under 20rem, a width that grows with the text size) and beside the compact full menu of 1024-1279 px screens;
// they stay the link's name for screen readers.
export function Logo({ onDark = false, inHeader = false }: { onDark?: boolean; inHeader?: boolean }) {
  const { company } = useShell();
  return (
    <PageLink to="/" className={`flex items-center gap-3 ${inHeader ? 'shrink-0 whitespace-nowrap' : ''}`}>
      <img src={logoMark} alt="" width={40} height={40} fetchPriority="low" className="size-10 shrink-0" />
      <span className={`leading-tight ${inHeader ? '@max-[20rem]:sr-only lg:max-xl:sr-only' : ''}`}>
        <span className={`block text-lg font-extrabold tracking-tight ${onDark ? 'text-white' : 'text-navy-900'}`}>{company.name.split(' ').slice(0, 2).join(' ')}</span>
        <span className={`block text-xs font-semibold tracking-widest uppercase ${onDark ? 'text-orange-300' : 'text-orange-700'}`}>{company.logoText}</span>
        <span className="sr-only">, home</span>
      </span>
    </PageLink>
  );
}
