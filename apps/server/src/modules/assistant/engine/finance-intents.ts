import type { Language, PamToolCall } from '@ww/contracts';
import {
  amountIn,
  categoryIn,
  describedThing,
  INSTRUCTION_TAIL,
  isQuestion,
  originalWording,
  stripArticles,
  validAmount,
} from './lexicon.ts';
import { HOW_IS_IT, targetDate } from './finance-goal-words.ts';
import { currencyArg, severalExpensesCall } from './finance-several.ts';
import { FULL_MONTH_RE } from './prepare-dates.ts';
import type { IntentMatch, IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { RECURRENCE_PHRASE, recurrenceIn } from './record-words.ts';
import { priceCeiling } from './travel-words.ts';

const tool = (call: PamToolCall, score: number): IntentMatch => ({ understanding: { kind: 'tool', call }, score });
const clarify = (
  intent: 'log_expense' | 'log_income' | 'set_budget' | 'create_savings_goal' | 'contribute_savings_goal',
  score: number,
): IntentMatch => ({ understanding: { kind: 'clarify', intent, missing: 'amount' }, score });

const periodArgs = (m: PreparedMessage) => (m.period ? { from: m.period.from, to: m.period.to } : {});

/** Saying money went out: past tense or an instruction to record it. */
const SPENT =
  /\b(?:spent|spend|spending|paid|pay|bought|buy|purchased|dropped|blew|shelled out|forked out|cost me|costs me|cost us|claque|flambe|acabo de pagar|acabamos de pagar|acabo de gastar|viens de payer|vient de payer|venons de payer|viens de depenser|expense|expenses|log|record|add|put down|note|gaste|gastamos|gastado|gasto|gastos|pague|pagamos|pagado|compre|compramos|comprado|me costo|anota|apunta|registra|agrega|anade|depense|depenses|depensee|paye|payee|achete|achetes|coute|note|ajoute|enregistre)\b/;
/** Saying money came in. */
const EARNED =
  /\b(?:earned|earn|earns|got paid|get paid|was paid|were paid|received|receive|made|income|salary|paycheck|wages|gane|ganado|gano|ganamos|cobro|cobramos|recibo|recibimos|cobre|cobrado|recibi|recibido|me pagaron|nos pagaron|ingreso|ingresos|sueldo|salario|gagne|gagnee|recu|recue|touche|revenu|revenus|salaire|(?<!\b(?:je|j|on|tu|il|elle|nous) )paie|ete paye|ete payee|ete payes|m a paye|nous a paye)\b/;
/** Money given back: income unless it was spent ('refund of 30 from Amazon', 'me devolvieron 20', 'on m'a remboursé'). */
const REFUND =
  /\b(?:refund|refunded|reimbursed|reimbursement|me devolvieron|nos devolvieron|devolucion|reembolso|reembolsaron|rembourse|remboursee|remboursement)\b/;
const REFUND_LABEL: Record<Language, string> = { en: 'Refund', es: 'Reembolso', fr: 'Remboursement' };

/** Being paid is income: these phrases hold 'paid'/'pagaron'/'payé' without money going out. */
const PAID_TO_ME =
  /\b(?:got paid|get paid|was paid|were paid|me pagaron|nos pagaron|(?:j ai|on a|nous avons) ete payee?s?|on m a paye|m a paye|nous a paye)\b/g;
/** 'can you log…', 'puedes anotar…', 'tu peux noter…': a request, not a question. */
const POLITE_REQUEST =
  /^(?:(?:can|could|would|will) you (?:please )?|please |pam |puedes |podrias |me puedes |por favor |peux-tu |peux tu |tu peux |pourrais-tu |pourrais tu |tu pourrais |pouvez-vous |pouvez vous )+(?:log|add|record|note|put|register|save|enter|track|write|set|make|change|update|create|start|move|transfer|contribute|raise|lower|anota\w*|apunta\w*|registra\w*|agrega\w*|anade\w*|pon\w*|guarda\w*|fija\w*|crea\w*|cambia\w*|establece\w*|not\w*|ajout\w*|enregistr\w*|mets|mettre|fixe\w*|cree\w*|cre\w*|chang\w*|modifi\w*|vers\w*)\b/;
/** Money not spent yet: what the user needs, wants or plans to buy ('I need to buy diesel'). */
const NOT_YET =
  /\b(?:need to|needs to|have to|has to|got to|gotta|going to|gonna|want to|wanna|should|will|plan to|planning to|about to|tengo que|tenemos que|hay que|necesito|necesitamos|voy a|vamos a|quiero|queremos|debo|debemos|je dois|nous devons|on doit|il faut|faut|je vais|on va|nous allons|je veux|j ai besoin|je voudrais)\s+(?:\S+\s+)?(?:buy|pay|spend|get|purchase|comprar|pagar|gastar|acheter|payer|depenser|depense|prendre)\b/;
/** Asking to see expenses ('show my last 5 expenses') rather than adding one. */
const SHOW =
  /^(?:show|list|display|give me|tell me|see|view|muestra|muestrame|ensename|ensena|dame|lista|ver|montre|montre-moi|montre moi|affiche|liste|donne-moi|donne moi|fais voir)\b/;

/** A question, unless it is a polite request to record something. */
const asks = (m: PreparedMessage) => isQuestion(m) && !POLITE_REQUEST.test(m.text);
const BUDGET = /\b(?:budgets?|presupuestos?|budgetaire)\b/;
const SAVINGS =
  /\b(?:savings?|save|saved|saving goal|goal|goals|fund|jar|fondo|fonds|ahorros?|ahorrar|ahorre|meta|metas|objetivo|hucha|epargne|epargner|economiser|economise|economies|ahorrado|objectif|objectifs|cagnotte|tirelire)\b/;

/** log_expense: "I spent $45 on diesel today", "gasté 60 dólares en gasolina", "j'ai payé 32,40 € pour le camping". */
const logExpense: IntentMatcher = (m) => {
  if (priceCeiling(m) && !SPENT.test(m.text)) return null;
  const spent = SPENT.test(m.text.replace(PAID_TO_ME, ' '));
  const category = categoryIn(m.text);
  const amount = amountIn(m);
  const income = EARNED.test(m.text) || REFUND.test(m.text);
  if (asks(m) || (income && !spent) || NOT_YET.test(m.text) || SHOW.test(m.text)) return null;
  if (RECENT.test(m.text)) return null;
  if (BUDGET.test(m.text) || (SAVINGS.test(m.text) && !/\b(?:expense|gasto|depense)\b/.test(m.text))) return null;
  // "diesel 60", "45 on groceries": a short note of an amount and a category is an expense to log.
  const note = amount !== null && category !== null && (m.money.length > 0 || m.tokens.length <= 5);
  if (!spent && !note) return null;
  if (!amount || !validAmount(amount.amount)) return spent && category ? clarify('log_expense', 0.6) : null;
  // 'I paid 65 for propane and 12 for a car wash': one expense each, the first carrying the others.
  const several = spent || note ? severalExpensesCall(m) : null;
  if (several) return tool(several, 0.92);
  const description = describedThing(m);
  // An odometer reading ('45,200 mi') says the user logs a service or a fill-up, which those matchers read better.
  const odometer = m.numbers.some((n) => (n.unit === 'km' || n.unit === 'mi') && n.value >= 100);
  return tool(
    {
      name: 'log_expense',
      args: {
        amount: amount.amount,
        category: category ?? 'other',
        ...currencyArg(amount.currency),
        ...(m.date ? { date: m.date } : {}),
        ...(description ? { description } : {}),
      },
    },
    odometer ? 0.7 : spent ? (category ? 0.9 : 0.8) : 0.65,
  );
};

/** Words between the amount and the source ('from', 'doing', 'por el', 'en faisant des'). */
const INCOME_LEAD =
  /^(?:from|for|as|by|at|with|doing|in|on|de|del|por|como|con|haciendo|en faisant|pour|en|comme|avec|a|al|au|aux|chez)\s+/;
const INCOME_END = /\s(?:#|and|y|et|but|pero|mais|so|because|porque|parce)(?:\s.*)?$|\s*#.*$/;
/** 'got $500 for the gig', 'recibí 300': money received, unless it buys something ('got $50 of diesel'). */
const GOT_MONEY = /\b(?:got|get|received|recibi|me dieron|j ai eu|on m a donne)\s+[$€£]?\s?\d/;

/** Where income came from: the words after the amount, else what was received before it ('my pension of 1200'). */
function incomeSource(m: PreparedMessage): string {
  let rest = m.text;
  const tail = INSTRUCTION_TAIL.exec(rest);
  if (tail) rest = `${rest.slice(0, tail.index)}${' '.repeat(rest.length - tail.index)}`;
  const spans = [...m.money, ...m.numbers, ...[m.dateSpan, m.periodSpan].filter((x) => x != null)];
  for (const s of spans.sort((a, b) => b.start - a.start)) rest = `${rest.slice(0, s.start)} # ${rest.slice(s.end)}`;
  rest = rest
    .replace(RECURRENCE_PHRASE, ' ')
    .replace(/\b(?:every|cada|toutes les|tous les)\s+#(?:\s+(?:weeks?|semanas|semaines|jours|dias)\b)?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let after = /#\s+([^#].*)$/.exec(rest)?.[1] ?? '';
  for (let i = 0; i < 3; i++) after = stripArticles(after.replace(INCOME_LEAD, ''));
  const before =
    /\b(?:from|de|por|pour)\s+(.+?)\s+#/.exec(rest)?.[1] ??
    /\b(?:received|got|recibi|cobre|recu|touche|income|ingreso|revenu)\s+(.+?)\s+(?:of\s+|de\s+)?#/.exec(rest)?.[1] ??
    '';
  for (const candidate of [after, before]) {
    const words = stripArticles(candidate.replace(INCOME_END, '')).split(' ').filter(Boolean).slice(0, 6);
    if (words.length > 0) return words.join(' ');
  }
  return '';
}

/** log_income: "I earned $500 from freelance work", "gané 300 dólares vendiendo artesanías", "j'ai reçu 800 € de salaire". */
const logIncome: IntentMatcher = (m) => {
  const refund = REFUND.test(m.text) && !SPENT.test(m.text);
  const earned = EARNED.test(m.text) || refund;
  const got = !earned && GOT_MONEY.test(m.text) && categoryIn(m.text) === null;
  if ((!earned && !got) || asks(m)) return null;
  const amount = amountIn(m);
  if (!amount || !validAmount(amount.amount)) return got ? null : clarify('log_income', 0.55);
  const source = incomeSource(m);
  const cleaned = refund ? source.replace(new RegExp(REFUND.source, 'g'), ' ').replace(/\s+/g, ' ').trim() : source;
  const every = recurrenceIn(m.text);
  const fallback: Record<Language, string> = { en: 'Income', es: 'Ingreso', fr: 'Revenu' };
  return tool(
    {
      name: 'log_income',
      args: {
        amount: amount.amount,
        source: refund
          ? `${REFUND_LABEL[m.language]}${m.language === 'fr' ? ' :' : ':'} ${cleaned ? originalWording(m, cleaned) : ''}`
              .trim()
              .replace(/:$/, '')
              .slice(0, 200)
          : cleaned
            ? originalWording(m, cleaned).slice(0, 200)
            : fallback[m.language],
        ...currencyArg(amount.currency),
        ...(m.date ? { date: m.date } : {}),
        ...(every ? { recurrence: every } : {}),
      },
    },
    got ? 0.8 : 0.88,
  );
};

const SUMMARY =
  /\b(?:how much (?:did|have|had|do) (?:i|we) (?:spend|spent|spending)|how much (?:i|we) (?:spent|spend)|what (?:did|have) (?:i|we) (?:spend|spent)|total (?:spent|spending|expenses)|spending|expenses? (?:total|summary|breakdown)|my expenses|(?:i|we) spent (?:in total|so far)|cuanto (?:he |hemos |llevo |llevamos )?(?:gaste|gastado|gastamos|gastaste|gasto)|cuanto (?:llevo|llevamos) gastado|mis gastos|total de gastos|resumen de gastos|en que (?:he |hemos )?gast\w*|combien (?:j ai|ai-je|ai je|nous avons|on a|avons-nous) depense|mes depenses|total des depenses|resume des depenses|depense (?:totale|au total))\b/;
const RECENT =
  /\b(?:(?:recent|latest|last) (?:\d+ )?(?:expenses|transactions|purchases)|what did i (?:log|add|record)|list (?:my )?expenses|show (?:me )?(?:my )?expenses|ultimos gastos|gastos recientes|mis ultimos \d* ?gastos|dernieres depenses|depenses recentes|mes \d* ?dernieres depenses)\b/;

/** spending_summary and recent_expenses: "how much did I spend on fuel last month", "cuánto gasté en comida esta semana". */
const spending: IntentMatcher = (m) => {
  if (BUDGET.test(m.text)) return null;
  const recent = RECENT.test(m.text);
  if (recent && !m.period) {
    const n = m.numbers.find((x) => x.unit === null)?.value;
    return tool(
      { name: 'recent_expenses', args: n && Number.isInteger(n) && n >= 1 && n <= 20 ? { limit: n } : {} },
      0.85,
    );
  }
  const asked =
    SUMMARY.test(m.text) ||
    recent ||
    // 'expenses last week', 'gastos de los últimos 7 días', 'dépenses des 7 derniers jours'
    (m.period !== null && m.money.length === 0 && /\b(?:expenses|spending|gastos|depenses)\b/.test(m.text)) ||
    (isQuestion(m) && /\b(?:spend|spent|gast\w*|depense\w*|cost|costado|coute)\b/.test(m.text)) ||
    (/^(?:how much|cuanto|combien)\b/.test(m.text) &&
      !EARNED.test(m.text) &&
      !INCOME_SUMMARY.test(m.text) &&
      (categoryIn(m.text) !== null || m.period !== null));
  if (!asked) return null;
  const category = categoryIn(m.text);
  return tool(
    { name: 'spending_summary', args: { ...(category ? { category } : {}), ...periodArgs(m) } },
    category || m.period ? 0.88 : 0.82,
  );
};

const INCOME_SUMMARY =
  /\b(?:how much (?:did|have) (?:i|we) (?:earn|earned|make|made|receive|received)|(?:my|total) (?:income|earnings)|what did i (?:earn|make)|cuanto (?:he |hemos )?(?:gane|ganado|ganamos|cobre|cobrado|ingrese|ingresado|recibido)|mis ingresos|total de ingresos|combien (?:j ai|ai-je|ai je|nous avons|on a) (?:gagne|recu|touche)|mes revenus|total des revenus)\b/;

const incomeSummary: IntentMatcher = (m) => {
  if (
    !INCOME_SUMMARY.test(m.text) &&
    !(isQuestion(m) && /\b(?:income|ingresos|revenus|earn|earned|gane|gagne)\b/.test(m.text))
  )
    return null;
  return tool({ name: 'income_summary', args: periodArgs(m) }, 0.87);
};

const SET_VERB =
  /\b(?:set|make|change|update|put|create|raise|increase|lower|reduce|adjust|limit|cap|pon|poner|fija|fijar|establece|establecer|cambia|cambiar|sube|baja|ajusta|crea|define|fixe|fixer|mets|mettre|definis|definir|change|modifie|augmente|baisse|ajuste|cree)\b/;
const WEEKLY =
  /\b(?:a week|per week|each week|every week|weekly|por semana|a la semana|cada semana|semanal|par semaine|chaque semaine|hebdo\w*)\b/;

/** Budgets are weekly or monthly; an amount said per fortnight or per year is kept as one of those. */
const FORTNIGHTLY =
  /\b(?:a fortnight|per fortnight|each fortnight|every fortnight|fortnightly|every (?:2|two|other) weeks|biweekly|bi-weekly|quincenal\w*|por quincena|cada quincena|cada (?:2|dos) semanas|toutes les (?:2|deux) semaines|tous les (?:15|quinze) jours|par quinzaine)\b/;
const YEARLY =
  /\b(?:a year|per year|each year|every year|yearly|annual(?:ly)?|per annum|al ano|por ano|cada ano|anual\w*|par an|chaque annee|par annee|annuel\w*)\b/;

/** set_budget and budget_status: "set my food budget to $400 a month", "¿cómo va mi presupuesto?". */
/** A cap on spending said without 'budget': 'spend no more than 100 a week on eating out', 'gastar como mucho 300 al
 * mes en comida', 'ne pas dépenser plus de 200 par mois en resto'. */
const SPEND_CAP =
  /\b(?:spend|spending|gastar|gastemos|depenser|depense)\b.{0,30}\b(?:no more than|not more than|at most|max(?:imum)?|como mucho|como maximo|no mas de|maximo|pas plus de|plus de|au maximum|au plus|maximum)\b/;
const PER_PERIOD =
  /\b(?:a month|per month|each month|every month|monthly|al mes|por mes|cada mes|mensual\w*|par mois|chaque mois|mensuel\w*)\b/;
const NOT_MORE =
  /\b(?:don t|do not|not|never|no quiero|no queremos|nunca)\b.{0,20}\b(?:spend|gastar)\b.{0,10}\b(?:more than|over|mas de)\b/;
const spendingCap = (m: PreparedMessage) =>
  (SPEND_CAP.test(m.text) || NOT_MORE.test(m.text)) &&
  (PER_PERIOD.test(m.text) || WEEKLY.test(m.text) || FORTNIGHTLY.test(m.text) || YEARLY.test(m.text));

/** Words around 'budget' that name no spending: its period, 'overall', 'my'. */
const NOT_A_THING =
  /^(?:over|under|within|past|off|the|all|any|one|our|its|new|set|my|your|his|her|their|mon|ton|son|notre|votre|leur|mes|tes|ses|nos|vos|mis|tus|sus|nuestro|vuestro|del|des|les|los|las|une|una|uno|this|that|what|how|much|many|left|monthly|weekly|yearly|annual|fortnightly|overall|total|general|global|whole|entire|month|week|year|mensual|semanal|anual|mensuel|hebdomadaire|annuel|this|that|next|same|spending|expenses?|gastos?|depenses?|todo|tout|mois|mes|semana|semaine)$/;

/** A month's name alone ('my budget for December'): when the budget is, not what it is for. */
const MONTH_ONLY = new RegExp(`^(?:${FULL_MONTH_RE})$`);

/**
 * The thing a budget is for when no category names it ('insurance budget', 'presupuesto para seguros'): such spending
 * is filed under Other, so the budget is Other's rather than the overall one.
 */
function budgetThing(m: PreparedMessage): string | null {
  const before = /\b([a-z]{3,}) budget\b/.exec(m.text)?.[1];
  const after =
    /\b(?:budget|presupuesto)\b.*?\b(?:for|on|para|en|pour) (?:(?:the|my|el|la|los|las|mi|mis|le|les|l|mon|ma|mes) )?([a-z]{3,})\b/.exec(
      m.text,
    )?.[1];
  return [before, after].find((t) => t !== undefined && !NOT_A_THING.test(t) && !MONTH_ONLY.test(t)) ?? null;
}

const budget: IntentMatcher = (m) => {
  const cap = spendingCap(m);
  if (!BUDGET.test(m.text) && !cap) return null;
  const category = categoryIn(m.text) ?? (budgetThing(m) ? 'other' : null);
  const amount = amountIn(m);
  const setting =
    !asks(m) &&
    (cap ||
      SET_VERB.test(m.text) ||
      /\bbudget (?:of|is|de|a|at)\b|\bpresupuesto (?:de|es|en|a)\b/.test(m.text) ||
      (amount !== null && !/\b(?:over|under|left|remaining|queda|pasado|reste|depasse)\b/.test(m.text))) &&
    (amount !== null || SET_VERB.test(m.text));
  if (setting) {
    if (!amount || !validAmount(amount.amount)) return clarify('set_budget', 0.7);
    return tool(
      {
        name: 'set_budget',
        args: {
          category: category ?? null,
          period: WEEKLY.test(m.text) ? 'weekly' : 'monthly',
          ...(FORTNIGHTLY.test(m.text)
            ? { amount_per: 'fortnight' }
            : YEARLY.test(m.text)
              ? { amount_per: 'year' }
              : {}),
          amount: amount.amount,
          ...currencyArg(amount.currency),
        },
      },
      0.9,
    );
  }
  return tool({ name: 'budget_status', args: category ? { category } : {} }, 0.85);
};

const GOAL_NOISE =
  /\b(?:savings? goal|goal|fund|fondo|fonds|savings|jar|meta de ahorros?|meta|ahorros?|objetivo|objectif d epargne|objectif|epargne|cagnotte|tirelire|by .*|before .*|antes de .*|antes del .*|d ici .*|avant .*|(?:para|pour|hasta|until|for) (?:el |fin de |finales de |la fin )?(?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b.*)\b/g;

/** The goal's name: what the money is for, without the words for goal or fund. */
function goalName(m: PreparedMessage, pattern: RegExp): string | null {
  let rest = m.text;
  for (const s of [...m.money, ...m.numbers].sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, s.start)} ${rest.slice(s.end)}`;
  }
  const found = pattern.exec(rest.replace(/\s+/g, ' '));
  if (!found?.[1]) return null;
  const cleaned = stripArticles(
    found[1]
      .replace(GOAL_NOISE, ' ')
      .replace(/\b(?:pour|para|for|de|del|d)\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:for|para|pour|de|del|d|du|a|au|to)\b ?/, ''),
  );
  const name = stripArticles(cleaned);
  return name.length > 0 ? originalWording(m, name).slice(0, 120) : null;
}

/** Savings: create a goal, add to one, or ask how it stands. */
const savings: IntentMatcher = (m, ctx) => {
  if (!SAVINGS.test(m.text) && !/\b(?:save up|ahorrar|economiser|mettre de cote)\b/.test(m.text)) return null;
  if (BUDGET.test(m.text)) return null;
  const amount = amountIn(m);
  const asking =
    asks(m) || /\b(?:progress|how close|status|progreso|avance|como va|ou en est|progression)\b/.test(m.text);
  if (asking) {
    const goal = goalName(
      m,
      /\b(?:to|for|on|towards|para|del|de la|de|pour|sur|vers)\s+(?:my |mi |mon |ma |l |la |el )?(.+)$/,
    );
    const named = goal && !/^(?:savings?|ahorros?|epargne|goals?|metas?|objectifs?)$/i.test(goal) ? goal : null;
    return tool({ name: 'savings_progress', args: named ? { goal: named } : {} }, 0.86);
  }
  const contributing =
    /\b(?:add|added|put|move|moved|transfer|deposit|contribute|anade|agrega|pon|mete|aporta|deposita|transfiere|ajoute|mets|verse|depose|transfere|place)\b/.test(
      m.text,
    ) && /\b(?:to|into|towards?|in|a|al|en|dans|sur|pour)\b/.test(m.text);
  if (contributing) {
    if (!amount || !validAmount(amount.amount)) return clarify('contribute_savings_goal', 0.6);
    const goal = goalName(
      m,
      /\b(?:to|into|towards?|in|a|al|en|dans|sur|pour)\s+(?:my |our |mi |nuestra |nuestro |mon |ma |notre |l |la |el |the )?(.+)$/,
    );
    const named = goal && !/^(?:savings?|ahorros?|epargne|goals?|metas?|objectifs?)$/i.test(goal) ? goal : null;
    return tool(
      {
        name: 'contribute_savings_goal',
        args: { amount: amount.amount, ...(named ? { goal: named } : {}), ...(m.date ? { date: m.date } : {}) },
      },
      0.88,
    );
  }
  const creating =
    /\b(?:save|saving|ahorrar|economiser|epargner|create|new|set up|start|crea|crear|nueva|nuevo|cree|creer|nouvel|nouveau|nouvelle)\b/.test(
      m.text,
    );
  if (!creating) return null;
  if (!amount || !validAmount(amount.amount)) return clarify('create_savings_goal', 0.6);
  const name = goalName(m, /\b(?:for|towards|para|pour)\s+(.+)$/);
  if (!name) return { understanding: { kind: 'clarify', intent: 'create_savings_goal', missing: 'goal' }, score: 0.6 };
  const target = targetDate(m, ctx.today, ctx.timezone);
  return tool(
    {
      name: 'create_savings_goal',
      args: {
        name,
        target_amount: amount.amount,
        ...currencyArg(amount.currency),
        ...(target ? { target_date: target } : {}),
      },
    },
    0.87,
  );
};

/** Money, budgets and savings, in English, Spanish and French. */
/** Into the goal the conversation is about: 'put 100 in it', 'add 50 to that', 'pon 100 ahí', 'mets-y 100'. */
const INTO_IT =
  /^(?:(?:put|add|move|transfer|deposit|contribute|pon|mete|anade|agrega|aporta|ingresa|mets|ajoute|verse|depose|place)\s*-?\s*(?:y\s+)?\S+(?:\s+(?:more|mas|de plus|euros?|dollars?|dolares|pounds?|libras|livres))?\s+(?:(?:in|into|to|towards|on)\s+(?:it|that|this|that goal|this goal|there)|(?:en (?:ella|esa|esta|esa meta|esta meta)|a (?:ella|esa|esta|esa meta|esta meta)|ahi|alli|dedans|dessus|sur cet objectif|dans cet objectif|a cet objectif|a cette cagnotte|pour cet objectif))|(?:mets|verse|ajoute)-y\s+\S+)(?:\s+(?:today|hoy|aujourd hui))?$/;
/**
 * Follow-ups about the savings goal or budget just created, named or added to (the goal tools take a contribution's id
 * too): 'how is it going?', 'put 100 in it'.
 */
const savingsFollowUp: IntentMatcher = (m, ctx) => {
  const text = m.text.replace(/[?!.]+$/, '').trim();
  if (ctx.subject?.kind === 'budget' && HOW_IS_IT.test(text)) {
    return tool({ name: 'budget_status', args: { id: ctx.subject.id } }, 0.9);
  }
  if (ctx.subject?.kind !== 'savings_goal' && ctx.subject?.kind !== 'contribution') return null;
  if (HOW_IS_IT.test(text)) return tool({ name: 'savings_progress', args: { id: ctx.subject.id } }, 0.9);
  const amount = amountIn(m);
  if (!INTO_IT.test(text) || !amount || !validAmount(amount.amount)) return null;
  return tool(
    {
      name: 'contribute_savings_goal',
      args: { amount: amount.amount, id: ctx.subject.id, ...(m.date ? { date: m.date } : {}) },
    },
    0.92,
  );
};

export const financeMatchers: IntentMatcher[] = [
  logExpense,
  logIncome,
  spending,
  incomeSummary,
  budget,
  savings,
  savingsFollowUp,
];
