import { AUTH_LIMITS, type Language } from '@ww/contracts';

export type AuthMail = { subject: string; text: string };

type Texts = {
  confirmation: (link: string) => AuthMail;
  reset: (link: string, minutes: number) => AuthMail;
  signupAttempt: (signIn: string, reset: string) => AuthMail;
};

/** The account e-mails in the reader's language: the new user's (the sign-up's request) or the account's setting. */
const TEXTS: Record<Language, Texts> = {
  en: {
    confirmation: (link) => ({
      subject: 'Confirm your Wheels & Wins account',
      text: `Welcome to Wheels & Wins!\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this message.`,
    }),
    reset: (link, minutes) => ({
      subject: 'Reset your Wheels & Wins password',
      text: `Someone asked to reset the password of your Wheels & Wins account.\n\nChoose a new password here:\n${link}\n\nThe link is valid for ${minutes} minutes and works once. If it was not you, ignore this message: your password stays as it is.`,
    }),
    signupAttempt: (signIn, reset) => ({
      subject: 'Someone tried to create a Wheels & Wins account with your address',
      text: `Someone tried to create a new Wheels & Wins account with this e-mail address, which already has an account.\n\nIf it was you, sign in here:\n${signIn}\n\nForgot your password? Choose a new one here:\n${reset}\n\nIf it was not you, ignore this message: nothing has changed and no account was created.`,
    }),
  },
  es: {
    confirmation: (link) => ({
      subject: 'Confirma tu cuenta de Wheels & Wins',
      text: `¡Te damos la bienvenida a Wheels & Wins!\n\nConfirma tu dirección de correo electrónico abriendo este enlace:\n${link}\n\nEl enlace es válido durante 24 horas. Si no te has registrado, ignora este mensaje.`,
    }),
    reset: (link, minutes) => ({
      subject: 'Restablece tu contraseña de Wheels & Wins',
      text: `Alguien ha pedido restablecer la contraseña de tu cuenta de Wheels & Wins.\n\nElige una contraseña nueva aquí:\n${link}\n\nEl enlace es válido durante ${minutes} minutos y solo funciona una vez. Si no has sido tú, ignora este mensaje: tu contraseña no cambia.`,
    }),
    signupAttempt: (signIn, reset) => ({
      subject: 'Alguien ha intentado crear una cuenta de Wheels & Wins con tu dirección',
      text: `Alguien ha intentado crear una cuenta nueva de Wheels & Wins con esta dirección de correo electrónico, que ya tiene una cuenta.\n\nSi has sido tú, inicia sesión aquí:\n${signIn}\n\n¿Has olvidado tu contraseña? Elige una nueva aquí:\n${reset}\n\nSi no has sido tú, ignora este mensaje: no ha cambiado nada y no se ha creado ninguna cuenta.`,
    }),
  },
  fr: {
    confirmation: (link) => ({
      subject: 'Confirmez votre compte Wheels & Wins',
      text: `Bienvenue sur Wheels & Wins !\n\nConfirmez votre adresse e-mail en ouvrant ce lien :\n${link}\n\nLe lien est valable 24 heures. Si vous ne vous êtes pas inscrit, ignorez ce message.`,
    }),
    reset: (link, minutes) => ({
      subject: 'Réinitialisez votre mot de passe Wheels & Wins',
      text: `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Wheels & Wins.\n\nChoisissez un nouveau mot de passe ici :\n${link}\n\nLe lien est valable ${minutes} minutes et ne fonctionne qu’une fois. Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.`,
    }),
    signupAttempt: (signIn, reset) => ({
      subject: 'Quelqu’un a essayé de créer un compte Wheels & Wins avec votre adresse',
      text: `Quelqu’un a essayé de créer un nouveau compte Wheels & Wins avec cette adresse e-mail, qui a déjà un compte.\n\nSi c’était vous, connectez-vous ici :\n${signIn}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n${reset}\n\nSi ce n’était pas vous, ignorez ce message : rien n’a changé et aucun compte n’a été créé.`,
    }),
  },
};

export const confirmationMail = (language: Language, baseUrl: string, token: string) =>
  TEXTS[language].confirmation(`${baseUrl}/login?confirm=${token}`);

export const resetMail = (language: Language, baseUrl: string, token: string) =>
  TEXTS[language].reset(`${baseUrl}/update-password?token=${token}`, AUTH_LIMITS.resetTokenMinutes);

/** To the owner of an address someone tried to sign up with, instead of telling that someone it is taken. */
export const signupAttemptMail = (language: Language, baseUrl: string) =>
  TEXTS[language].signupAttempt(`${baseUrl}/login`, `${baseUrl}/reset-password`);
