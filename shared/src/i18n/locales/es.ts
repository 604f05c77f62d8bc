import type { CommonShape } from './it';

export const es: CommonShape = {
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    giftcards: 'Tarjetas regalo',
    booking: 'Reservar',
    promotions: 'Promociones',
  },
  language: {
    label: 'Idioma',
    choose: 'Elige tu idioma',
    names: { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' },
  },
  loading: 'Cargando…',
  actions: {
    retry: 'Reintentar',
    close: 'Cerrar',
    back: 'Atrás',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  error: {
    title: 'Se ha producido un error',
    message: 'Algo ha salido mal. Vuelve a intentarlo dentro de un momento.',
    retry: 'Reintentar',
  },
  remoteFailed: {
    title: 'Sección no disponible',
    message: 'No se ha podido cargar esta sección. Comprueba tu conexión y vuelve a intentarlo.',
    retry: 'Reintentar',
  },
  apiUnreachable: {
    title: 'Servicio no disponible temporalmente',
    message: 'No podemos conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo en breve.',
    retry: 'Reintentar',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'La URL introducida no es válida. Vuelve a la página de inicio.',
    button: 'Volver al inicio',
  },
  notFoundError: {
    title: 'Algo ha salido mal',
    message: 'Se ha producido un error inesperado. Vuelve a la página de inicio e inténtalo de nuevo.',
    button: 'Volver al inicio',
  },
  confirmLeave: {
    title: '¿Quieres salir de esta página?',
    message: 'Los datos introducidos se perderán.',
    stay: 'Permanecer en la página',
    leave: 'Salir',
  },
  modal: {
    close: 'Cerrar',
  },
  policy: {
    privacyTitle: 'Política de privacidad',
    marketingTitle: 'Política de marketing',
    empty: 'Este texto no está disponible en este momento.',
  },
  tooltip: {
    label: 'Más información',
    close: 'Cerrar ayuda',
  },
  footer: {
    poweredBy: 'Con la tecnología de {{platform}}',
    privacy: 'Privacidad',
    contacts: 'Contacto',
  },
  validation: {
    required: 'Rellena todos los campos obligatorios.',
    email: 'Introduce una dirección de correo electrónico válida.',
    recipientEmail: 'Introduce una dirección de correo electrónico válida para el destinatario.',
    phone: 'Introduce un número de teléfono válido.',
    recipientPhone: 'Introduce un número de teléfono válido para el destinatario.',
    amountRange: 'Introduce un importe entre {{min}} y {{max}}.',
    privacyRequired: 'Acepta la política de privacidad para continuar con la compra',
    cancellationPolicyRequired: 'Acepta la política de cancelación para continuar con la reserva.',
    dateOfBirth: 'Introduce una fecha válida con el formato dd/mm/aaaa.',
  },
  apiErrors: {
    TIMEOUT: 'El servidor ha tardado demasiado en responder. Vuelve a intentarlo.',
    NETWORK: 'No hay conexión o es inestable. Comprueba tu red y vuelve a intentarlo.',
    INTERNAL: 'Se ha producido un error en el servidor. Vuelve a intentarlo más tarde.',
    RATE_LIMITED: 'Demasiadas solicitudes en poco tiempo. Espera un momento y vuelve a intentarlo.',
    AUTH_MISSING: 'Esta página no está configurada correctamente. Ponte en contacto con el establecimiento.',
    AUTH_INVALID: 'Esta página no está configurada correctamente. Ponte en contacto con el establecimiento.',
    INVALID_RESPONSE: 'El servidor ha enviado una respuesta no válida. Vuelve a intentarlo más tarde.',
    generic: 'Se ha producido un error. Vuelve a intentarlo más tarde.',
  },
};
