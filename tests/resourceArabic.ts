import { loadResourceArabic } from '../domain/messages/ar';

/*
 * Every test file reads the whole Arabic catalogue: the resources' own areas are loaded by name
 * (domain/contracts/messageArea.ts), as the server's buildApp and the panel's Arabic catalogue do,
 * so a test of a PDF, a mail or the catalogues themselves sees them without building an app.
 */
await loadResourceArabic();
