// Words the corpus generator fills into templates. Companies and analysts are fictional.
export const WORDS = {
  channel: [
    'SMS',
    'WhatsApp',
    'RCS',
    'Viber',
    'voice',
    'email',
    'live chat',
    'Apple Messages for Business',
    'Messenger',
    'Telegram',
    'LINE',
    'KakaoTalk',
    'Instagram',
    'push notifications',
    'in-app messaging',
  ],
  industry: [
    'retail',
    'banking',
    'telecoms',
    'healthcare',
    'logistics',
    'travel',
    'insurance',
    'e-commerce',
    'gaming',
    'automotive',
    'education',
    'public sector',
    'fintech',
    'hospitality',
  ],
  useCase: [
    'customer support',
    'appointment reminders',
    'order updates',
    'two-factor authentication',
    'abandoned-cart recovery',
    'lead generation',
    'delivery notifications',
    'loyalty programmes',
    'payment reminders',
    'onboarding',
    'feedback surveys',
    'fraud alerts',
  ],
  concept: [
    'CPaaS',
    'A2P messaging',
    'conversational commerce',
    'omnichannel engagement',
    'a customer data platform',
    'conversational AI',
    'number masking',
    'SIM swap detection',
    'a chatbot',
    'rich communication services',
    'sender ID registration',
    'flash calling',
  ],
  company: [
    'Northwind Bank',
    'Contoso Retail',
    'Fabrikam Airlines',
    'Tailspin Toys',
    'Wide World Importers',
    'Lumen Health',
    'Adatum Insurance',
    'Globex Telecom',
    'Initech Logistics',
    'Vandelay Foods',
    'Brightline Motors',
    'Kestrel Travel',
    'Orbit Pay',
    'Halcyon Hotels',
    'Alder University',
  ],
  product: [
    'Conversations',
    'Answers',
    'Moments',
    'People',
    'Broadcast',
    'Flow',
    'Verify',
    'the SMS API',
    'the Voice API',
    'the Email API',
    'the WhatsApp Business Platform',
  ],
  feature: [
    'message templates with carousels',
    'AI-suggested replies',
    'skills-based routing',
    'journey A/B testing',
    'audience sync',
    'delivery-report webhooks',
    'a new sender registration flow',
    'click-to-call buttons',
    'read receipts in reports',
    'scheduled broadcasts',
    'consent management',
    'agent co-pilot summaries',
  ],
  metric: [
    'conversion',
    'customer satisfaction',
    'first-contact resolution',
    'open rates',
    'repeat purchases',
    'NPS',
    'agent productivity',
    'on-time deliveries',
  ],
  city: [
    'London',
    'Zagreb',
    'Singapore',
    'São Paulo',
    'Dubai',
    'Mumbai',
    'New York',
    'Berlin',
    'Madrid',
    'Jakarta',
    'Nairobi',
    'Mexico City',
  ],
  region: [
    'Latin America',
    'Southeast Asia',
    'the Middle East',
    'Africa',
    'the Nordics',
    'Central Europe',
    'North America',
    'India',
  ],
  partner: [
    'a leading mobile operator',
    'a global cloud provider',
    'a major CRM vendor',
    'a regional payments network',
    'an e-commerce platform',
  ],
  report: [
    'CPaaS market guide',
    'conversational AI landscape',
    'omnichannel engagement benchmark',
    'A2P messaging forecast',
    'customer engagement platform evaluation',
  ],
  analyst: ['Meridian Research', 'Northgate Analysts', 'Clearwater Insights', 'Parallax Advisory'],
  person: [
    'Maja Horvat',
    'Daniel Okafor',
    'Priya Raman',
    'Lucas Martins',
    'Sofia Lindqvist',
    'Tomás Ortega',
    'Hannah Weiss',
    'Kenji Watanabe',
    'Amara Nwosu',
  ],
  topic: [
    'building a chatbot your customers actually like',
    'scaling support without scaling headcount',
    'fighting SMS fraud and artificially inflated traffic',
    'what generative AI changes for customer service',
    'moving from campaigns to conversations',
    'measuring the ROI of messaging',
    'designing consent-first journeys',
    'the future of RCS in retail',
    'voice bots that do not frustrate callers',
    'keeping one-time passwords secure',
  ],
  n: ['3', '5', '7', '8', '10', '12', '15'],
  pct: ['18', '25', '32', '40', '47', '60', '70'],
  language: ['Node.js', 'Python', 'Java', 'PHP', 'C#', 'Go'],
};

