import { EmailAddress } from '../../ui/EmailAddress';
import type { ContactFormBlock } from '../../../schema/generated/types';
import { buttonStyles } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { StatusNotice } from '../../ui/StatusNotice';

const contactLink = `${buttonStyles.outline} min-h-11 px-4 py-2 text-[0.95rem] text-red-900`;

/** The lines the content model offers a visitor whose enquiry did not get through or waits for a connection. */
export type DirectContact = ContactFormBlock['directContact'];

/** The main line and the enquiries address as buttons, for a visitor whose enquiry did not get through. */
function DirectContactLinks({ contact: { main: phone, email } }: { contact: DirectContact }) {
  return (
    <>
      <a href={phone.href} className={contactLink}>
        <Icon name="phone" className="size-5 shrink-0" />
        <span className="min-w-0 wrap-break-word">Call {phone.display}</span>
      </a>
      <a href={email.href} className={`${contactLink} email-link`}>
        <Icon name="mail" className="size-5 shrink-0" />
        <span className="min-w-0 wrap-break-word">Email <EmailAddress address={email.display} /></span>
      </a>
    </>
  );
}

/** The spec's notice when send-contact-email fails: the visitor's values stay in the form for another try. */
export function EnquiryNotSentNotice({ contact, onDismiss, reveal }: { contact: DirectContact; onDismiss: () => void; reveal?: boolean }) {
  return (
    <StatusNotice tone="error" title="Error sending message" actions={<DirectContactLinks contact={contact} />} onDismiss={onDismiss} reveal={reveal}>
      <p>Please try again or contact us directly at {contact.email.display}</p>
    </StatusNotice>
  );
}
