import { configure } from '@testing-library/react';

// The widgets load their views and catalogs on demand: on a loaded CI machine one such import has taken longer than
// Testing Library's 1 s default for `findBy*` and `waitFor`. A wait is not a timing claim, so it gets room; a hang still
// fails at the test's own timeout.
configure({ asyncUtilTimeout: 5_000 });
