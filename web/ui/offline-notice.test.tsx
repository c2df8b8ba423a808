import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { OfflineNotice } from './offline-notice.tsx';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineNotice', () => {
  it('says, only while offline, that changes cannot be saved', () => {
    renderWithApp(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toContain("You're offline");
    expect(screen.getByRole('status').textContent).toContain("can't be saved");
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
