// Reading a submitted or changed Slack form (a modal's view state). Block and action ids are the
// same string in every form (views/modal-kit.ts), so a field is state[id][id].
type StateValue = {
  value?: string | null;
  selected_option?: { value: string } | null;
  selected_options?: { value: string }[];
  selected_date?: string | null;
  selected_time?: string | null;
  selected_conversation?: string | null;
};
export type ViewState = Record<string, Record<string, StateValue>>;

/** The value of field `id`, whatever its element type; undefined when empty. */
export function field(state: ViewState | undefined, id: string): string | undefined {
  const v = state?.[id]?.[id];
  const raw = v?.value ?? v?.selected_option?.value ?? v?.selected_date ?? v?.selected_time ?? v?.selected_conversation ?? undefined;
  return raw === null || raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

export function fieldList(state: ViewState | undefined, id: string): string[] {
  return (state?.[id]?.[id]?.selected_options ?? []).map((o) => o.value);
}

/** The form's private_metadata (JSON the bot wrote when it opened the form). */
export function metadata<T>(view: { private_metadata?: string }): Partial<T> {
  try {
    return JSON.parse(view.private_metadata || '{}') as Partial<T>;
  } catch {
    return {};
  }
}
