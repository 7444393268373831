import { useEffect, useRef } from 'react';
import { Icon } from '../../ui/Icon';

/** On a draft's preview deployment: the form is the real one, but nothing it takes reaches the business. */
export function PreviewFormNotice({ pressed }: { pressed: number }) {
  const box = useRef<HTMLDivElement>(null);
  // The press is at the foot of the form and the notice at its head: each press brings the answer into view.
  useEffect(() => {
    if (pressed) void box.current?.scrollIntoView({ block: 'center' });
  }, [pressed]);
  return (
    <div ref={box} role="status" className="mb-6 flex items-start gap-3 rounded-md bg-orange-50 px-4 py-3 text-sm text-orange-900">
      <Icon name="info" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong>Preview of a draft: this form sends nothing.</strong>{' '}
        {pressed ? 'Not sent: on the live site this enquiry would go to the business.' : 'Enquiries are taken on the live site only.'}
      </p>
    </div>
  );
}
