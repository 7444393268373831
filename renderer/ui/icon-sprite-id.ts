/** The id of the icon sprite in each page's <body>: the server writes it, the client completes it. */
export const SPRITE_ID = 'icons';
