// Links that reach the business by phone: one rule each, used by the build and the browser alike.
import type { Phone } from '../../schema/generated/types';

export const telUrl = (phone: Phone) => `tel:${phone.tel}`;

/** A WhatsApp chat opens by the number with every non-digit removed. */
export const whatsappUrl = (phone: Phone) => `https://wa.me/${phone.tel.replace(/\D/g, '')}`;
