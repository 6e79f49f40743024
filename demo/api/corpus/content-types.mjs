// The content types the search endpoint knows: `post` and the resource post types of
// docs/wordpress.md ("Content types"), plus `page` and `product`, with the label WordPress sends
// and the URL base of each archive.
export const RESOURCE_TYPES = [
  'post',
  'customer',
  'product-updates',
  'downloads',
  'guides',
  'scaleup-and-up',
  'news',
  'glossary',
  'events',
  'faq',
  'podcast',
  'analyst-reports',
  'webinars',
];

export const CONTENT_TYPES = [...RESOURCE_TYPES, 'page', 'product'];

/** post_type -> { label, base } (base is the URL path before the slug). */
export const TYPE_INFO = {
  post: { label: 'Blog post', base: '/blog/' },
  customer: { label: 'Customer story', base: '/customer-stories/' },
  'product-updates': { label: 'Product update', base: '/product-updates/' },
  downloads: { label: 'Download', base: '/downloads/' },
  guides: { label: 'Guide', base: '/guides/' },
  'scaleup-and-up': { label: 'ScaleUp and Up', base: '/scaleup-and-up/' },
  news: { label: 'News', base: '/news/' },
  glossary: { label: 'Glossary', base: '/glossary/' },
  events: { label: 'Event', base: '/events/' },
  faq: { label: 'FAQ', base: '/faq/' },
  podcast: { label: 'Podcast', base: '/podcast/' },
  'analyst-reports': { label: 'Analyst report', base: '/analyst-reports/' },
  webinars: { label: 'Webinar', base: '/webinars/' },
  page: { label: 'Page', base: '/' },
  product: { label: 'Product', base: '/products/' },
};

/** Labels as the German and Spanish sites show them. */
export const LOCALISED_LABELS = {
  de: {
    post: 'Blogbeitrag',
    customer: 'Kundenstory',
    guides: 'Leitfaden',
    news: 'News',
    glossary: 'Glossar',
    webinars: 'Webinar',
    events: 'Veranstaltung',
    product: 'Produkt',
    page: 'Seite',
    faq: 'FAQ',
    downloads: 'Download',
  },
  es: {
    post: 'Entrada de blog',
    customer: 'Caso de éxito',
    guides: 'Guía',
    news: 'Noticias',
    glossary: 'Glosario',
    webinars: 'Webinar',
    events: 'Evento',
    product: 'Producto',
    page: 'Página',
    faq: 'Preguntas frecuentes',
    downloads: 'Descarga',
  },
};
