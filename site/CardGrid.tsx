/** A grid of cards, each a title and a sentence or two: the site's lists of features, audiences and principles. */
export function CardGrid({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <div className="grid">
      {cards.map((card) => (
        <article className="card" key={card.title}>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </article>
      ))}
    </div>
  );
}
