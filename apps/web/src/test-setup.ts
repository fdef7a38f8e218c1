import { configure } from '@testing-library/react';

// On two busy cores a lazily rendered screen can take longer than Testing Library's default
// second to appear; waiting longer changes no verdict, only how long a failure takes to report.
configure({ asyncUtilTimeout: 5_000 });
