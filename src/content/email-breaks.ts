// Where an e-mail address may wrap, in HTML fields and in labels; no dependencies,
// as the browser's bundle carries it.

/** An e-mail address in running text; it ends before a full stop or comma that closes its sentence. */
export const EMAIL_ADDRESS = /[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".,;:!?)]+/g;

/** The parts of an e-mail address between the places a reader expects it to wrap: after the @ and before each dot. */
export const emailParts = (address: string) => address.split(/(?<=@)|(?=\.)/);

/** HTML whose e-mail addresses wrap only after the @ or before a dot (<wbr>, so a copied address stays whole). */
export const withEmailBreaksInHtml = (html: string) =>
  html.replace(/(^|>)([^<]+)/g, (_, open: string, text: string) => open + text.replace(EMAIL_ADDRESS, (address) => emailParts(address).join('<wbr>')));
