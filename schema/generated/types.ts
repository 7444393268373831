/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT. Regenerate with `npm run generate`.
 * Source: schema/*.schema.json and renderer/blocks/<type>/schema.json.
 */

/**
 * One section of a page. Its type names the block: cards, case-study, coverage-table, cta, faq, hero, process, prose.
 */
export type Block =
  CardsBlock | CaseStudyBlock | CoverageTableBlock | CtaBlock | FaqBlock | HeroBlock | ProcessBlock | ProseBlock;
/**
 * How a button looks. cta: the bright main call to action; industrial: dark solid; outline: bordered; emergency: red and pulsing, for 24/7 lines; link: plain text link. Default: cta
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
 * The section's background. light: white; muted: pale steel; dark: deep navy. Default: light
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
  CardsBlock?: CardsBlock;
  CaseStudyBlock?: CaseStudyBlock;
  CoverageTableBlock?: CoverageTableBlock;
  CtaBlock?: CtaBlock;
  FaqBlock?: FaqBlock;
  HeroBlock?: HeroBlock;
  ProcessBlock?: ProcessBlock;
  ProseBlock?: ProseBlock;
}
/**
 * A page file under site/pages/: the page's content as a list of blocks, top to bottom. Head tags and the address are set in pages.yaml.
 */
export interface Page {
  /**
   * The page's sections, top to bottom. Each has a type (hero, cards, process, faq, ...); see docs/blocks.md or the block folders in renderer/blocks/.
   *
   * @minItems 1
   */
  blocks: Block[];
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
   * The page's address on the site: / or lower-case words joined by hyphens, separated by /. Example: /laser-rust-removal
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
   * The page's preferred address if it is not its own path. Default: the path.
   */
  canonical?: string;
  /**
   * false keeps the page out of search engines and the sitemap (e.g. the thank-you page). Default: true
   */
  index?: boolean;
  /**
   * The page's name in breadcrumbs. Default: the last word of the path, capitalised.
   */
  breadcrumb?: string;
  /**
   * What the service is called in Service structured data. Default: the breadcrumb name.
   */
  serviceType?: string;
  /**
   * The kinds of structured data (JSON-LD) the page emits.
   *
   * Items: A kind of structured data (JSON-LD) the page emits. LocalBusiness: the company; Service: this page's service; FAQPage: the page's FAQ blocks; BreadcrumbList: the page's breadcrumb.
   */
  structuredData?: ('LocalBusiness' | 'Service' | 'FAQPage' | 'BreadcrumbList')[];
  /**
   * Other addresses that send visitors here (permanent redirect). Example: [/services/compliance-certification]
   */
  redirectFrom?: string[];
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
     * Picture shown when a page is shared (Open Graph, Twitter), under public/. Example: /images/og-default.png
     */
    socialImage: string;
  };
  /**
   * Phone lines by name. A button dials one with call: NAME; text shows one with {phones.NAME}.
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
   * Service promises stated across the site, as short phrases.
   */
  promises: {
    [k: string]: string;
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
   * The number as people read it. Example: 1800 160 401
   */
  display: string;
  /**
   * The number with country code and no spaces, for tap-to-call. Example: +611800160401
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
   * The hours on one line. Example: Mon-Fri 9am-5pm AEST
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
     * Example: 7:00 AM-6:00 PM
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
 * A customer rating.
 */
export interface Rating {
  /**
   * Average rating. Example: 4.9
   */
  value: number;
  /**
   * Best possible rating. Default: 5
   */
  best?: number;
  /**
   * How many reviews the average comes from (needed for structured data).
   */
  count?: number;
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
 * A button or link. Give exactly one of href (a page or address), call (a phone from site/business.yaml) or email (an e-mail from site/business.yaml).
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
  style?: ButtonStyle;
  icon?: IconName;
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
  tone?: Tone;
  /**
   * feature: icon, title and text; metric: a big figure (e.g. 80%) over the title; link: a whole card that links to a page. Default: feature
   */
  variant?: 'feature' | 'metric' | 'link';
  /**
   * Cards per row on a desktop screen (phones show one). Default: 3
   */
  columns?: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: Card[];
  actions?: Actions1;
}
/**
 * One card.
 */
export interface Card {
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
   * Text of the card's link. Default: Learn more
   */
  linkLabel?: string;
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
  eyebrow?: string;
  /**
   * The section heading. May use fact references such as {company.name}.
   */
  title: string;
  tone?: Tone;
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
  tone?: Tone;
  /**
   * Column headings. Default: Area, Coverage, Response time
   */
  columns?: {
    /**
     * Default: Area
     */
    area?: string;
    /**
     * Default: Coverage
     */
    detail?: string;
    /**
     * Default: Response time
     */
    response?: string;
  };
  /**
   * One row per area.
   *
   * @minItems 1
   * @maxItems 20
   */
  rows: CoverageRow[];
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
   * banner: full-width, bright; panel: a boxed card on a light background; emergency: red, urgent. Default: banner
   */
  variant?: 'banner' | 'panel' | 'emergency';
  actions: Actions;
  /**
   * A small line under the buttons. Example: Priority Emergency Response | Fully Insured & Certified | 24/7 Dispatch
   */
  note?: string;
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
  tone?: Tone;
  /**
   * The questions, in order.
   *
   * @minItems 1
   * @maxItems 30
   */
  items: FaqItem[];
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
 * The top of a page: the page's main heading (h1), an introduction, buttons and a picture. Use exactly one per page, first.
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
   * home: tall, with the star rating line; page: a service or content page; emergency: red, for 24/7 emergency pages. Default: page
   */
  variant?: 'home' | 'page' | 'emergency';
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
  image?: Image;
}
/**
 * The picture beside the heading. Mark it priority: true.
 */
export interface Image {
  /**
   * Path of the file under public/, starting with /images/. Example: /images/hero-laser.svg
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Leave empty only for pure decoration.
   */
  alt: string;
  /**
   * The picture's width in pixels.
   */
  width: number;
  /**
   * The picture's height in pixels.
   */
  height: number;
  /**
   * true for the one picture at the top of the page: it loads first (preloaded, high priority) and is never lazy-loaded. Default: false
   */
  priority?: boolean;
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
  tone?: Tone;
  /**
   * The steps, in order.
   *
   * @minItems 2
   * @maxItems 8
   */
  steps: ProcessStep[];
  actions?: Actions2;
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
  tone?: Tone;
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
}
