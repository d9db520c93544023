import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';

/** A card's place while its data loads, so nothing reads as empty before it has been fetched. */
export function CardSkeleton({ title, lines = 3 }: { title: string; lines?: number }) {
  return (
    // Not a named region: the loaded card is that, and a placeholder must not pass for it.
    <Card aria-busy="true">
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height={40} />
        ))}
      </CardContent>
    </Card>
  );
}
