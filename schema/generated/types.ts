/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT. Regenerate with `npm run generate`.
 * Source: schema/*.schema.json and renderer/blocks/<type>/schema.json.
 * The types are the content's as the content model returns it: a field with a default, or one the site fills in,
 * is never missing.
 */

/**
 * One section of a page. Its type names the block: article-list, before-after, cards, case-study, comparison, contact-details, contact-form, coverage-table, cta, faq, gallery, hero, notice, people, process, products, prose, roi-calculator, testimonials, toc.
 */
export type Block =
  | ArticleListBlock
  | BeforeAfterBlock
  | CardsBlock
  | CaseStudyBlock
  | ComparisonBlock
  | ContactDetailsBlock
  | ContactFormBlock
  | CoverageTableBlock
  | CtaBlock
  | FaqBlock
  | GalleryBlock
  | HeroBlock
  | NoticeBlock
  | PeopleBlock
  | ProcessBlock
  | ProductsBlock
  | ProseBlock
  | RoiCalculatorBlock
  | TestimonialsBlock
  | TocBlock;
/**
 * How a button looks. cta: the bright main call to action; industrial: dark solid; outline: bordered; emergency: red and pulsing, for 24/7 lines; link: plain text link.
 */
export type ButtonStyle =
  'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'industrial' | 'cta' | 'emergency';
/**
 * An icon from the site's icon set. Example: shield-check
 */
export type IconName =
  | 'shield-check'
  | 'leaf'
  | 'zap'
  | 'gauge'
  | 'target'
  | 'layers'
  | 'clock'
  | 'phone'
  | 'mail'
  | 'map-pin'
  | 'factory'
  | 'ship'
  | 'hard-hat'
  | 'truck'
  | 'plane'
  | 'landmark'
  | 'flame'
  | 'wrench'
  | 'cog'
  | 'bolt'
  | 'sparkles'
  | 'droplets'
  | 'scan'
  | 'award'
  | 'badge-check'
  | 'dollar-sign'
  | 'trending-down'
  | 'trending-up'
  | 'users'
  | 'siren'
  | 'alert-triangle'
  | 'check-circle'
  | 'file-text'
  | 'calculator'
  | 'building'
  | 'pickaxe'
  | 'anchor'
  | 'car'
  | 'microscope'
  | 'recycle'
  | 'thermometer'
  | 'hammer'
  | 'star'
  | 'ruler'
  | 'bot'
  | 'cpu';
/**
 * Buttons shown together, most important first (at most four).
 *
 * @maxItems 4
 */
export type Actions = Action[];
/**
 * The section's background. light: white; muted: pale steel; dark: deep navy.
 */
export type Tone = 'light' | 'muted' | 'dark';
/**
 * Buttons under the cards.
 *
 * @maxItems 4
 */
export type Actions1 = Action[];
/**
 * Buttons shown together, most important first (at most four).
 *
 * @maxItems 4
 */
export type Actions2 = Action[];

/**
 * Every schema of the project, so that one file holds all their types.
 */
export interface SiteSchemas {
  page?: Page;
  routeTable?: RouteTable;
  business?: BusinessFacts;
  navigation?: Navigation;
  enquiry?: Enquiry;
  ArticleListBlock?: ArticleListBlock;
  BeforeAfterBlock?: BeforeAfterBlock;
  CardsBlock?: CardsBlock;
  CaseStudyBlock?: CaseStudyBlock;
  ComparisonBlock?: ComparisonBlock;
  ContactDetailsBlock?: ContactDetailsBlock;
  ContactFormBlock?: ContactFormBlock;
  CoverageTableBlock?: CoverageTableBlock;
  CtaBlock?: CtaBlock;
  FaqBlock?: FaqBlock;
  GalleryBlock?: GalleryBlock;
  HeroBlock?: HeroBlock;
  NoticeBlock?: NoticeBlock;
  PeopleBlock?: PeopleBlock;
  ProcessBlock?: ProcessBlock;
  ProductsBlock?: ProductsBlock;
  ProseBlock?: ProseBlock;
  RoiCalculatorBlock?: RoiCalculatorBlock;
  TestimonialsBlock?: TestimonialsBlock;
  TocBlock?: TocBlock;
}
/**
 * A page file under site/pages/: the page's content as a list of blocks, top to bottom. Head tags and the address are set in pages.yaml.
 */
export interface Page {
  /**
   * The page's sections, top to bottom: a banner, cards, steps, questions and more. The preview beside the form shows each as it will look.
   *
   * @minItems 1
   */
  blocks: Block[];
  article?: ArticleDetails;
}
/**
 * For articles under /resources: the details shown above the article, in the resources list and in Article structured data.
 */
