// "What made <a figure> go up / drop" (issue 38's forty-fifth round, the seventy-fifth set): a cause
// asked of a move, as "what caused …" is — `why`. "Made" is otherwise money made ("what made us the
// most money", "which app made the most"), so it is read as a cause only when a move follows within a
// few words; the figure and the day are left as said, for the reader to read.
const MOVE = String.raw`(?:go|goes|went|gone|going) (?:up|down|higher|lower)|(?:drop|dropped|drops|fall|fell|falls|rise|rose|rises|spike|spiked|jump|jumped|dip|dipped|tank|tanked|climb|climbed|increase|increased|decrease|decreased|change|changed|move|moved)`;
const MADE_MOVE = new RegExp(String.raw`\bwhat (?:made|makes|has made|had made) ((?:[a-z'%-]+ ){1,4}?)(${MOVE})\b`, 'gi');

export function madeMove(text: string): string {
  return text.replace(MADE_MOVE, (_all, figure: string, move: string) => `what caused ${figure}to ${move}`);
}
