package content

// removedOps are the op names that once spelled an effect another primitive also spells; the
// card loader refuses each with the surviving spelling, so a card file written the old way says
// how to write it now rather than "unknown op".
var removedOps = map[string]string{
	"lost-hand":      "hand-pick with who: self and lost_zone: true (the cards chosen from the hand go to the Lost Zone)",
	"attach-discard": "attach-split with who naming the one Pokémon of yours that takes the cards (self, chosen-own or own-active)",
}
