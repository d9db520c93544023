import { render, screen } from '@testing-library/react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ThemeProvider, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../web/src/theme/theme';

/** `colour` at `opacity` over white, as a browser paints a translucent background on the white page. */
function overWhite(colour: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  const mix = (channel = 0) => Math.round(channel * opacity + 255 * (1 - opacity));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

describe('the theme', () => {
  it('writes a selected primary toggle in a green that reads at 4.5:1 or more on its tint, hovered too', () => {
    render(
      <ThemeProvider theme={theme}>
        <ToggleButtonGroup exclusive color="primary" value="seasons">
          <ToggleButton value="seasons">Seasons</ToggleButton>
          <ToggleButton value="rotations">Rotations</ToggleButton>
        </ToggleButtonGroup>
      </ThemeProvider>,
    );
    const selected = screen.getByRole('button', { name: 'Seasons', pressed: true });
    const text = getComputedStyle(selected).color;
    const { selectedOpacity, hoverOpacity } = theme.palette.action;
    const hovered = overWhite(theme.palette.primary.main, selectedOpacity + hoverOpacity);
    expect(getContrastRatio(text, hovered)).toBeGreaterThanOrEqual(4.5);
    // The main green there would not: the reason for the override.
    expect(getContrastRatio(theme.palette.primary.main, hovered)).toBeLessThan(4.5);
  });
});
