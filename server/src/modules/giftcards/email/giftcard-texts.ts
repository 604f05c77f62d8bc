/** Texts of the gift card e-mails and the printable page, in the five languages ({{x}} are filled, then escaped). */
import type { Language } from '../../../lib/i18n-text';

export interface GiftcardTexts {
  card: {
    subjectGift: string;
    subjectSelf: string;
    greeting: string;
    introGift: string;
    introSelf: string;
    messageLabel: string;
    valueLabel: string;
    codeLabel: string;
    qrAlt: string;
    validUntil: string;
    howTo: string;
    /** An experience voucher: how it is used ({{guests}}), and its button to the booking. */
    voucherHowTo: string;
    bookButton: string;
    printButton: string;
    linkHint: string;
    cardOf: string;
    footer: string;
  };
  receipt: {
    subject: string;
    greeting: string;
    intro: string;
    orderNumber: string;
    date: string;
    product: string;
    cardValue: string;
    quantity: string;
    total: string;
    deliveryGiftToday: string;
    deliveryGiftLater: string;
    deliverySelf: string;
    paidByCard: string;
    footer: string;
  };
  print: {
    title: string;
    value: string;
    balance: string;
    code: string;
    validUntil: string;
    from: string;
    to: string;
    print: string;
    bookButton: string;
    states: { redeemed: string; expired: string; void: string };
  };
  testMode: string;
}

