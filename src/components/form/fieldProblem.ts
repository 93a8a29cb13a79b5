// What ties a field to the form's problem with it, for forms that keep their own state (dialogs):
// the field is aria-invalid and described by the element that says the problem. useForm's
// `field(name)` does the same for the forms it holds.

/** The field's attributes for a problem said by the element `problemId`; none without one. */
export const fieldProblem = (problemId: string | null | undefined) => (problemId ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {});
