import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import type { MantineColor } from '@mantine/core';

interface LandingSectionProps {
  id?: string;
  bg?: MantineColor;
  children: ReactNode;
}

// The landing header is sticky; scroll-margin keeps anchored headings visible below it.
const HEADER_OFFSET = 80;

export function LandingSection({ id, bg, children }: LandingSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      bg={bg}
      py={{ base: 56, sm: 88 }}
      style={{ scrollMarginTop: HEADER_OFFSET }}
    >
      <Container size="lg">{children}</Container>
    </Box>
  );
}