export const GIFTCARD_TEXTS: Record<Language, GiftcardTexts> = {
  it: {
    card: {
      subjectGift: '{{from}} ti ha regalato una gift card di {{venue}}',
      subjectSelf: 'La tua gift card di {{venue}}',
      greeting: 'Ciao {{name}},',
      introGift: '{{from}} ti ha regalato una gift card da usare da {{venue}}.',
      introSelf: 'ecco la tua gift card da usare da {{venue}}.',
      messageLabel: 'Il messaggio di {{from}}',
      valueLabel: 'Valore',
      codeLabel: 'Codice della gift card',
      qrAlt: 'QR code della gift card {{code}}',
      validUntil: 'Valida fino al {{date}}.',
      howTo: 'Mostra il codice o il QR code da {{venue}}: l’importo viene scalato dalla carta, anche in più visite.',
      voucherHowTo: 'Scegli il giorno online: il buono paga l’esperienza per {{guests}} persone e la prenota una volta sola. Da prenotare entro la data indicata.',
      bookButton: 'Prenota la tua esperienza',
      printButton: 'Stampa la gift card',
      linkHint: 'Oppure apri questo indirizzo:',
      cardOf: 'Gift card {{n}} di {{total}}',
      footer: 'Ricevi questa e-mail perché è stata acquistata una gift card di {{venue}} per te.',
    },
    receipt: {
      subject: 'Il tuo acquisto da {{venue}}: ordine {{number}}',
      greeting: 'Ciao {{name}},',
      intro: 'grazie per il tuo acquisto. Ecco la ricevuta.',
      orderNumber: 'Numero d’ordine',
      date: 'Data',
      product: 'Prodotto',
      cardValue: 'Valore della gift card',
      quantity: 'Quantità',
      total: 'Totale',
      deliveryGiftToday: 'La gift card viene inviata oggi a {{recipient}} ({{email}}).',
      deliveryGiftLater: 'La gift card sarà inviata a {{recipient}} ({{email}}) il {{date}}.',
      deliverySelf: 'La gift card ti è stata inviata in un’e-mail a parte.',
      paidByCard: 'Pagato con carta.',
      footer: 'Ricevi questa e-mail perché hai acquistato una gift card di {{venue}}.',
    },
    print: {
      title: 'Gift card',
      value: 'Valore',
      balance: 'Saldo residuo',
      code: 'Codice',
      validUntil: 'Valida fino al {{date}}',
      from: 'Da',
      to: 'Per',
      print: 'Stampa',
      bookButton: 'Prenota la tua esperienza',
      states: { redeemed: 'Questa gift card è stata interamente utilizzata.', expired: 'Questa gift card è scaduta.', void: 'Questa gift card non è più valida.' },
    },
    testMode: 'MODALITÀ DI PROVA: acquistata con un pagamento di prova, questa gift card non ha valore.',
  },
  en: {
    card: {
      subjectGift: '{{from}} sent you a gift card from {{venue}}',
      subjectSelf: 'Your gift card from {{venue}}',
      greeting: 'Hello {{name}},',
      introGift: '{{from}} has given you a gift card to use at {{venue}}.',
      introSelf: 'here is your gift card to use at {{venue}}.',
      messageLabel: 'A message from {{from}}',
      valueLabel: 'Value',
      codeLabel: 'Gift card code',
      qrAlt: 'QR code of gift card {{code}}',
      validUntil: 'Valid until {{date}}.',
      howTo: 'Show the code or the QR code at {{venue}}: the amount is taken from the card, over one visit or several.',
      voucherHowTo: 'Choose the day online: the voucher pays the experience for {{guests}} guests and books it once. Book by the date shown.',
      bookButton: 'Book your experience',
      printButton: 'Print your gift card',
      linkHint: 'Or open this address:',
      cardOf: 'Gift card {{n}} of {{total}}',
      footer: 'You receive this e-mail because a gift card of {{venue}} was bought for you.',
    },
    receipt: {
      subject: 'Your purchase at {{venue}}: order {{number}}',
      greeting: 'Hello {{name}},',
      intro: 'thank you for your purchase. Here is your receipt.',
      orderNumber: 'Order number',
      date: 'Date',
      product: 'Product',
      cardValue: 'Gift card value',
      quantity: 'Quantity',
      total: 'Total',
      deliveryGiftToday: 'The gift card is being sent today to {{recipient}} ({{email}}).',
      deliveryGiftLater: 'The gift card will be sent to {{recipient}} ({{email}}) on {{date}}.',
      deliverySelf: 'Your gift card has been sent to you in a separate e-mail.',
      paidByCard: 'Paid by card.',
      footer: 'You receive this e-mail because you bought a gift card of {{venue}}.',
    },
    print: {
      title: 'Gift card',
      value: 'Value',
      balance: 'Remaining balance',
      code: 'Code',
      validUntil: 'Valid until {{date}}',
      from: 'From',
      to: 'To',
      print: 'Print',
      bookButton: 'Book your experience',
      states: { redeemed: 'This gift card has been used up.', expired: 'This gift card has expired.', void: 'This gift card is no longer valid.' },
    },
    testMode: 'TEST MODE: bought with a test payment, this gift card has no value.',
  },
  fr: {
    card: {
      subjectGift: '{{from}} vous offre une carte cadeau de {{venue}}',
      subjectSelf: 'Votre carte cadeau de {{venue}}',
      greeting: 'Bonjour {{name}},',
      introGift: '{{from}} vous offre une carte cadeau à utiliser chez {{venue}}.',
      introSelf: 'voici votre carte cadeau à utiliser chez {{venue}}.',
      messageLabel: 'Le message de {{from}}',
      valueLabel: 'Valeur',
      codeLabel: 'Code de la carte cadeau',
      qrAlt: 'QR code de la carte cadeau {{code}}',
      validUntil: 'Valable jusqu’au {{date}}.',
      howTo: 'Présentez le code ou le QR code chez {{venue}} : le montant est déduit de la carte, en une ou plusieurs visites.',
      voucherHowTo: 'Choisissez le jour en ligne : le bon paie l’expérience pour {{guests}} personnes et la réserve une fois. À réserver avant la date indiquée.',
      bookButton: 'Réservez votre expérience',
      printButton: 'Imprimer la carte cadeau',
      linkHint: 'Ou ouvrez cette adresse :',
      cardOf: 'Carte cadeau {{n}} sur {{total}}',
      footer: 'Vous recevez cet e-mail parce qu’une carte cadeau de {{venue}} a été achetée pour vous.',
    },
    receipt: {
      subject: 'Votre achat chez {{venue}} : commande {{number}}',
      greeting: 'Bonjour {{name}},',
      intro: 'merci pour votre achat. Voici votre reçu.',
      orderNumber: 'Numéro de commande',
      date: 'Date',
      product: 'Produit',
      cardValue: 'Valeur de la carte cadeau',
      quantity: 'Quantité',
      total: 'Total',
      deliveryGiftToday: 'La carte cadeau est envoyée aujourd’hui à {{recipient}} ({{email}}).',
      deliveryGiftLater: 'La carte cadeau sera envoyée à {{recipient}} ({{email}}) le {{date}}.',
      deliverySelf: 'Votre carte cadeau vous a été envoyée dans un e-mail séparé.',
      paidByCard: 'Payé par carte.',
      footer: 'Vous recevez cet e-mail parce que vous avez acheté une carte cadeau de {{venue}}.',
    },
    print: {
      title: 'Carte cadeau',
      value: 'Valeur',
      balance: 'Solde restant',
      code: 'Code',
      validUntil: 'Valable jusqu’au {{date}}',
      from: 'De la part de',
      to: 'Pour',
      print: 'Imprimer',
      bookButton: 'Réservez votre expérience',
      states: { redeemed: 'Cette carte cadeau a été entièrement utilisée.', expired: 'Cette carte cadeau a expiré.', void: 'Cette carte cadeau n’est plus valable.' },
    },
    testMode: 'MODE TEST : achetée avec un paiement de test, cette carte cadeau n’a aucune valeur.',
  },
  es: {
    card: {
      subjectGift: '{{from}} te ha regalado una tarjeta regalo de {{venue}}',
      subjectSelf: 'Tu tarjeta regalo de {{venue}}',
      greeting: 'Hola {{name}}:',
      introGift: '{{from}} te ha regalado una tarjeta regalo para usar en {{venue}}.',
      introSelf: 'aquí tienes tu tarjeta regalo para usar en {{venue}}.',
      messageLabel: 'El mensaje de {{from}}',
      valueLabel: 'Valor',
      codeLabel: 'Código de la tarjeta regalo',
      qrAlt: 'Código QR de la tarjeta regalo {{code}}',
      validUntil: 'Válida hasta el {{date}}.',
      howTo: 'Muestra el código o el código QR en {{venue}}: el importe se descuenta de la tarjeta, en una o varias visitas.',
      voucherHowTo: 'Elige el día en línea: el vale paga la experiencia para {{guests}} personas y la reserva una vez. Resérvala antes de la fecha indicada.',
      bookButton: 'Reserva tu experiencia',
      printButton: 'Imprimir la tarjeta regalo',
      linkHint: 'O abre esta dirección:',
      cardOf: 'Tarjeta regalo {{n}} de {{total}}',
      footer: 'Recibes este correo porque se ha comprado una tarjeta regalo de {{venue}} para ti.',
    },
    receipt: {
      subject: 'Tu compra en {{venue}}: pedido {{number}}',
      greeting: 'Hola {{name}}:',
      intro: 'gracias por tu compra. Aquí tienes el recibo.',
      orderNumber: 'Número de pedido',
      date: 'Fecha',
      product: 'Producto',
      cardValue: 'Valor de la tarjeta regalo',
      quantity: 'Cantidad',
      total: 'Total',
      deliveryGiftToday: 'La tarjeta regalo se envía hoy a {{recipient}} ({{email}}).',
      deliveryGiftLater: 'La tarjeta regalo se enviará a {{recipient}} ({{email}}) el {{date}}.',
      deliverySelf: 'Te hemos enviado la tarjeta regalo en otro correo.',
      paidByCard: 'Pagado con tarjeta.',
      footer: 'Recibes este correo porque has comprado una tarjeta regalo de {{venue}}.',
    },
    print: {
      title: 'Tarjeta regalo',
      value: 'Valor',
      balance: 'Saldo restante',
      code: 'Código',
      validUntil: 'Válida hasta el {{date}}',
      from: 'De',
      to: 'Para',
      print: 'Imprimir',
      bookButton: 'Reserva tu experiencia',
      states: { redeemed: 'Esta tarjeta regalo se ha usado por completo.', expired: 'Esta tarjeta regalo ha caducado.', void: 'Esta tarjeta regalo ya no es válida.' },
    },
    testMode: 'MODO DE PRUEBA: comprada con un pago de prueba, esta tarjeta regalo no tiene valor.',
  },
  de: {
    card: {
      subjectGift: '{{from}} schenkt Ihnen einen Gutschein von {{venue}}',
      subjectSelf: 'Ihr Gutschein von {{venue}}',
      greeting: 'Hallo {{name}},',
      introGift: '{{from}} schenkt Ihnen einen Gutschein für {{venue}}.',
      introSelf: 'hier ist Ihr Gutschein für {{venue}}.',
      messageLabel: 'Die Nachricht von {{from}}',
      valueLabel: 'Wert',
      codeLabel: 'Gutscheincode',
      qrAlt: 'QR-Code des Gutscheins {{code}}',
      validUntil: 'Gültig bis {{date}}.',
      howTo: 'Zeigen Sie den Code oder den QR-Code bei {{venue}}: Der Betrag wird vom Gutschein abgezogen, bei einem oder mehreren Besuchen.',
      voucherHowTo: 'Wählen Sie den Tag online: Der Gutschein bezahlt das Erlebnis für {{guests}} Personen und bucht es einmal. Buchbar bis zum angegebenen Datum.',
      bookButton: 'Erlebnis buchen',
      printButton: 'Gutschein drucken',
      linkHint: 'Oder öffnen Sie diese Adresse:',
      cardOf: 'Gutschein {{n}} von {{total}}',
      footer: 'Sie erhalten diese E-Mail, weil ein Gutschein von {{venue}} für Sie gekauft wurde.',
    },
    receipt: {
      subject: 'Ihr Kauf bei {{venue}}: Bestellung {{number}}',
      greeting: 'Hallo {{name}},',
      intro: 'vielen Dank für Ihren Kauf. Hier ist Ihre Quittung.',
      orderNumber: 'Bestellnummer',
      date: 'Datum',
      product: 'Produkt',
      cardValue: 'Wert des Gutscheins',
      quantity: 'Menge',
      total: 'Gesamt',
      deliveryGiftToday: 'Der Gutschein wird heute an {{recipient}} ({{email}}) gesendet.',
      deliveryGiftLater: 'Der Gutschein wird am {{date}} an {{recipient}} ({{email}}) gesendet.',
      deliverySelf: 'Ihr Gutschein wurde Ihnen in einer separaten E-Mail gesendet.',
      paidByCard: 'Mit Karte bezahlt.',
      footer: 'Sie erhalten diese E-Mail, weil Sie einen Gutschein von {{venue}} gekauft haben.',
    },
    print: {
      title: 'Gutschein',
      value: 'Wert',
      balance: 'Restguthaben',
      code: 'Code',
      validUntil: 'Gültig bis {{date}}',
      from: 'Von',
      to: 'Für',
      print: 'Drucken',
      bookButton: 'Erlebnis buchen',
      states: { redeemed: 'Dieser Gutschein wurde vollständig eingelöst.', expired: 'Dieser Gutschein ist abgelaufen.', void: 'Dieser Gutschein ist nicht mehr gültig.' },
    },
    testMode: 'TESTMODUS: Mit einer Testzahlung gekauft, hat dieser Gutschein keinen Wert.',
  },
};
