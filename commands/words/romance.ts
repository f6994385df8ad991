// Spanish and Portuguese words in an English ask ("revenue de ontem no Brasil", "por qué bajó el
// revenue ayer", "e no android?"), made the English words the reader knows before it reads them
// (issue 38's eighth round). Only a message that holds a word no English ask uses ("ayer", "ontem",
// "semana pasada", "por qué", "só", a leading "y"/"e") is rewritten, so that "no", "de", "o" and
// "a" in English asks ("no fill", "a week") are never taken for Portuguese or Spanish ones. An
// accented letter alone is no marker: the account's own names may have one ("Fútbol Stars").
type Rule = readonly [RegExp, string];
/** A word or phrase only a Spanish or Portuguese message holds. */
const MARKER = /(?:^|[\s¿¡(])(?:ayer|anteayer|ontem|anteontem|hoy|hoje|semana pasada|semana passada|mes pasado|m[eê]s passado|este m[eê]s|esse m[eê]s|esta semana|essa semana|por qu[eé]|porqu[eé]|por que|cu[aá]nto|quanto|pa[ií]s|pa[ií]ses|por d[ií]a|ordenado|lunes|martes|mi[eé]rcoles|jueves|viernes|segunda|ter[cç]a|quarta|quinta|sexta|ingresos|receita|faturamento|facturaci[oó]n|faturamos|facturamos|ganamos|ganhamos|quem|qui[eé]n|acesso|acceso|reconcilia[cç][aã]o|conciliaci[oó]n|reconciliaci[oó]n|porfa|por favor|s[oó]lo|só|somente|apenas|baj[oó]|cay[oó]|caiu|subi[oó]|subiu|del|y para|e para|e no|e na|e o|e a|y en)(?=$|[\s?!.,:;)])/i;
const W = (s: string) => new RegExp(`(^|[\\s¿¡(,])(?:${s})(?=$|[\\s?!.,:;)])`, 'gi');
const RULES: readonly Rule[] = [
  [/[¿¡]/g, ' '],
  [W('por qu[eé]|porqu[eé]|por que'), '$1why'],
  [W('(?:la |a )?semana pasada|(?:a )?semana passada'), '$1last week'],
  [W('(?:el |o )?mes pasado|(?:o )?m[eê]s passado'), '$1last month'],
  [W('este m[eê]s|esse m[eê]s'), '$1this month'],
  [W('esta semana|essa semana'), '$1this week'],
  [W('(?:vs\\.?|contra|versus) (?:la|a) anterior'), '$1vs the week before'],
  [W('anteayer|anteontem'), '$1the day before yesterday'],
  [W('ayer|ontem'), '$1yesterday'],
  [W('hoy|hoje'), '$1today'],
  [W('por pa[ií]s(?:es)?'), '$1by country'],
  [W('por d[ií]a|por dia'), '$1by day'],
  [W('por formato'), '$1by format'],
  [W('pa[ií]ses'), '$1countries'],
  [W('pa[ií]s'), '$1country'],
  [W('ordenad[oa]s? por'), '$1sorted by'],
  [W('lunes|segunda(?:-feira)?'), '$1monday'],
  [W('martes|ter[cç]a(?:-feira)?'), '$1tuesday'],
  [W('mi[eé]rcoles|quarta(?:-feira)?'), '$1wednesday'],
  [W('jueves|quinta(?:-feira)?'), '$1thursday'],
  [W('viernes|sexta(?:-feira)?'), '$1friday'],
  [W('octubre|outubro'), '$1october'],
  [W('noviembre|novembro'), '$1november'],
  [W('septiembre|setembro'), '$1september'],
  [W('cu[aá]nto|quanto'), '$1how much'],
  [W('faturamos|facturamos|ganamos|ganhamos'), '$1did we make'],
  [W('ingresos|receita|faturamento|facturaci[oó]n'), '$1revenue'],
  [W('quem|qui[eé]n'), '$1who'],
  [W('tem|tiene'), '$1has'],
  [W('acesso|acceso'), '$1access'],
  [W('reconcilia[cç][aã]o|conciliaci[oó]n|reconciliaci[oó]n'), '$1reconcile'],
  [W('porfa|por favor'), '$1please'],
  [W('s[oó]lo|só|somente|apenas'), '$1only'],
  [W('baj[oó]|cay[oó]|caiu'), '$1drop'],
  [W('me pasas|me passa|me manda|me mandas'), '$1give me'],
  [W('jap[oó]n|jap[aã]o'), '$1japan'],
  [W('brasil'), '$1brazil'],
  [W('alemania|alemanha'), '$1germany'],
  [W('francia|fran[cç]a'), '$1france'],
  [W('espanha'), '$1spain'],
  [W('m[eé]xico'), '$1mexico'],
  [W('estados unidos|eua|eeuu'), '$1US'],
  [W('y|e'), '$1and'],
  [W('por'), '$1by'],
  [W('para'), '$1for'],
  [W('en|no|na|em'), '$1in'],
  [/(^|\s)(?:del|do dia|el d[ií]a) (\d{1,2})(?!\d)/gi, '$1the day $2'],
  [W('de|del|do|da|dos|das'), '$1of'],
  [W('el|la|los|las|o|os|as'), '$1the'],
];

/** English words for a Spanish or Portuguese message's; any other message as it was. */
export function unromance(text: string): string {
  if (!MARKER.test(text)) return text;
  return RULES.reduce((s, [re, to]) => s.replace(re, to), text).replace(/\s+/g, ' ').trim();
}
