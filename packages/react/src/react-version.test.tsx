import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

// The widgets' tests run on React 19 (project `dom`) and again on React 18 (project `dom-react18`);
// this checks that each project really renders with the React it says, so an alias cannot quietly fail.
describe('the React under test', () => {
  it('is the major version this project is meant to run', () => {
    const major = process.env.WALLET_KIT_REACT_MAJOR ?? '19';
    render(<p>rendered</p>);
    expect(screen.getByText('rendered')).toBeTruthy();
    expect([version.split('.')[0], domVersion.split('.')[0]]).toEqual([major, major]);
  });
});