/**
 * Title and excerpt templates per content type; "{key}" picks a word, "{key2}" a different one.
 * {year} and {month} come from the document's date.
 */
export const TEMPLATES = {
  post: {
    titles: [
      'How to use {channel} for {useCase}',
      '{n} {channel} marketing examples from {industry} brands',
      '{channel} vs {channel2}: which channel fits your {useCase}?',
      'What is {concept}? A practical introduction',
      'Why {industry} brands are moving {useCase} to {channel}',
      'The complete guide to {channel} customer service',
      '{channel} best practices for {year}',
      "Customers don't want apps - they want conversations on {channel}",
      '{n} ways {concept} improves {metric}',
    ],
    excerpts: [
      'Learn how {industry} teams use {channel} for {useCase}, with examples, templates and the numbers behind them.',
      'A step-by-step look at {concept}: what it is, where it helps and how to start without rebuilding your stack...',
      "We asked {n} {industry} brands what changed after they added {channel}. Here's what they told us.",
    ],
  },
  customer: {
    titles: [
      'How {company} cut support costs by {pct}% with {channel}',
      '{company} boosts {metric} with conversational {channel}',
      '{company} verifies millions of users a month with {product}',
      "{company}'s {useCase} now run on {channel}",
      '{company} & {channel}: {pct}% better {metric} in six months',
    ],
    excerpts: [
      '{company}, a leader in {industry}, moved {useCase} to {channel} and saw {metric} rise by {pct}%.',
      'With {product}, {company} answers customers on {channel} around the clock.',
    ],
  },
  'product-updates': {
    titles: [
      'New in {product}: {feature}',
      '{channel}: {feature} now generally available',
      'Release notes: {product}, {month} {year}',
      'Beta: {feature} for {channel}',
    ],
    excerpts: [
      "This release brings {feature} to {product}. Here's what changed and how to switch it on.",
      'Available today for every account on {channel}; no code changes needed.',
    ],
  },
  downloads: {
    titles: [
      'The {year} {industry} messaging engagement report',
      'Ebook: the {channel} playbook for {industry}',
      'Checklist: launching {channel} in {n} weeks',
      'Template pack: {n} {channel} messages for {useCase}',
    ],
    excerpts: [
      'Download the free report: data from {n} million conversations in {industry}.',
      'Everything your team needs to plan {useCase} on {channel}, in one PDF.',
    ],
  },
  guides: {
    titles: [
      '{channel} API quickstart',
      'Getting started with {channel} for {useCase}',
      'Send your first {channel} message with {language}',
      'Set up {product} in {n} steps',
      '{channel} sender registration: a country-by-country guide',
    ],
    excerpts: [
      'A developer guide with code samples in {language}: authenticate, send, and receive delivery reports.',
      'From account setup to your first live conversation, with screenshots for every step.',
    ],
  },
  'scaleup-and-up': {
    titles: [
      'ScaleUp & Up: {topic}',
      'Founders on {topic}',
      'From seed to scale: {company} on {useCase}',
    ],
    excerpts: [
      'Lessons from fast-growing {industry} companies on {topic}.',
      'A conversation with {person} about growth, {channel} and what they would do differently.',
    ],
  },
  news: {
    titles: [
      'Named a leader in the {year} {report}',
      'Partnership with {partner} brings {channel} to {region}',
      'New data centre opens in {city}',
      '{product} wins {year} customer engagement award',
    ],
    excerpts: [
      'A milestone for customers in {region}, with new {channel} capabilities on the way.',
      'Announced today in {city}: a step towards lower latency for customers in {region}.',
    ],
  },
  events: {
    titles: [
      'Meet us at Mobile Summit {city} {year}',
      'Customer Day {city}: {topic}',
      'Roundtable in {city}: {concept} for {industry}',
      'Developer meetup {city}: building with {channel}',
    ],
    excerpts: [
      'Join our team in {city} for talks, demos and a look at what comes next for {channel}.',
      'An afternoon with {industry} leaders on {topic}. Seats are limited.',
    ],
  },
  podcast: {
    titles: [
      'Episode {n}: {topic}, with {person}',
      'Talking CX: {person} on {topic}',
      'The messaging show: {channel} in {industry}',
    ],
    excerpts: [
      '{person} joins us to talk about {topic} and what {industry} can learn from it.',
      'Thirty minutes on {channel}, {concept} and the questions customers ask most.',
    ],
  },
  'analyst-reports': {
    titles: [
      '{analyst}: {year} {report}',
      '{analyst} names us a leader in its {report}',
      'Total economic impact of {product}: a {analyst} study',
    ],
    excerpts: [
      'Read the independent evaluation of {n} vendors across strategy, offering and market presence.',
      'The study models a {pct}% return over three years for a composite {industry} company.',
    ],
  },
  webinars: {
    titles: [
      'Webinar: {topic}',
      'On demand: {concept} for {industry} in {year}',
      'Live demo: {product} and {channel}',
    ],
    excerpts: [
      'Watch {person} and guests discuss {topic}, with a live Q&A.',
      '45 minutes, one live demo and the templates to take home.',
    ],
  },
};

