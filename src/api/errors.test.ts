import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { errorCodeOf, errorFieldOf, fieldReasonOf, serverReasonOf } from './errors';

describe('errorCodeOf', () => {
  it("reads the code of the server's error body", () => {
    expect(errorCodeOf(new ApiError(404, { error: 'no_account', message: 'No account' }))).toBe('no_account');
    expect(errorCodeOf(new ApiError(403, { error: 'not_patron' }))).toBe('not_patron');
  });

  it('is null without a code, for a code that is not text, and for other errors', () => {
    expect(errorCodeOf(new ApiError(500, null))).toBeNull();
    expect(errorCodeOf(new ApiError(500, 'Server down'))).toBeNull();
    expect(errorCodeOf(new ApiError(400, { error: 42 }))).toBeNull();
    expect(errorCodeOf(new ApiError(400, { error: '' }))).toBeNull();
    expect(errorCodeOf(new Error('no_account'))).toBeNull();
    expect(errorCodeOf({ body: { error: 'no_account' } })).toBeNull();
  });
});

describe('serverReasonOf', () => {
  it("gives the server's message of a failed call", () => {
    expect(serverReasonOf(new ApiError(400, { error: 'bad', message: 'Title too long' }))).toBe('Title too long');
    expect(serverReasonOf(new ApiError(502, 'Bad gateway'))).toBe('Bad gateway');
  });

  it('is null when the server gave no words, or for an error that is not a call', () => {
    expect(serverReasonOf(new ApiError(500, { error: 'x' }))).toBeNull();
    expect(serverReasonOf(new ApiError(0, null))).toBeNull();
    expect(serverReasonOf(new Error('boom'))).toBeNull();
  });
});

describe('errorFieldOf', () => {
  it('gives the request field a refusal is about, when the server named one', () => {
    expect(errorFieldOf(new ApiError(409, { error: 'nickname_taken', message: 'Taken', field: 'nickname' }))).toBe('nickname');
    expect(errorFieldOf(new ApiError(409, { error: 'slug_taken', message: 'Taken', field: 'userPro.slug' }))).toBe('userPro.slug');
    expect(errorFieldOf(new ApiError(500, { error: 'x', message: 'y' }))).toBeNull();
    expect(errorFieldOf(new ApiError(400, { error: 'x', field: 7 }))).toBeNull();
    expect(errorFieldOf(new Error('nickname'))).toBeNull();
  });
});

describe('fieldReasonOf', () => {
  it("gives the field's rule in its own words when the server gave them, else the message", () => {
    const refused = new ApiError(400, { error: 'bad_request', message: 'Invalid body field "email": Please enter a valid e-mail address.', field: 'email', problem: 'Please enter a valid e-mail address.' });
    expect(fieldReasonOf(refused)).toBe('Please enter a valid e-mail address.');
    expect(fieldReasonOf(new ApiError(409, { error: 'taken', message: 'That web address is taken.', field: 'userPro.slug' }))).toBe('That web address is taken.');
    expect(fieldReasonOf(new Error('x'))).toBeNull();
  });
});
