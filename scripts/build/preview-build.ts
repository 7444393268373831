// What a preview deployment tells crawlers: stay out, index nothing (a draft must never compete with the live page).
export const previewRobotsTxt = () => 'User-agent: *\nDisallow: /\n';

/** A _headers rule for every path of a preview: noindex even where a link from elsewhere brings a crawler in. */
export const previewHeaders = () => '/*\n  X-Robots-Tag: noindex, nofollow\n';