export interface ArticleDetails {
  /**
   * The article's main category.
   */
  category:
    | 'Rust Removal'
    | 'Case Study'
    | 'Guide'
    | 'Comparison'
    | 'Emergency Response'
    | 'Marine Industry'
    | 'Automotive'
    | 'Financial'
    | 'Plant Maintenance'
    | 'Infrastructure'
    | 'Safety'
    | 'Heritage Restoration'
    | 'Environmental'
    | 'Precision Cleaning'
    | 'Technical Analysis';
  /**
   * More badges shown beside the category. Example: [Technical Analysis]
   *
   * @maxItems 3
   */
  tags?: string[];
  /**
   * One or two sentences for the resources list.
   */
  summary: string;
  /**
   * Publication date, year-month-day. Example: 2024-01-20
   */
  date: string;
  /**
   * Date of the last real change, year-month-day. Left out: the publication date.
   */
  modified?: string;
  /**
   * Minutes to read. Example: 8
   */
  readTime: number;
  /**
   * true puts the article first in the resources list (one article only).
   */
  featured: boolean;
  /**
   * Word count for structured data, where it is stated. Left out: counted from the text.
   */
  wordCount?: number;
  image?: Image;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A picture: a photo in site/images/ (the build makes AVIF and WebP copies at several widths, without its EXIF) or a drawing in site/public/images/ (served as it is). Its width and height are read from the file.
 */
export interface Image {
  /**
   * Address of the picture, starting with /images/: a photo uploaded in the editor or put in site/images/ (JPEG, PNG, WebP or AVIF, as wide as its place on the page), or a drawing as SVG in site/images/ (served as it is, sharp at any width). Example: /images/ship-hull-after.jpg
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it: the surface, the job and what changed, in one sentence. Example: Corroded ship hull plate before laser cleaning
   */
  alt: string;
  /**
   * The picture's width in pixels, read from the file.
   */
  width: number;
  /**
   * The picture's height in pixels, read from the file.
   */
  height: number;
  /**
   * true only for a photo that is itself the largest thing on the first screen: it is then preloaded at high priority. Leave it false for an illustration, which is decoration: it loads at normal priority once the page is laid out, so the heading paints first.
   */
  priority: boolean;
  sources: PictureSources;
}
/**
 * A photo's AVIF and WebP copies (srcset lists) and its largest copy, made by the build; empty for a drawing.
 */
export interface PictureSources {
  /**
   * srcset of the AVIF copies.
   */
  avif?: string;
  /**
   * srcset of the WebP copies.
   */
  webp?: string;
  /**
   * The largest WebP copy, which the gallery's links open.
   */
  full?: string;
}
/**
 * pages.yaml: every route of the site. Each route names its page file under site/pages/ and the head tags it sets.
 */
export interface RouteTable {
  /**
   * Every page of the site, in the order they appear in the sitemap.
   *
   * @minItems 1
   */
  routes: Route[];
  /**
   * The page shown for any address that is not a route (status 404, never indexed).
   */
  notFound: {
    /**
     * The not-found page's file, under site/pages/.
     */
    page: string;
    /**
     * Its browser tab title.
     */
    title: string;
    /**
     * Its description.
     */
    description: string;
  };
}
/**
 * One page of the site.
 */
export interface Route {
  /**
   * The page's address on the site: / or lower-case words joined by hyphens, separated by /. Changed in the browser editor, the old address keeps leading here (it is added to Old addresses that lead here) and links follow. Example: /laser-rust-removal
   */
  path: string;
  /**
   * The page's file, under site/pages/. Example: laser-rust-removal.yaml
   */
  page: string;
  /**
   * The browser tab and search result title. Keep it to 60 characters: longer titles are cut to 57 characters plus '...'.
   */
  title: string;
  /**
   * The search result snippet, 70 to 160 characters.
   */
  description: string;
  /**
   * The page's address for search engines: its own path (the build refuses another; to send other addresses here, add them to Old addresses that lead here). Left out: the path.
   */
  canonical?: string;
  /**
   * false keeps the page out of search engines and the sitemap (e.g. the thank-you page).
   */
  index: boolean;
  /**
   * The page's name in breadcrumbs. Left out: the last word of the path, capitalised.
   */
  breadcrumb?: string;
  /**
   * For a page read outside Australia: the name of a phone in site/business.yaml (phones) that its header, menu and footer offer instead of the main line; their other numbers then show in international format. Example: omar-haddad
   */
  phone?: string;
  /**
   * What the service is called in Service structured data. Left out: the breadcrumb name.
   */
  serviceType?: string;
  /**
   * The kinds of structured data (JSON-LD) the page emits.
   *
   * Items: A kind of structured data (JSON-LD) the page emits. LocalBusiness: the company; Service: this page's service; FAQPage: the page's FAQ blocks; BreadcrumbList: the page's breadcrumb.
   */
  structuredData?: (
    'LocalBusiness' | 'Service' | 'FAQPage' | 'BreadcrumbList' | 'Article' | 'Blog' | 'EmergencyService'
  )[];
  /**
   * Other addresses that send visitors here (permanent redirect): the page's earlier addresses and those of pages removed in its favour. Example: [/services/compliance-certification]
   */
  redirectFrom?: string[];
  /**
   * For emergency pages with EmergencyService structured data: the city it covers.
   */
  emergencyService?: {
    /**
     * Example: Melbourne
     */
    city: string;
    /**
     * State code. Example: VIC
     */
    region: 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';
    /**
     * Name of the rating in site/business.yaml (ratings) to show, if any. Example: melbourne
     */
    rating?: string;
  };
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * site/business.yaml: every business fact the site states (name, phones, e-mail, hours, offices, ratings, prices), kept in this one file. Pages refer to a fact by name, e.g. {phones.emergency} in text or call: emergency on a button.
 */
export interface BusinessFacts {
  /**
   * Who the business is.
   */
  company: {
    /**
     * The trading name.
     */
    name: string;
    /**
     * The short name or initials.
     */
    shortName: string;
    /**
     * One line under the logo and in the footer.
     */
    tagline: string;
    /**
     * What the business does, in one or two sentences (structured data, footer).
     */
    description: string;
    /**
     * The site's address with https:// and no trailing slash. Canonical links and the sitemap are built from it.
     */
    siteUrl: string;
    /**
     * Language and region of the site. Example: en-AU
     */
    locale: string;
    /**
     * Currency of every price and tracked value.
     */
    currency: 'AUD';
    /**
     * The year in the footer's copyright line.
     */
    copyrightYear: number;
    /**
     * Text beside the logo mark.
     */
    logoText?: string;
    /**
     * Picture shown when a page is shared (Open Graph, Twitter), under site/public/. Example: /images/og-default.png
     */
    socialImage: string;
    /**
     * The country the business is in, in words: where search engines are told the service pages serve, with serviceAreas.serviceCity. Example: Australia
     */
    country: string;
    /**
     * The same country as a two-letter ISO code, for the emergency pages' structured data. Example: AU
     */
    countryCode: string;
    /**
     * The business's time zone (IANA name): a new article is dated by its clock. Example: Australia/Sydney
     */
    timeZone: string;
    /**
     * What the emergency pages' service is called for search engines (EmergencyService structured data); its name is the company's name, this and the city. Example: Emergency Rust Removal
     */
    emergencyServiceType: string;
  };
  /**
   * Phone lines, each under a short name such as main or emergency. A button's Phone to call picks a line by that name; in a text, {phones.main} shows the main line's number (another line: its name in place of main).
   */
  phones: {
    main: Phone;
    emergency: Phone;
    [k: string]: Phone;
  };
  /**
   * E-mail addresses by name. A button writes to one with email: NAME; text shows one with {emails.NAME}.
   */
  emails: {
    info: Email;
    [k: string]: Email;
  };
  /**
   * Opening hours by name. operating: the hours on the contact page; office: when enquiries are answered (thank-you page); emergency: the 24/7 line.
   */
  hours: {
    operating: OpeningHours;
    office: OpeningHours;
    emergency: OpeningHours;
    [k: string]: OpeningHours;
  };
  /**
   * Service promises stated across the site, as short phrases. A promise that states a figure is written as { display: 1000+ projects, confirmed: false } until the owner confirms it.
   */
  promises: {
    [k: string]: string | ClaimedPromise;
  };
  /**
   * Offices, first one the head office (its address goes into structured data).
   *
   * @minItems 1
   */
  offices: {
    /**
     * A short name. Example: sydney
     */
    id: string;
    /**
     * How the office is named in lists. Example: Sydney NSW
     */
    label: string;
    /**
     * Page about this office's region, if there is one. Example: /locations/middle-east
     */
    href?: string;
    /**
     * Street line of the address.
     */
    streetAddress?: string;
    /**
     * Suburb or city. Example: Silverwater
     */
    locality: string;
    /**
     * State or region. Example: NSW
     */
    region?: string;
    /**
     * Postcode. Example: 2128
     */
    postalCode?: string;
    /**
     * Two-letter country code. Example: AU
     */
    country: string;
    /**
     * Latitude and longitude of the office.
     */
    geo?: {
      /**
       * Degrees north (negative: south).
       */
      latitude: number;
      /**
       * Degrees east.
       */
      longitude: number;
    };
  }[];
  /**
   * Where the business works.
   */
  serviceAreas: {
    /**
     * Cities served directly. Example: [Sydney, Melbourne, Brisbane]
     *
     * @minItems 1
     */
    primary: string[];
    /**
     * Wider regions also covered. Example: [Oceania, Middle East]
     */
    extended: string[];
    /**
     * The service areas on one line.
     */
    display: string;
    /**
     * The city search engines are told every service page serves (Service structured data), with company.country. Example: Sydney
     */
    serviceCity: string;
  };
  /**
   * Customer ratings by name. overall: the company-wide rating.
   */
  ratings: {
    overall: Rating;
    [k: string]: Rating;
  };
  /**
   * Prices and price phrases stated on the site, in AUD.
   */
  prices: {
    /**
     * The price range for structured data.
     */
    priceRange: string;
    /**
     * What emergency pages say about price.
     */
    emergencyPricing: string;
    /**
     * Starting prices of equipment by product id, in whole dollars.
     */
    equipment: {
      [k: string]: number;
    };
  };
  /**
   * Contact people by name, e.g. the Middle East team. A people block lists them by name.
   */
  contacts: {
    [k: string]: ContactPerson;
  };
  /**
   * How the business keeps the personal information it collects (the privacy policy and the enquiry commands read it).
   */
  privacy: {
    /**
     * How many months an enquiry is kept after it arrives, before it is deleted. Example: 24
     */
    retentionMonths: number;
  };
}
/**
 * A phone line.
 */
export interface Phone {
  /**
   * What the line is for. Example: 24/7 emergency line
   */
  label: string;
  /**
   * The number as people read it. Example: 1300 555 000
   */
  display: string;
  /**
   * The number with country code and no spaces, for tap-to-call. Example: +611300555000
   */
  tel: string;
}
/**
 * An e-mail address.
 */
export interface Email {
  /**
   * What the address is for. Example: General enquiries
   */
  label: string;
  /**
   * The address. Example: info@example.com.au
   */
  display: string;
}
/**
 * A set of opening hours: how it reads on the page, and the same hours for search engines.
 */
export interface OpeningHours {
  /**
   * What these hours are. Example: Business hours
   */
  label: string;
  /**
   * The hours on one line. Example: Mon-Fri 8:30am-4:30pm AEST
   */
  display: string;
  /**
   * The hours, one line per group of days, for lists and cards.
   *
   * @minItems 1
   */
  lines: {
    /**
     * Example: Mon-Fri
     */
    days: string;
    /**
     * Example: 6:30 AM-5:30 PM
     */
    hours: string;
  }[];
  /**
   * The same hours for structured data (schema.org OpeningHoursSpecification). Leave out days with no fixed hours.
   */
  specification: {
    /**
     * Days these hours apply to.
     *
     * @minItems 1
     */
    days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
    /**
     * 24-hour time. Example: 07:00
     */
    opens: string;
    /**
     * 24-hour time. Example: 18:00
     */
    closes: string;
  }[];
}
/**
 * A promise that states a figure (1000+ projects), with whether the owner has confirmed it.
 */
export interface ClaimedPromise {
  /**
   * The promise as pages show it. Example: 1000+ projects
   */
  display: string;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A customer rating.
 */
export interface Rating {
  /**
   * Average rating. Example: 4.9
   */
  value: number;
  /**
   * Best possible rating.
   */
  best: number;
  /**
   * How many reviews the average comes from (needed for structured data).
   */
  count?: number;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A person visitors can call or message.
 */
export interface ContactPerson {
  /**
   * Full name.
   */
  name: string;
  /**
   * Their role. Example: Regional Manager
   */
  role: string;
  /**
   * The name of their phone in phones.
   */
  phone: string;
  /**
   * Where they work. Example: Dubai UAE
   */
  region?: string;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * site/navigation.yaml: the header menu, the footer's columns and the Get Quote banner.
 */
export interface Navigation {
  /**
   * The sticky top bar.
   */
  header: {
    /**
     * The Services dropdown (a collapsible group in the phone drawer).
     */
    services: {
      /**
       * The menu's button text. Example: Services
       */
      label: string;
      /**
       * Groups of services, e.g. core and specialized.
       *
       * @minItems 1
       */
      groups: LinkGroup[];
    };
    /**
     * The other top-bar links, in order.
     */
    links: NavLink[];
    call: Action;
    quote: Action;
  };
  /**
   * The footer on every page.
   */
  footer: {
    /**
     * The Get Quote banner above the footer.
     */
    banner: {
      /**
       * Banner heading.
       */
      title: string;
      /**
       * One sentence under it.
       */
      text: string;
      actions: Actions;
    };
    /**
     * Link columns, e.g. Services and Industries.
     */
    columns: LinkGroup[];
    /**
     * The contact column: which facts from site/business.yaml it shows.
     */
    contact: {
      /**
       * Column heading.
       */
      title: string;
      /**
       * Names of phones in site/business.yaml to list. Example: [main, emergency]
       */
      phones: string[];
      /**
       * Names of e-mail addresses in site/business.yaml to list. Example: [info]
       */
      emails: string[];
      /**
       * Name of the opening hours to show. Example: operating
       */
      hours: string;
    };
    /**
     * Heading over the office list (offices come from site/business.yaml).
     */
    locationsTitle: string;
    /**
     * Small links on the bottom line (terms, privacy, safety).
     */
    legal: NavLink[];
  };
}
/**
 * A titled group of links.
 */
export interface LinkGroup {
  /**
   * The group's heading.
   */
  title: string;
  /**
   * The links, in order.
   *
   * @minItems 1
   */
  links: NavLink[];
}
/**
 * A link in a menu.
 */
export interface NavLink {
  /**
   * The link text.
   */
  label: string;
  /**
   * Where a link goes: a site path (/contact), a path with anchor (/#roi), an anchor on this page (#process), or a full https:// address for other sites.
   */
  href: string;
  /**
   * One line under the label in the Services menu.
   */
  description?: string;
}
/**
 * A button or link. Fill in exactly one of: Link (a page of the site or a web address), Phone to call (a phone from site/business.yaml), E-mail to write to (an e-mail from site/business.yaml) or WhatsApp chat with (a phone to chat with).
 */
export interface Action {
  /**
   * The button text. May use fact references. Example: Call {phones.main}
   */
  label: string;
  /**
   * Where a link goes: a site path (/contact), a path with anchor (/#roi), an anchor on this page (#process), or a full https:// address for other sites.
   */
  href?: string;
  /**
   * The name of a phone in site/business.yaml (phones), e.g. main or emergency. The button dials it.
   */
  call?: string;
  /**
   * The name of an e-mail address in site/business.yaml (emails), e.g. info. The button opens the visitor's mail app.
   */
  email?: string;
  style: ButtonStyle;
  icon?: IconName;
  /**
   * The name of a phone in site/business.yaml (phones). The button opens a WhatsApp chat with that number.
   */
  whatsapp?: string;
  /**
   * Records an analytics event when the button is clicked (calls and e-mails are recorded anyway). emergency-call and emergency-quote are the emergency pages' buttons; faq-contact is a contact button on the FAQ pages.
   */
  track?: {
    /**
     * Which event: emergency-call, emergency-quote or faq-contact.
     */
    event: 'emergency-call' | 'emergency-quote' | 'faq-contact';
    /**
     * The city the emergency page serves, sent with the event. Example: Melbourne
     */
    location?: string;
  };
}
/**
 * An enquiry sent from the contact form to the send-contact-email function. Every value is trimmed and empty values are left out before sending. The same schema validates the form in the browser and the request on the server.
 */
export interface Enquiry {
  /**
   * The visitor's first name.
   */
  firstName: string;
  /**
   * The visitor's last name.
   */
  lastName: string;
  /**
   * Where the reply goes: text, an at sign, text, a dot, text.
   */
  email: string;
  /**
   * Optional phone number.
   */
  phone?: string;
  /**
   * The visitor's company.
   */
  company: string;
  /**
   * The address where the work will be performed.
   */
  projectAddress: string;
  /**
   * The visitor's industry.
   */
  industry:
    | 'manufacturing'
    | 'automotive'
    | 'aerospace'
    | 'marine'
    | 'infrastructure'
    | 'power-generation'
    | 'heritage'
    | 'other';
  /**
   * What the visitor wants: services (Laser Cleaning Services), equipment (Equipment Purchase/Lease), consultation (Technical Consultation), demo (Equipment Demonstration), roi (ROI Assessment).
   */
  interest: 'services' | 'equipment' | 'consultation' | 'demo' | 'roi';
  /**
   * Project details (optional).
   */
  message?: string;
  /**
   * Equipment budget (equipment or demo).
   */
  budget?: 'under-100k' | '100k-250k' | '250k-500k' | '500k-1m' | 'over-1m';
  /**
   * Equipment timeline (equipment or demo).
   */
  timeline?: 'immediate' | '3months' | '6months' | '12months' | 'research';
  /**
   * Intended applications of the equipment (free text).
   */
  applications?: string;
  /**
   * Kind of project (services, consultation or roi).
   */
  projectType?: 'one-time' | 'ongoing' | 'contract' | 'emergency';
  /**
   * Surfaces to clean (free text).
   */
  surfaceTypes?: string;
  /**
   * Project size band.
   */
  projectSize?: 'small' | 'medium' | 'large' | 'massive';
  /**
   * How soon the work is needed.
   */
  urgency?: 'asap' | 'month' | 'quarter' | 'flexible';
  /**
   * The service query parameter the visitor arrived with (emergency pages pass it).
   */
  service?: string;
  /**
   * A UUID made once per filled form, so a retried submission is stored once.
   */
  submissionId?: string;
  /**
   * Honeypot: a hidden field people leave empty.
   */
  website?: string;
  /**
   * The path of the page the form was sent from (the Referer's path when the browser leaves it out).
   */
  sourcePage?: string;
  /**
   * The path of the first page of the visit that sent the enquiry.
   */
  landingPage?: string;
  /**
   * utm_source of the visit's first page (who sent the visitor, e.g. newsletter).
   */
  utmSource?: string;
  /**
   * utm_medium of the visit's first page (e.g. email, cpc).
   */
  utmMedium?: string;
  /**
   * utm_campaign of the visit's first page.
   */
  utmCampaign?: string;
  /**
   * utm_term of the visit's first page (the paid search term).
   */
  utmTerm?: string;
  /**
   * utm_content of the visit's first page (which ad or link).
   */
  utmContent?: string;
  /**
   * The origin (scheme, host, port) of the site that linked to the visit's first page; never its path or query.
   */
  referrerOrigin?: string;
  /**
   * Google Ads click id of the visit's first page, sent only when the visitor granted advertising consent.
   */
  gclid?: string;
  /**
   * Google Ads click id for app-to-web clicks on iOS (gbraid), sent only when the visitor granted advertising consent.
   */
  gbraid?: string;
  /**
   * Google Ads click id for web-to-app clicks on iOS (wbraid), sent only when the visitor granted advertising consent.
   */
  wbraid?: string;
}
/**
 * The list of articles, featured one first. The build fills it from every page that has article details; nothing to list by hand.
 */
export interface ArticleListBlock {
  /**
   * Always article-list.
   */
  type: 'article-list';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * The label on the featured article.
   */
  featuredLabel: string;
  /**
   * Every article of the site, featured first, then newest first.
   */
  articles: ArticleSummary[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * An article in the list.
 */
export interface ArticleSummary {
  /**
   * The article's address.
   */
  path: string;
  /**
   * The article's heading.
   */
  title: string;
  /**
   * Its summary.
   */
  summary: string;
  /**
   * Its category.
   */
  category: string;
  /**
   * Publication date, year-month-day.
   */
  date: string;
  /**
   * The date as shown, en-AU. Example: 20 January 2024
   */
  dateLabel: string;
  /**
   * Minutes to read.
   */
  readTime: number;
  /**
   * Shown first.
   */
  featured: boolean;
  image?: Image1;
}
/**
 * The article's picture (its article image), shown at the top of its card.
 */
export interface Image1 {
  /**
   * Address of the picture, starting with /images/: a photo uploaded in the editor or put in site/images/ (JPEG, PNG, WebP or AVIF, as wide as its place on the page), or a drawing as SVG in site/images/ (served as it is, sharp at any width). Example: /images/ship-hull-after.jpg
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it: the surface, the job and what changed, in one sentence. Example: Corroded ship hull plate before laser cleaning
   */
  alt: string;
  /**
   * The picture's width in pixels, read from the file.
   */
  width: number;
  /**
   * The picture's height in pixels, read from the file.
   */
  height: number;
  /**
   * true only for a photo that is itself the largest thing on the first screen: it is then preloaded at high priority. Leave it false for an illustration, which is decoration: it loads at normal priority once the page is laid out, so the heading paints first.
   */
  priority: boolean;
  sources: PictureSources;
}
/**
 * The same surface before and after laser cleaning: one photo over the other with a slider between them (arrow keys, a drag or a tap), or side by side where JavaScript is off.
 */
export interface BeforeAfterBlock {
  /**
   * Always before-after.
   */
  type: 'before-after';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  before: Image2;
  after: Image3;
  /**
   * What the job was and what it achieved, shown under the photos. Example: Hull plate cleaned to Sa 2.5 in 40 minutes, weld seam intact.
   */
  caption: string;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * The surface before cleaning: a photo of the same size and framing as the after photo.
 */
export interface Image2 {
  /**
   * Address of the picture, starting with /images/: a photo uploaded in the editor or put in site/images/ (JPEG, PNG, WebP or AVIF, as wide as its place on the page), or a drawing as SVG in site/images/ (served as it is, sharp at any width). Example: /images/ship-hull-after.jpg
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it: the surface, the job and what changed, in one sentence. Example: Corroded ship hull plate before laser cleaning
   */
  alt: string;
  /**
   * The picture's width in pixels, read from the file.
   */
  width: number;
  /**
   * The picture's height in pixels, read from the file.
   */
  height: number;
  /**
   * true only for a photo that is itself the largest thing on the first screen: it is then preloaded at high priority. Leave it false for an illustration, which is decoration: it loads at normal priority once the page is laid out, so the heading paints first.
   */
  priority: boolean;
  sources: PictureSources;
}
/**
 * The same surface after cleaning, taken from the same spot.
 */
export interface Image3 {
  /**
   * Address of the picture, starting with /images/: a photo uploaded in the editor or put in site/images/ (JPEG, PNG, WebP or AVIF, as wide as its place on the page), or a drawing as SVG in site/images/ (served as it is, sharp at any width). Example: /images/ship-hull-after.jpg
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it: the surface, the job and what changed, in one sentence. Example: Corroded ship hull plate before laser cleaning
   */
  alt: string;
  /**
   * The picture's width in pixels, read from the file.
   */
  width: number;
  /**
   * The picture's height in pixels, read from the file.
   */
  height: number;
  /**
   * true only for a photo that is itself the largest thing on the first screen: it is then preloaded at high priority. Leave it false for an illustration, which is decoration: it loads at normal priority once the page is laid out, so the heading paints first.
   */
  priority: boolean;
  sources: PictureSources;
}
/**
 * A grid of cards: benefits, features, metrics or links to other pages.
 */
export interface CardsBlock {
  /**
   * Always cards.
   */
  type: 'cards';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title?: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * feature: icon, title and text; metric: a big figure (e.g. 80%) over the title; link: a whole card that links to a page.
   */
  variant: 'feature' | 'metric' | 'link';
  /**
   * Cards per row on a desktop screen (phones show one).
   */
  columns: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: Card[];
  actions?: Actions1;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * One card.
 */
export interface Card {
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  icon?: IconName;
  /**
   * A big figure shown on metric cards. Example: 80%
   */
  metric?: string;
  /**
   * The card's heading.
   */
  title: string;
  /**
   * One to three sentences. Markdown links and **bold** are allowed.
   */
  text: string;
  /**
   * Where the card links to (link cards), or a Learn more link under the text.
   */
  href?: string;
  /**
   * Text of the card's link.
   */
  linkLabel: string;
}
/**
 * A project story: the challenge, the solution and the measured results.
 */
export interface CaseStudyBlock {
  /**
   * Always case-study.
   */
  type: 'case-study';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  tone: Tone;
  /**
   * Key facts shown as a list beside the story. Example: [{label: Industry, value: Manufacturing}]
   *
   * @maxItems 6
   *
   * Items: A labelled fact.
   */
  facts?: {
    /**
     * Example: Industry
     */
    label: string;
    /**
     * Example: Manufacturing
     */
    value: string;
  }[];
  /**
   * What the client faced. Markdown allowed.
   */
  challenge: string;
  /**
   * What was done. Markdown allowed.
   */
  solution: string;
  /**
   * Measured results, each a figure and what it measures.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: A result.
   */
  results: {
    /**
     * The figure. Example: 70%
     */
    metric: string;
    /**
     * What it measures. Example: cost reduction
     */
    label: string;
  }[];
  /**
   * A client's words about the project.
   */
  quote?: {
    /**
     * The quote, without quotation marks.
     */
    text: string;
    /**
     * Who said it. Example: Maintenance Manager, manufacturing plant
     */
    author: string;
  };
  actions?: Actions;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A table comparing methods side by side (e.g. laser cleaning against sandblasting), criterion by criterion. The first method is highlighted.
 */
export interface ComparisonBlock {
  /**
   * Always comparison.
   */
  type: 'comparison';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * The methods compared, one column each, first the one to highlight. Example: [Laser cleaning, Sandblasting, Chemical stripping]
   *
   * @minItems 2
   * @maxItems 5
   */
  methods: string[];
  /**
   * One row per criterion.
   *
   * @minItems 1
   * @maxItems 15
   */
  rows: ComparisonRow[];
  /**
   * A line under the table, e.g. where figures come from.
   */
  note?: string;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A criterion and each method's value for it.
 */
export interface ComparisonRow {
  /**
   * What is compared. Example: Surface damage
   */
  criterion: string;
  /**
   * One value per method, in the order of methods.
   *
   * @minItems 2
   * @maxItems 5
   */
  values: string[];
}
/**
 * The contact card: phones, e-mail, opening hours and service areas, all from site/business.yaml, plus an optional list of what the visitor receives.
 */
export interface ContactDetailsBlock {
  /**
   * Always contact-details.
   */
  type: 'contact-details';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  tone: Tone;
  /**
   * Names of the phones in site/business.yaml to show. Example: [main, emergency]
   *
   * @minItems 1
   */
  phones: string[];
  /**
   * Names of the e-mail addresses in site/business.yaml to show. Example: [info]
   */
  emails: string[];
  /**
   * Name of the opening hours in site/business.yaml to show. Example: operating
   */
  hours?: string;
  /**
   * true lists the service areas from site/business.yaml.
   */
  showServiceAreas: boolean;
  /**
   * A list of what the visitor receives, beside the card.
   */
  receive?: {
    /**
     * The list's heading. Example: What You'll Receive
     */
    title: string;
    /**
     * The list's lines.
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: One thing the visitor receives.
     */
    items: {
      icon: IconName;
      /**
       * Example: Capability statement
       */
      title: string;
      /**
       * One line of detail.
       */
      text?: string;
    }[];
  };
  lines: ContactLines;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * The phones, e-mail addresses, opening hours and service areas a contact card lists, worked out from site/business.yaml.
 */
export interface ContactLines {
  /**
   * The phones, in the order named.
   */
  phones: PhoneLink[];
  /**
   * The e-mail addresses, in the order named.
   */
  emails: EmailLink[];
  hours?: OpeningHours;
  /**
   * The service areas in a sentence, when the card lists them.
   */
  serviceAreas?: string;
}
/**
 * A phone number as a page shows it, worked out from site/business.yaml.
 */
export interface PhoneLink {
  /**
   * What it is for, e.g. Main line.
   */
  label: string;
  /**
   * As people read it.
   */
  display: string;
  /**
   * The tel: link that dials it.
   */
  href: string;
}
/**
 * An e-mail address as a page shows it, worked out from site/business.yaml.
 */
export interface EmailLink {
  /**
   * What it is for, e.g. Main line.
   */
  label: string;
  /**
   * As people read it.
   */
  display: string;
  /**
   * The mailto: link that writes to it.
   */
  href: string;
}
/**
 * The enquiry form (Request Information). Its fields, options, messages and behaviour are fixed by the spec and the enquiry schema (schema/enquiry.schema.json); the heading, intro and button text come from here. A sent enquiry goes to /thank-you.
 */
export interface ContactFormBlock {
  /**
   * Always contact-form.
   */
  type: 'contact-form';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * A sentence or two above the form. Markdown links and **bold** are allowed.
   */
  intro?: string;
  /**
   * The send button's text (it reads 'Sending...' while the enquiry is on its way). Example: Send Request
   */
  submitLabel: string;
  /**
   * Small print under the button, e.g. how the details are used. Markdown links are allowed.
   */
  privacyNote?: string;
  tone: Tone;
  /**
   * The lines a visitor is offered when their enquiry did not get through or waits for a connection, worked out from site/business.yaml.
   */
  directContact: {
    main: PhoneLink;
    emergency: PhoneLink;
    email: EmailLink;
  };
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A table of service areas and how fast the team responds in each, with a coloured badge per response time.
 */
export interface CoverageTableBlock {
  /**
   * Always coverage-table.
   */
  type: 'coverage-table';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * Column headings.
   */
  columns: {
    area: string;
    detail: string;
    response: string;
  };
  /**
   * One row per area.
   *
   * @minItems 1
   * @maxItems 20
   */
  rows: CoverageRow[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * An area.
 */
export interface CoverageRow {
  /**
   * The area's name. Example: CBD & Inner West
   */
  area: string;
  /**
   * Suburbs or notes. Example: Parramatta, Blacktown, Penrith
   */
  detail?: string;
  /**
   * The response time as shown in the badge. Example: Same day
   */
  response: string;
  /**
   * How fast that is, for the badge colour. same-day: green; next-day: amber; scheduled: grey.
   */
  tier: 'same-day' | 'next-day' | 'scheduled';
}
/**
 * A call to action: a heading, a line of text and buttons, as a full-width banner or a panel.
 */
export interface CtaBlock {
  /**
   * Always cta.
   */
  type: 'cta';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences. Markdown links and **bold** are allowed.
   */
  text?: string;
  /**
   * banner: full-width, bright; panel: a boxed card on a light background; emergency: red, urgent.
   */
  variant: 'banner' | 'panel' | 'emergency';
  actions: Actions;
  /**
   * A small line under the buttons. Example: Priority Emergency Response | Fully Insured & Certified | 24/7 Dispatch
   */
  note?: string;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * Questions and answers that open one at a time. Questions of FAQ blocks go into FAQPage structured data when the page's route lists FAQPage.
 */
export interface FaqBlock {
  /**
   * Always faq.
   */
  type: 'faq';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * The questions, in order.
   *
   * @minItems 1
   * @maxItems 30
   */
  items: FaqItem[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * One question and its answer.
 */
export interface FaqItem {
  /**
   * The question, as a visitor would ask it.
   */
  question: string;
  /**
   * The answer: one or more paragraphs. Markdown is allowed: **bold**, [links](/contact), lists.
   */
  answer: string;
}
/**
 * Project photos, each with its category, title and a line about the job as its caption. Selecting a photo shows it large in a lightbox with the previous and next; without JavaScript each photo is a link to its largest copy.
 */
export interface GalleryBlock {
  /**
   * Always gallery.
   */
  type: 'gallery';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * The projects shown.
   *
   * @minItems 1
   * @maxItems 9
   */
  items: GalleryItem[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * One project.
 */
export interface GalleryItem {
  image: Image;
  /**
   * The kind of work. Example: Rust Removal
   */
  category: string;
  /**
   * The project. Example: Bridge girder restoration
   */
  title: string;
  /**
   * One or two sentences about the job.
   */
  text?: string;
}
/**
 * The top of a page: the page's main heading, an introduction, buttons and a picture. Use exactly one per page, first.
 */
export interface HeroBlock {
  /**
   * Always hero.
   */
  type: 'hero';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * home: tall, with the star rating line; page: a service or content page; emergency: red, for 24/7 emergency pages.
   */
  variant: 'home' | 'page' | 'emergency';
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  /**
   * A line shown with five stars, e.g. '{ratings.overall.value}/5 from industrial clients'. Leave out for no rating.
   */
  rating?: string;
  /**
   * Short labels shown as pills above the heading. Example: [24/7 emergency response, Free site assessment]
   *
   * @maxItems 4
   */
  badges?: string[];
  actions?: Actions;
  /**
   * Up to four short facts under the buttons, each with an icon.
   *
   * @maxItems 4
   *
   * Items: A short fact.
   */
  highlights?: {
    icon: IconName;
    /**
     * The fact, in a few words.
     */
    title: string;
    /**
     * One line of detail.
     */
    text?: string;
  }[];
  image?: Image4;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A picture: a photo in site/images/ (the build makes AVIF and WebP copies at several widths, without its EXIF) or a drawing in site/public/images/ (served as it is). Its width and height are read from the file.
 */
export interface Image4 {
  /**
   * Address of the picture, starting with /images/: a photo uploaded in the editor or put in site/images/ (JPEG, PNG, WebP or AVIF, as wide as its place on the page), or a drawing as SVG in site/images/ (served as it is, sharp at any width). Example: /images/ship-hull-after.jpg
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it: the surface, the job and what changed, in one sentence. Example: Corroded ship hull plate before laser cleaning
   */
  alt: string;
  /**
   * The picture's width in pixels, read from the file.
   */
  width: number;
  /**
   * The picture's height in pixels, read from the file.
   */
  height: number;
  /**
   * true only for a photo that is itself the largest thing on the first screen: it is then preloaded at high priority. Leave it false for an illustration, which is decoration: it loads at normal priority once the page is laid out, so the heading paints first.
   */
  priority: boolean;
  sources: PictureSources;
}
/**
 * A full-width notice: a safety warning, or the red emergency strip at the top of emergency pages.
 */
export interface NoticeBlock {
  /**
   * Always notice.
   */
  type: 'notice';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * warning: amber, for safety warnings; emergency: red strip in capitals; info: blue.
   */
  variant: 'warning' | 'emergency' | 'info';
  /**
   * The notice's first line.
   */
  title: string;
  /**
   * More detail. Markdown links and **bold** are allowed.
   */
  text?: string;
  action?: Action1;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A button or link. Fill in exactly one of: Link (a page of the site or a web address), Phone to call (a phone from site/business.yaml), E-mail to write to (an e-mail from site/business.yaml) or WhatsApp chat with (a phone to chat with).
 */
export interface Action1 {
  /**
   * The button text. May use fact references. Example: Call {phones.main}
   */
  label: string;
  /**
   * Where a link goes: a site path (/contact), a path with anchor (/#roi), an anchor on this page (#process), or a full https:// address for other sites.
   */
  href?: string;
  /**
   * The name of a phone in site/business.yaml (phones), e.g. main or emergency. The button dials it.
   */
  call?: string;
  /**
   * The name of an e-mail address in site/business.yaml (emails), e.g. info. The button opens the visitor's mail app.
   */
  email?: string;
  style: ButtonStyle;
  icon?: IconName;
  /**
   * The name of a phone in site/business.yaml (phones). The button opens a WhatsApp chat with that number.
   */
  whatsapp?: string;
  /**
   * Records an analytics event when the button is clicked (calls and e-mails are recorded anyway). emergency-call and emergency-quote are the emergency pages' buttons; faq-contact is a contact button on the FAQ pages.
   */
  track?: {
    /**
     * Which event: emergency-call, emergency-quote or faq-contact.
     */
    event: 'emergency-call' | 'emergency-quote' | 'faq-contact';
    /**
     * The city the emergency page serves, sent with the event. Example: Melbourne
     */
    location?: string;
  };
}
/**
 * Contact people with a call button and a chat-app (WhatsApp) button each, and optional partner companies.
 */
export interface PeopleBlock {
  /**
   * Always people.
   */
  type: 'people';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * Names of contact people in site/business.yaml (contacts). Example: [omar-haddad]
   *
   * @minItems 1
   * @maxItems 8
   */
  people: string[];
  /**
   * The named people with their numbers, worked out from contacts and phones in site/business.yaml.
   */
  contacts: PersonCard[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * One contact person as the block shows them.
 */
export interface PersonCard {
  /**
   * Their name.
   */
  name: string;
  /**
   * Their role.
   */
  role: string;
  /**
   * Where they work.
   */
  region?: string;
  phone: PhoneLink;
  /**
   * The link that opens a WhatsApp chat with their number.
   */
  whatsapp: string;
}
/**
 * Numbered steps: how a job runs from first call to hand-over. Steps are numbered in order automatically.
 */
export interface ProcessBlock {
  /**
   * Always process.
   */
  type: 'process';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * The steps, in order.
   *
   * @minItems 2
   * @maxItems 8
   */
  steps: ProcessStep[];
  actions?: Actions2;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * One step.
 */
export interface ProcessStep {
  /**
   * The step's name.
   */
  title: string;
  /**
   * What happens in this step.
   */
  text: string;
}
/**
 * Equipment for sale: each product with its power, price, applications, features and ideal use.
 */
export interface ProductsBlock {
  /**
   * Always products.
   */
  type: 'products';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * The products.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Product[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * One product.
 */
export interface Product {
  /**
   * A short name for the product, also its anchor. Example: heavy-duty-3000
   */
  id: string;
  /**
   * The product name. Example: Heavy Duty 3000
   */
  name: string;
  /**
   * Laser power. Example: 3000W
   */
  power: string;
  /**
   * The price line, from site/business.yaml. Example: From {prices.equipment.heavy-duty-3000}
   */
  price: string;
  /**
   * true shows a Most Popular ribbon.
   */
  popular: boolean;
  /**
   * One sentence about the product.
   */
  summary?: string;
  /**
   * What it is used for.
   *
   * @maxItems 8
   */
  applications: string[];
  /**
   * Its main features.
   *
   * @maxItems 8
   */
  features: string[];
  /**
   * Who it suits best. Example: Large structures and high-volume production
   */
  idealFor: string;
  image?: Image;
  actions?: Actions;
}
/**
 * Running text: paragraphs, sub-headings and lists, written in Markdown.
 */
export interface ProseBlock {
  /**
   * Always prose.
   */
  type: 'prose';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title?: string;
  tone: Tone;
  /**
   * The text in Markdown: blank line between paragraphs, ### for a sub-heading, - for a list item, **bold**, [link text](/contact).
   */
  body: string;
  /**
   * A boxed list beside the text, e.g. key facts.
   */
  aside?: {
    /**
     * The box's heading.
     */
    title: string;
    /**
     * The list's lines.
     *
     * @minItems 1
     */
    items: string[];
  };
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * The ROI calculator: the visitor enters their current method, labour rate, material costs, downtime and projects per year, presses Calculate and sees annual savings, net savings, ROI and payback. The inputs, formulas and results are fixed by the spec; the headings and the follow-up button come from here.
 */
export interface RoiCalculatorBlock {
  /**
   * Always roi-calculator.
   */
  type: 'roi-calculator';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * A sentence or two above the calculator. Markdown links and **bold** are allowed.
   */
  intro?: string;
  /**
   * Shown in the result panel before the visitor presses Calculate.
   */
  prompt: string;
  /**
   * Small print under the results (how the estimate is made).
   */
  note?: string;
  actions?: Actions;
  tone: Tone;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * Clients' words about the work, with their name, role and company.
 */
export interface TestimonialsBlock {
  /**
   * Always testimonials.
   */
  type: 'testimonials';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  /**
   * One or two sentences under the heading. Markdown links and **bold** are allowed.
   */
  intro?: string;
  tone: Tone;
  /**
   * The testimonials.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Testimonial[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * One client's words.
 */
export interface Testimonial {
  /**
   * What the client said, without quotation marks.
   */
  quote: string;
  /**
   * Who said it.
   */
  name: string;
  /**
   * Their role. Example: Maintenance Manager
   */
  role: string;
  /**
   * Their company or industry. Example: Port operator, Brisbane
   */
  company?: string;
  /**
   * Stars out of 5.
   */
  rating: number;
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A table of contents: links to the sections of this page by their anchors.
 */
export interface TocBlock {
  /**
   * Always toc.
   */
  type: 'toc';
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  id?: string;
  /**
   * A short label shown above the heading. Example: Why laser cleaning
   */
  eyebrow?: string;
  /**
   * The heading over the list.
   */
  title: string;
  /**
   * The sections, in order.
   *
   * @minItems 2
   * @maxItems 20
   */
  items: TocItem[];
  /**
   * Tick once the owner has confirmed that what this states is true and can be backed up: a real rating and review count, a real client's words, a real person, a measured figure. The site cannot go live while a rating, testimonial, person or figure is left unticked: confirm it, correct it or remove it.
   */
  confirmed?: boolean;
}
/**
 * A link to a section.
 */
export interface TocItem {
  /**
   * The section's anchor, so that a link like /#benefits scrolls to it. Lower-case words joined by hyphens. Example: benefits
   */
  anchor: string;
  /**
   * The section's name.
   */
  label: string;
}
