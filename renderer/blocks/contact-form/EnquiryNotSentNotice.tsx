import { telUrl } from '../../../src/content/contact-links';
import { business } from '../../../src/app/site';
import { buttonStyles } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { StatusNotice } from '../../ui/StatusNotice';

const contactLink = `${buttonStyles.outline} min-h-11 px-4 py-2 text-[0.95rem] text-red-900`;

/** The main line and the enquiries address as buttons, for a visitor whose enquiry did not get through. */
export function DirectContact() {
  const phone = business.phones.main;
  const email = business.emails.info;
  return (
    <>
      <a href={telUrl(phone)} className={contactLink}>
        <Icon name="phone" className="size-5 shrink-0" />
        <span className="min-w-0 wrap-anywhere">Call {phone.display}</span>
      </a>
      <a href={`mailto:${email.display}`} className={`${contactLink} email-link`}>
        <Icon name="mail" className="size-5 shrink-0" />
        <span className="min-w-0 wrap-anywhere">Email {email.display}</span>
      </a>
    </>
  );
}

/** The spec's notice when send-contact-email fails: the visitor's values stay in the form for another try. */
export function EnquiryNotSentNotice({ onDismiss, reveal }: { onDismiss: () => void; reveal?: boolean }) {
  return (
    <StatusNotice tone="error" title="Error sending message" actions={<DirectContact />} onDismiss={onDismiss} reveal={reveal}>
      <p>Please try again or contact us directly at {business.emails.info.display}</p>
    </StatusNotice>
  );
}
