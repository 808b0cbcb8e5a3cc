import { addDays, daysBetween, type BudgetStatus, type Language, type MaintenanceReminder } from '@ww/contracts';

/** What a proactive greeting can point out, from the user's own data. */
export type GreetingHint =
  | { kind: 'budget'; budget: BudgetStatus }
  | { kind: 'maintenance'; reminder: MaintenanceReminder }
  | { kind: 'trip'; name: string; startDate: string; today: string };

export type GreetingFacts = {
  budgets: BudgetStatus[];
  reminders: MaintenanceReminder[];
  trips: { name: string; status: string; start_date: string | null }[];
  today: string;
};

const BUDGET_WARNING_PERCENT = 80;
const TRIP_SOON_DAYS = 7;

/**
 * The one most useful thing to say: the budget furthest past 80 % (money is spent now), else the most overdue
 * maintenance (a safety matter), else the planned trip starting soonest within a week.
 */
export function pickGreetingHint(facts: GreetingFacts): GreetingHint | null {
  const budget = facts.budgets
    .filter((b) => b.percent >= BUDGET_WARNING_PERCENT)
    .sort((a, b) => b.percent - a.percent)[0];
  if (budget) return { kind: 'budget', budget };
  const overdue = facts.reminders
    .filter((r) => r.status === 'overdue')
    .sort((a, b) => (a.days_left ?? 0) - (b.days_left ?? 0))[0];
  if (overdue) return { kind: 'maintenance', reminder: overdue };
  const soon = addDays(facts.today, TRIP_SOON_DAYS);
  const trip = facts.trips
    .filter((t) => t.status === 'planned' && t.start_date && t.start_date >= facts.today && t.start_date <= soon)
    .sort((a, b) => a.start_date!.localeCompare(b.start_date!))[0];
  if (trip) return { kind: 'trip', name: trip.name, startDate: trip.start_date!, today: facts.today };
  return null;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

const CATEGORY_NAMES: Record<Language, Record<string, string>> = {
  en: {
    fuel: 'fuel',
    food: 'food',
    campground: 'campground',
    maintenance: 'maintenance',
    entertainment: 'entertainment',
    other: 'other',
  },
  es: {
    fuel: 'combustible',
    food: 'comida',
    campground: 'camping',
    maintenance: 'mantenimiento',
    entertainment: 'ocio',
    other: 'otros',
  },
  fr: {
    fuel: 'carburant',
    food: 'alimentation',
    campground: 'camping',
    maintenance: 'entretien',
    entertainment: 'loisirs',
    other: 'autres',
  },
};

const money = (amount: number, currency: string, language: Language) =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(amount);

const PLAIN: Record<Language, string> = {
  en: "Hi, I'm Pam! I can log expenses, check your budgets, plan drives and find campgrounds. How can I help?",
  es: '¡Hola, soy Pam! Puedo registrar gastos, revisar tus presupuestos, planear viajes y buscar campings. ¿En qué te ayudo?',
  fr: 'Bonjour, je suis Pam ! Je peux noter vos dépenses, suivre vos budgets, préparer vos trajets et trouver des campings. Que puis-je faire pour vous ?',
};

const OPENING: Record<Language, string> = { en: "Hi, I'm Pam!", es: '¡Hola, soy Pam!', fr: 'Bonjour, je suis Pam !' };

function hintText(hint: GreetingHint, language: Language): string {
  switch (hint.kind) {
    case 'budget': {
      const b = hint.budget;
      const spent = money(b.spent, b.currency, language);
      const limit = money(b.amount, b.currency, language);
      const category = b.category ? CATEGORY_NAMES[language][b.category] : null;
      if (language === 'es')
        return `Llevas ${b.percent} % de tu presupuesto${category ? ` de ${category}` : ''} (${spent} de ${limit}).`;
      if (language === 'fr')
        return `Vous avez utilisé ${b.percent} % de votre budget${category ? ` ${category}` : ''} (${spent} sur ${limit}).`;
      return `You've used ${b.percent}% of your ${category ? `${category} ` : ''}budget (${spent} of ${limit}).`;
    }
    case 'maintenance': {
      const r = hint.reminder;
      const days = r.days_left !== null && r.days_left < 0 ? -r.days_left : null;
      if (language === 'es') return `Tienes un mantenimiento vencido: ${r.task}${days ? ` (hace ${days} días)` : ''}.`;
      if (language === 'fr') return `Un entretien est en retard : ${r.task}${days ? ` (depuis ${days} jours)` : ''}.`;
      return `Maintenance is overdue: ${r.task}${days ? ` (${days} days late)` : ''}.`;
    }
    case 'trip': {
      const days = daysBetween(hint.today, hint.startDate);
      if (language === 'es')
        return days === 0
          ? `Tu viaje «${hint.name}» empieza hoy.`
          : `Tu viaje «${hint.name}» empieza en ${days} ${days === 1 ? 'día' : 'días'}.`;
      if (language === 'fr')
        return days === 0
          ? `Votre voyage « ${hint.name} » commence aujourd'hui.`
          : `Votre voyage « ${hint.name} » commence dans ${days} ${days === 1 ? 'jour' : 'jours'}.`;
      return days === 0
        ? `Your trip "${hint.name}" starts today.`
        : `Your trip "${hint.name}" starts in ${days} ${days === 1 ? 'day' : 'days'}.`;
    }
  }
}

/** The greeting in the user's language, naming the hint when there is one. */
export function greetingText(language: Language, hint: GreetingHint | null): string {
  return hint ? `${OPENING[language]} ${hintText(hint, language)}` : PLAIN[language];
}