/** Types whose entries are a fixed list rather than templates. */
export const FIXED = {
  glossary: [
    [
      'What is A2P messaging?',
      'Application-to-person messaging is traffic sent by software to a person: alerts, one-time passwords, reminders.',
    ],
    [
      'What is CPaaS?',
      'Communications platform as a service: APIs that add messaging, voice and video to any application.',
    ],
    [
      'What is RCS?',
      'Rich Communication Services upgrades SMS with branding, images, carousels and suggested replies.',
    ],
    [
      'What is a one-time password (OTP)?',
      'A code valid for a single login or transaction, usually sent over SMS, voice or WhatsApp.',
    ],
    [
      'What is a short code?',
      'A five- or six-digit number for high-volume A2P messaging, approved by mobile operators.',
    ],
    [
      'What is 10DLC?',
      'Ten-digit long codes registered for business texting in the United States.',
    ],
    [
      'What is an omnichannel contact center?',
      "A contact center where an agent sees the customer's whole history across every channel.",
    ],
    [
      'What is conversational AI?',
      'Technology that lets software understand and answer people in natural language, in text or voice.',
    ],
    [
      'What is a sender ID?',
      'The name or number a message appears to come from; rules differ by country.',
    ],
    [
      'What is SIM swap fraud?',
      "An attack where a fraudster moves a victim's number to a new SIM to intercept codes.",
    ],
    [
      'What is number masking?',
      "Connecting two parties through a proxy number so neither sees the other's real number.",
    ],
    [
      'What is a delivery report (DLR)?',
      'A status the network returns for each message: delivered, undeliverable, expired...',
    ],
    [
      'What is a chatbot?',
      'A program that holds a conversation with users, from simple menus to generative AI.',
    ],
    [
      'What is IVR?',
      'Interactive voice response: a phone menu callers navigate by voice or keypad.',
    ],
    [
      'What is SMS pumping?',
      'Artificially inflated traffic: fraudsters trigger messages to numbers they profit from.',
    ],
    [
      'What is a customer data platform?',
      'A system that unifies customer profiles and events from every source in one place.',
    ],
    [
      'What is Q&A deflection?',
      'Answering common questions automatically so fewer of them reach an agent.',
    ],
    [
      'What is a "verified sender"?',
      'A business account whose identity the channel has checked and marks with a badge.',
    ],
  ],
  faq: [
    [
      'How long does WhatsApp sender approval take?',
      'Most senders are approved within two business days once the business is verified.',
    ],
    [
      'Can I send SMS to the US without 10DLC registration?',
      'No. Unregistered long-code traffic to US numbers is filtered by carriers.',
    ],
    [
      'Which countries support alphanumeric sender IDs?',
      'Most of Europe and Asia do; the US and Canada do not. See the country guide.',
    ],
    [
      'How are messages billed?',
      'Per message or per conversation, depending on the channel; volume discounts apply.',
    ],
    [
      'Do you offer a free trial?',
      'Yes: a free trial account with test credit and a shared sender.',
    ],
    [
      'Where is my data stored?',
      'In the data centre region you choose when the account is created.',
    ],
    [
      'What is the API rate limit?',
      'Limits depend on the endpoint and plan; the API returns 429 with a Retry-After header.',
    ],
    [
      'Can I keep my existing phone numbers?',
      'Yes, numbers can be ported in most countries; porting takes one to four weeks.',
    ],
    [
      'How do I get a delivery report?',
      'Set a notify URL on the request or a default webhook in the account settings.',
    ],
    [
      'Is the platform GDPR compliant?',
      'Yes. A data processing agreement is part of every contract.',
    ],
    [
      "What's the difference between RCS and SMS?",
      'RCS adds branding, media and buttons; where it is not supported, messages fall back to SMS.',
    ],
    [
      'Can a chatbot hand over to a human agent?',
      'Yes, with the full conversation history, in the same thread.',
    ],
  ],
  page: [
    ['Pricing', 'Transparent per-message pricing for every channel and country.'],
    ['Contact sales', 'Talk to an expert about your use case and volumes.'],
    ['About us', 'A global cloud communications platform with direct operator connections.'],
    ['Careers', 'Join teams in more than 40 countries.'],
    ['Partners', 'Resellers, technology partners and system integrators.'],
    ['Security & compliance', 'Certifications, audits and how we protect your data.'],
    ['Trust centre', 'Uptime, incident history and sub-processors.'],
    ['Developer documentation', 'API reference, SDKs and tutorials.'],
    ['Customer support', 'Help centre, status page and how to reach support.'],
    ['Privacy notice', 'How we collect and use personal data.'],
  ],
  product: [
    ['SMS API', 'Send and receive SMS worldwide with delivery reports and sender registration.'],
    ['WhatsApp Business Platform', 'Templates, buttons, catalogues and payments on WhatsApp.'],
    ['RCS Business Messaging', 'Branded, verified rich messages with fallback to SMS.'],
    ['Viber Business Messages', 'Promotional and transactional messages on Viber.'],
    ['Voice API', 'Programmable calls, IVR, voice bots and click-to-call.'],
    ['Email API', 'Transactional and marketing email with deliverability tools.'],
    ['Conversations', 'A cloud contact centre for every messaging channel.'],
    ['Answers', 'Build chatbots with a visual designer and generative AI.'],
    ['Moments', 'Customer journeys across channels, triggered by events.'],
    ['People', 'A customer data platform for profiles, segments and consent.'],
    [
      '2FA & Verify',
      'One-time passwords over SMS, voice, email and WhatsApp, with fraud protection.',
    ],
    ['Number Lookup', 'Check whether a number is valid, ported or roaming before you send.'],
    ['Live Chat', 'A web and in-app chat widget connected to your agents.'],
    [
      'Apple Messages for Business',
      'Chat with customers in the Messages app on iPhone, iPad and Mac.',
    ],
  ],
};

