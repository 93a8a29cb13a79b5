// The chat's texts (spec part 2 §2, §8), shared by the chat box and the server's report answer.
import { PRODUCT_NAME } from './product';

export const CHAT_LOGIN_REQUIRED = 'Sorry, you must be logged in to chat.';
export const REPORT_SUCCESS = `Thanks for helping keep ${PRODUCT_NAME} safe!`;
export const REPORT_USAGE = "Use /report followed by the user's profile page link";