/** A few entries per foreign-language site: [post_type, title, excerpt]. */
export const LOCALISED = {
  de: [
    [
      'post',
      'WhatsApp für den Kundenservice: ein Leitfaden',
      'Wie Händler Anfragen über WhatsApp schneller beantworten.',
    ],
    [
      'post',
      'SMS-Marketing: 7 Beispiele aus dem Einzelhandel',
      'Was erfolgreiche Kampagnen gemeinsam haben.',
    ],
    [
      'post',
      'RCS erklärt: die Zukunft der SMS',
      'Markenauftritt, Bilder und Schaltflächen direkt im Posteingang.',
    ],
    ['post', 'Chatbots, die Kunden wirklich mögen', 'Fünf Regeln für gute Gespräche mit KI.'],
    [
      'customer',
      'Wie die Northwind Bank Betrug mit Zwei-Faktor-Authentifizierung stoppt',
      'Einmalpasswörter per SMS und Sprache für Millionen Kunden.',
    ],
    [
      'customer',
      'Kestrel Travel: 40 % weniger Anrufe dank Self-Service',
      'Buchungsänderungen laufen jetzt über Chat.',
    ],
    [
      'guides',
      'Erste Schritte mit der SMS-API',
      'Authentifizierung, erste Nachricht, Zustellberichte.',
    ],
    [
      'guides',
      'Datenschutz & DSGVO im Messaging',
      'Einwilligungen richtig einholen und dokumentieren.',
    ],
    ['news', 'Neues Rechenzentrum in Frankfurt eröffnet', 'Daten bleiben in Deutschland.'],
    ['glossary', 'Was ist CPaaS?', 'Kommunikations-APIs für jede Anwendung.'],
    ['glossary', 'Was ist A2P-Messaging?', 'Nachrichten von Anwendungen an Menschen.'],
    [
      'webinars',
      'Webinar: Omnichannel-Kundenservice im Jahr 2026',
      'Mit Live-Demo und Fragerunde.',
    ],
    [
      'events',
      'Kundentag Berlin: Konversationen statt Kampagnen',
      'Vorträge, Demos und Austausch.',
    ],
    ['product', 'SMS-API', 'Weltweit SMS senden und empfangen.'],
    [
      'product',
      'WhatsApp Business Plattform',
      'Vorlagen, Schaltflächen und Kataloge auf WhatsApp.',
    ],
    ['page', 'Preise', 'Transparente Preise pro Nachricht.'],
    ['page', 'Vertrieb kontaktieren', 'Sprechen Sie mit unseren Expertinnen und Experten.'],
    [
      'faq',
      'Wie lange dauert die Freigabe eines WhatsApp-Absenders?',
      'Meist zwei Werktage nach der Verifizierung.',
    ],
    [
      'downloads',
      'Über 100 Vorlagen für WhatsApp-Nachrichten',
      'Kostenloses E-Book zum Herunterladen.',
    ],
  ],
  es: [
    [
      'post',
      'WhatsApp para atención al cliente: guía completa',
      'Cómo responder más rápido a tus clientes.',
    ],
    ['post', 'Marketing por SMS: 10 ejemplos que funcionan', 'Campañas de retail, banca y viajes.'],
    ['post', '¿Qué es RCS y por qué importa?', 'Mensajes con marca, imágenes y botones.'],
    [
      'post',
      'Chatbots con IA generativa: lo que debes saber',
      'Ventajas, riesgos y primeros pasos.',
    ],
    [
      'customer',
      'Orbit Pay reduce el fraude un 60 % con verificación en dos pasos',
      'Contraseñas de un solo uso por SMS y voz.',
    ],
    [
      'customer',
      'Halcyon Hotels atiende reservas por WhatsApp',
      'Más conversiones y menos llamadas.',
    ],
    [
      'guides',
      'Primeros pasos con la API de SMS',
      'Autenticación, primer mensaje e informes de entrega.',
    ],
    ['guides', 'Registro de remitentes en América Latina', 'Requisitos país por país.'],
    [
      'news',
      'Nueva alianza con un operador líder en México',
      'Mejor entrega de mensajes en la región.',
    ],
    ['glossary', '¿Qué es CPaaS?', 'APIs de comunicación para cualquier aplicación.'],
    ['glossary', '¿Qué es la mensajería A2P?', 'Mensajes enviados por aplicaciones a personas.'],
    ['webinars', 'Webinar: atención omnicanal en 2026', 'Con demostración en vivo y preguntas.'],
    ['events', 'Día del cliente en Madrid', 'Charlas, demos y networking.'],
    ['product', 'API de SMS', 'Envía y recibe SMS en todo el mundo.'],
    ['product', 'Plataforma de WhatsApp Business', 'Plantillas, botones y catálogos.'],
    ['page', 'Precios', 'Precios transparentes por mensaje.'],
    ['page', 'Contactar con ventas', 'Habla con un experto.'],
    [
      'faq',
      '¿Cuánto tarda la aprobación de un remitente de WhatsApp?',
      'Normalmente dos días hábiles.',
    ],
    ['downloads', 'Guía de mensajería para e-commerce', 'Libro electrónico gratuito.'],
  ],
};

/**
 * Entries that attack the front end: raw markup and entity-encoded markup in titles and
 * excerpts. A correct block shows them as inert text.
 */
export const HOSTILE = [
  [
    'post',
    'Security checklist <img src=x onerror=alert(1)> for SMS senders',
    'Protect your sender IDs from spoofing and SMS pumping.',
  ],
  [
    'news',
    '&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; Messaging fraud report',
    'Entity-encoded markup in a title must decode to visible text, not to a script.',
  ],
  [
    'guides',
    'Webhook signatures: verify every callback',
    '<script>alert("excerpt")</script><a href="javascript:alert(1)">Verify</a> that a delivery report really came from the platform.',
  ],
];
