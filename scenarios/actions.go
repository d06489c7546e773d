package scenarios

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulesd/rulesd/engine"
)

// buildBoard turns the scenario's starting board into the engine's.
func (r *runner) buildBoard() (engine.Board, error) {
	s := &r.sc.Board
	b := engine.Board{Turn: s.Turn, Current: slices.Index(playerIDs[:], s.Current), First: -1,
		EnergyAttached: s.Done.EnergyAttached, SupporterPlayed: s.Done.SupporterPlayed, Retreated: s.Done.Retreated,
		StadiumPlayed: s.Done.StadiumPlayed, GXUsed: [2]bool{s.Sides[0].GXUsed, s.Sides[1].GXUsed}}
	if s.First != "" {
		b.First = slices.Index(playerIDs[:], s.First)
	}
	filler, ok := r.cards.BasicEnergy(engine.Grass)
	if s.Filler != "" {
		filler, ok = r.cards.Card(s.Filler)
	}
	if !ok {
		return b, r.invalid(pos{}, "no filler card for deck and Prize counts")
	}
	card := func(id string, at pos) (*engine.Card, error) {
		c, ok := r.cards.Card(id)
		if !ok {
			return nil, r.invalid(at, "unknown card %q", id)
		}
		return c, nil
	}
	pile := func(ids []string, at pos) ([]*engine.Card, error) {
		out := make([]*engine.Card, 0, len(ids))
		for _, id := range ids {
			if id == fillerMark {
				out = append(out, filler)
				continue
			}
			c, err := card(id, at)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
		return out, nil
	}
	if s.Stadium != "" {
		c, err := card(s.Stadium, pos{})
		if err != nil {
			return b, err
		}
		b.Stadium = c
		b.StadiumOwner = max(slices.Index(playerIDs[:], s.Owner), 0)
	}
	for p := 0; p < 2; p++ {
		side := &s.Sides[p]
		bp := &b.Players[p]
		var err error
		if side.Active != nil {
			pk, err := r.buildPokemon(side.Active, card)
			if err != nil {
				return b, err
			}
			bp.Active = &pk
		}
		for i := range side.Bench {
			pk, err := r.buildPokemon(&side.Bench[i], card)
			if err != nil {
				return b, err
			}
			bp.Bench = append(bp.Bench, pk)
		}
		if bp.Hand, err = pile(side.Hand, pos{}); err != nil {
			return b, err
		}
		if bp.Deck, err = pile(side.Deck, pos{}); err != nil {
			return b, err
		}
		if bp.Prizes, err = pile(side.Prizes, pos{}); err != nil {
			return b, err
		}
		if bp.Discard, err = pile(side.Discard, pos{}); err != nil {
			return b, err
		}
	}
	return b, nil
}

func (r *runner) energy(tok string) (*engine.Card, bool) {
	if t, ok := engine.ParseType(tok); ok {
		return r.cards.BasicEnergy(t)
	}
	c, ok := r.cards.Card(tok)
	return c, ok && c.Category == engine.EnergyCard
}

// energyMatch says which Energy cards a token names: exact matches the card the token names
// (an id, or the card source's basic Energy of a type); anyPrinting also takes another
// printing of a basic Energy of that type, which a hand or a Pokémon may hold instead. Callers
// try exact first, so a token keeps naming the same card it was written from.
func (r *runner) energyMatch(tok string) (exact, anyPrinting func(*engine.Card) bool) {
	want, _ := r.energy(tok)
	exact = func(c *engine.Card) bool { return c == want || c.ID == tok }
	t, isType := engine.ParseType(tok)
	anyPrinting = func(c *engine.Card) bool {
		return isType && c.BasicEnergy && len(c.Provides) == 1 && c.Provides[0] == t
	}
	return exact, anyPrinting
}

func (r *runner) buildPokemon(ps *PokemonSetup, card func(string, pos) (*engine.Card, error)) (engine.BoardPokemon, error) {
	var bp engine.BoardPokemon
	c, err := card(ps.Card, ps.pos)
	if err != nil {
		return bp, err
	}
	bp.Card = c
	for _, id := range ps.Under {
		u, err := card(id, ps.pos)
		if err != nil {
			return bp, err
		}
		bp.Under = append(bp.Under, u)
	}
	for _, tok := range ps.Energy {
		e, ok := r.energy(tok)
		if !ok {
			return bp, r.invalid(ps.pos, "energy %q: no such Energy card", tok)
		}
		bp.Energy = append(bp.Energy, e)
	}
	if ps.Tool != "" {
		if bp.Tool, err = card(ps.Tool, ps.pos); err != nil {
			return bp, err
		}
	}
	for _, id := range ps.TMs {
		tm, err := card(id, ps.pos)
		if err != nil {
			return bp, err
		}
		bp.TMs = append(bp.TMs, tm)
	}
	bp.Damage = ps.Damage
	for _, name := range ps.Conditions {
		cond, _ := engine.ParseCondition(name)
		bp.Conditions |= cond
	}
	bp.EnteredTurn = ps.Entered
	bp.ParalyzedTurn = ps.Paralyzed
	return bp, nil
}

func slotIndex(s string, def int) int {
	switch {
	case s == "":
		return def
	case s == "active":
		return 0
	case strings.HasPrefix(s, "bench"):
		n, _ := strconv.Atoi(strings.TrimPrefix(s, "bench"))
		return n
	}
	return def
}

// pokemonName names the Pokémon at a slot for step descriptions.
func (r *runner) pokemonName(p, slot int) string {
	if slot == 0 {
		if v, ok := r.g.Active(p); ok {
			return v.Card.Name
		}
		return "no Pokémon"
	}
	bench := r.g.Bench(p)
	if slot >= 1 && slot <= len(bench) {
		return bench[slot-1].Card.Name
	}
	return "no Pokémon"
}

// pokemonNames names the Pokémon at each of slots.
func (r *runner) pokemonNames(p int, slots []int) []string {
	names := make([]string, len(slots))
	for i, s := range slots {
		names[i] = r.pokemonName(p, s)
	}
	return names
}

// choices describes the Pokémon an action's card asks to choose.
func (r *runner) choices(p int, ea engine.Action) string {
	var out []string
	if ea.Own >= 0 {
		out = append(out, fmt.Sprintf("%s's %s", titleName(p), r.pokemonName(p, ea.Own)))
	}
	if ea.Target >= 0 {
		out = append(out, fmt.Sprintf("%s's %s", titleName(1-p), r.pokemonName(1-p, ea.Target)))
	}
	if len(out) == 0 {
		return ""
	}
	return ", choosing " + strings.Join(out, " and ")
}

// attackSource names the card an attack comes from when it is not the Pokémon's own card: the
// card below a BREAK or LV.X, or a Technical Machine ("" for its own attacks).
func attackSource(v engine.PokemonView, attack string) string {
	if slices.ContainsFunc(v.Card.Attacks, func(x engine.Attack) bool { return x.Name == attack }) {
		return ""
	}
	for i := len(v.Stack) - 2; i >= 0; i-- {
		c := v.Stack[i]
		if slices.ContainsFunc(c.Attacks, func(x engine.Attack) bool { return x.Name == attack }) {
			return c.Name
		}
	}
	for _, t := range v.TMs {
		if slices.ContainsFunc(t.Attacks, func(x engine.Attack) bool { return x.Name == attack }) {
			return "the Technical Machine " + t.Name
		}
	}
	return ""
}

// lostZoneAttack picks the attack a file names (first: the first of that name): the one Lost
// Link gives from the card from-lost-zone names; without that key, the Pokémon's own attack
// of the name, or else the one Lost Link gives when a single card in the Lost Zones gives it.
// Where several do, the file must say which.
func (r *runner) lostZoneAttack(v engine.PokemonView, first int, a *Action) (int, error) {
	var ids []string
	at := -1
	for i := v.LostFrom; i < len(v.Attacks); i++ {
		if v.Attacks[i].Name != a.Arg {
			continue
		}
		c := v.AttackCards[i]
		ids = append(ids, c.ID+" "+c.Name)
		if c.ID == a.FromLostZone {
			at = i
		}
	}
	switch {
	case a.FromLostZone != "" && at < 0:
		return -1, r.invalid(a.pos, "attack %q: from-lost-zone %s: no card of that id in a Lost Zone gives %s this attack (Lost Link offers it from %s)",
			a.Arg, a.FromLostZone, v.Card.Name, orNone(ids))
	case at >= 0:
		return at, nil
	case first < v.LostFrom || len(ids) <= 1:
		return first, nil
	}
	return -1, r.invalid(a.pos, "attack %q: Lost Link offers an attack of this name from %d cards in the Lost Zones (%s); say which card's with from-lost-zone: <card id>",
		a.Arg, len(ids), strings.Join(ids, ", "))
}

// lostOwner is the player in whose Lost Zone lies a card whose attack Lost Link gives player
// p's Pokémon: p's own zone comes first, as Lost Link walks them.
func (r *runner) lostOwner(p int, c *engine.Card) int {
	if slices.Contains(r.g.LostZone(p), c) {
		return p
	}
	return 1 - p
}

func orNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

func (r *runner) findHand(p int, match func(*engine.Card) bool) int {
	for i, c := range r.g.Hand(p) {
		if match(c) {
			return i
		}
	}
	return -1
}

// handPicks finds in player owner's hand the cards ids name, each at the first position with
// that id not taken yet (nor the card the action plays), and returns the positions and names.
func (r *runner) handPicks(owner int, ids []string, ea engine.Action) ([]int, []string, error) {
	hand := r.g.Hand(owner)
	var picks []int
	var names []string
	for _, id := range ids {
		i := slices.IndexFunc(hand, func(c *engine.Card) bool { return c.ID == id })
		for i >= 0 && (slices.Contains(picks, i) || owner == ea.Player && (ea.Kind == engine.ActPlayTrainer || ea.Kind == engine.ActEvolve) && i == ea.Hand) {
			k := slices.IndexFunc(hand[i+1:], func(c *engine.Card) bool { return c.ID == id })
			if k < 0 {
				i = -1
				break
			}
			i += 1 + k
		}
		if i < 0 {
			return nil, nil, fmt.Errorf("no more %s in %s's hand (hand: %s)", id, titleName(owner), r.handList(owner))
		}
		picks = append(picks, i)
		names = append(names, hand[i].Name)
	}
	return picks, names, nil
}

func (r *runner) handList(p int) string {
	var names []string
	for _, c := range r.g.Hand(p) {
		names = append(names, c.ID)
	}
	if len(names) == 0 {
		return "empty"
	}
	return strings.Join(names, ", ")
}

// resolve turns a scripted action into the engine's action for the deciding player (or the
// one the action names), with the words that describe it. An action the board cannot carry
// out (no such attack, the card is not in the hand) is a Problem at the action's line.
func (r *runner) resolve(a *Action) (int, engine.Action, string, error) {
	_, who := r.g.Decision()
	p := who
	if p < 0 {
		p = r.g.Current()
	}
	if a.Player != "" {
		p = slices.Index(playerIDs[:], a.Player)
	}
	name := titleName(p)
	ea := engine.Action{Player: p, Slot: -1, Own: slotIndex(a.Own, -1), Target: slotIndex(a.Target, -1), Hand: -1, Hand2: -1,
		Opt: a.Option}
	var desc string
	switch a.Verb {
	case "attack":
		v, ok := r.g.Active(p)
		if !ok {
			return p, ea, "", r.invalid(a.pos, "attack %q: %s has no Active Pokémon", a.Arg, name)
		}
		// The attacks it can use now: its own, those kept from the card below it (BREAK,
		// LV.X), its Technical Machines' and those Lost Link gives it, in the order
		// Action.Index counts them.
		i := slices.IndexFunc(v.Attacks, func(x *engine.Attack) bool { return x.Name == a.Arg })
		if i < 0 {
			var have []string
			for _, x := range v.Attacks {
				have = append(have, x.Name)
			}
			return p, ea, "", r.invalid(a.pos, "attack %q: %s's %s has no such attack (it can use %s)", a.Arg, name, v.Card.Name, orNone(have))
		}
		i, err := r.lostZoneAttack(v, i, a)
		if err != nil {
			return p, ea, "", err
		}
		ea.Kind, ea.Index = engine.ActAttack, i
		desc = fmt.Sprintf("%s's %s uses %s", name, v.Card.Name, a.Arg)
		if pick, err := r.pickedAttack(p, v.Attacks[i], a); err != nil {
			return p, ea, "", err
		} else if pick >= 0 {
			ea.Pick = pick
			desc += fmt.Sprintf(", naming %s", a.Pick)
		}
		if i >= v.LostFrom {
			desc += fmt.Sprintf(" (printed on %s, in %s's Lost Zone: Lost Link)", v.AttackCards[i].Name, titleName(r.lostOwner(p, v.AttackCards[i])))
		} else if from := attackSource(v, a.Arg); from != "" {
			desc += " (from " + from + ")"
		}
		desc += r.choices(p, ea)
	case "attach":
		exact, anyPrinting := r.energyMatch(a.Arg)
		i := r.findHand(p, exact)
		if i < 0 {
			i = r.findHand(p, anyPrinting)
		}
		if i < 0 {
			return p, ea, "", r.invalid(a.pos, "attach %q: not in %s's hand (hand: %s)", a.Arg, name, r.handList(p))
		}
		ea.Kind, ea.Hand, ea.Slot = engine.ActAttachEnergy, i, slotIndex(a.To, 0)
		desc = fmt.Sprintf("%s attaches %s to %s", name, r.g.Hand(p)[i].Name, r.pokemonName(p, ea.Slot))
	case "evolve", "bench", "play":
		i := r.findHand(p, func(c *engine.Card) bool { return c.ID == a.Arg })
		if i < 0 {
			return p, ea, "", r.invalid(a.pos, "%s %q: not in %s's hand (hand: %s)", a.Verb, a.Arg, name, r.handList(p))
		}
		c := r.g.Hand(p)[i]
		ea.Hand = i
		switch a.Verb {
		case "evolve":
			ea.Kind, ea.Slot = engine.ActEvolve, slotIndex(a.To, 0)
			switch c.Stage {
			case engine.LevelUp:
				desc = fmt.Sprintf("%s puts %s on %s", name, c.Name, r.pokemonName(p, ea.Slot))
			case engine.BreakStage:
				desc = fmt.Sprintf("%s BREAK Evolves %s into %s", name, r.pokemonName(p, ea.Slot), c.Name)
			default:
				desc = fmt.Sprintf("%s evolves %s into %s", name, r.pokemonName(p, ea.Slot), c.Name)
			}
		case "bench":
			ea.Kind = engine.ActPlayBasic
			desc = fmt.Sprintf("%s puts %s onto the Bench from the hand", name, c.Name)
		default:
			ea.Kind, ea.Slot = engine.ActPlayTrainer, slotIndex(a.To, -1)
			switch {
			case c.PlaysAsBasic:
				desc = fmt.Sprintf("%s plays the Fossil Trainer card %s onto the Bench", name, c.Name)
			case c.Trainer == engine.TechnicalMachine && ea.Slot >= 0:
				desc = fmt.Sprintf("%s attaches the Technical Machine %s to %s", name, c.Name, r.pokemonName(p, ea.Slot))
			default:
				desc = fmt.Sprintf("%s plays %s", name, c.Name)
				if ea.Slot >= 0 {
					desc += " on " + r.pokemonName(p, ea.Slot)
				}
			}
			desc += r.choices(p, ea)
		}
	case "legend":
		// The half the file names, and the other half of that LEGEND from the hand.
		i := r.findHand(p, func(c *engine.Card) bool { return c.ID == a.Arg })
		if i < 0 {
			return p, ea, "", r.invalid(a.pos, "legend %q: not in %s's hand (hand: %s)", a.Arg, name, r.handList(p))
		}
		c := r.g.Hand(p)[i]
		j := r.findHand(p, func(o *engine.Card) bool {
			return o.Stage == engine.Legend && o.Name == c.Name && o.LegendHalf != c.LegendHalf
		})
		if j < 0 {
			return p, ea, "", r.invalid(a.pos, "legend %q: %s's hand has no other half of %s (hand: %s)", a.Arg, name, c.Name, r.handList(p))
		}
		ea.Kind, ea.Hand, ea.Hand2 = engine.ActPlayLegend, i, j
		desc = fmt.Sprintf("%s puts both halves of %s onto the Bench from the hand", name, c.Name)
	case "discard-from-play":
		ea.Kind, ea.Slot = engine.ActDiscardFromPlay, slotIndex(a.Arg, 0)
		desc = fmt.Sprintf("%s discards %s from play", name, r.pokemonName(p, ea.Slot))
	case "retreat":
		v, ok := r.g.Active(p)
		if !ok {
			return p, ea, "", r.invalid(a.pos, "retreat: %s has no Active Pokémon", name)
		}
		ea.Kind, ea.Slot = engine.ActRetreat, slotIndex(a.Arg, 1)
		at, missing := r.energyPositions(v.Energy, a.Pay)
		if missing != "" {
			return p, ea, "", r.invalid(a.pos, "retreat: %s's %s has no more %s attached to discard", name, v.Card.Name, missing)
		}
		ea.Picks = append(ea.Picks, at...)
		var paid []string
		for _, j := range at {
			paid = append(paid, v.Energy[j].Name)
		}
		desc = fmt.Sprintf("%s retreats %s", name, v.Card.Name)
		if len(paid) > 0 {
			desc += ", discarding " + strings.Join(paid, " and ") + ","
		}
		desc += " and brings up " + r.pokemonName(p, ea.Slot)
	case "power":
		slot := slotIndex(a.To, 0)
		var v *engine.PokemonView
		if slot == 0 {
			if av, ok := r.g.Active(p); ok {
				v = &av
			}
		} else if b := r.g.Bench(p); slot <= len(b) {
			v = &b[slot-1]
		}
		if v == nil {
			return p, ea, "", r.invalid(a.pos, "power %q: %s has no Pokémon at %s", a.Arg, name, a.To)
		}
		// Its own powers first, then those kept from the card below it (BREAK, LV.X).
		i := slices.IndexFunc(v.Powers, func(x *engine.Power) bool { return x.Name == a.Arg })
		if i < 0 {
			return p, ea, "", r.invalid(a.pos, "power %q: %s has no such power", a.Arg, v.Card.Name)
		}
		ea.Kind, ea.Slot, ea.Index = engine.ActUsePower, slot, i
		desc = fmt.Sprintf("%s uses %s's %s", name, v.Card.Name, a.Arg) + r.choices(p, ea)
	case "end-turn":
		ea.Kind = engine.ActEndTurn
		desc = name + " ends the turn"
	case "promote":
		ea.Kind, ea.Slot = engine.ActPromote, slotIndex(a.Arg, 1)
		desc = fmt.Sprintf("%s promotes %s from the Bench to be the new Active Pokémon", name, r.pokemonName(p, ea.Slot))
	case "take-prize":
		n, _ := strconv.Atoi(a.Arg)
		ea.Kind, ea.Index = engine.ActTakePrize, n-1
		desc = fmt.Sprintf("%s takes Prize card %d", name, n)
	case "sudden-death":
		ea.Kind = engine.ActStartSuddenDeath
		desc = "Sudden Death begins"
	case "use-stadium":
		ea.Kind = engine.ActUseStadium
		desc = name + " uses the effect of the Stadium in play"
	case "extra-draw":
		n, _ := strconv.Atoi(a.Arg)
		ea.Kind, ea.Index = engine.ActExtraDraw, n
		desc = fmt.Sprintf("%s draws %d extra cards for the opponent's mulligans", name, n)
	case "choose-first":
		first := slices.Index(playerIDs[:], a.Arg)
		ea.Kind, ea.Target = engine.ActChooseFirst, first
		desc = fmt.Sprintf("%s chooses who goes first: %s", name, titleName(first))
	case "setup-active", "setup-bench":
		i := r.findHand(p, func(c *engine.Card) bool { return c.ID == a.Arg })
		if i < 0 {
			return p, ea, "", r.invalid(a.pos, "%s %q: not in %s's hand (hand: %s)", a.Verb, a.Arg, name, r.handList(p))
		}
		ea.Hand = i
		if a.Verb == "setup-active" {
			ea.Kind = engine.ActSetupActive
			desc = fmt.Sprintf("%s puts %s face down as the Active Pokémon", name, r.g.Hand(p)[i].Name)
		} else {
			ea.Kind = engine.ActSetupBench
			desc = fmt.Sprintf("%s puts %s face down on the Bench", name, r.g.Hand(p)[i].Name)
		}
	case "setup-done":
		ea.Kind = engine.ActSetupDone
		desc = name + " puts no more Pokémon on the Bench"
	}
	// The cards chosen from either hand come first, since what a power reads may depend on
	// them (Portrait: the Supporter chosen asks its own choices); their words follow the
	// other choices', and a card not in the hand is named after a key the effect does not
	// read, except for such a power, whose keys the card decides.
	handDesc := ""
	var handErr error
	for _, h := range []struct {
		key   string
		ids   []string
		owner int
		dst   *[]int
	}{{"from-hand", a.FromHand, p, &ea.HandPicks}, {"from-their-hand", a.FromTheirHand, 1 - p, &ea.OppHandPicks}} {
		if len(h.ids) == 0 {
			continue
		}
		picks, names, err := r.handPicks(h.owner, h.ids, ea)
		if err != nil {
			handErr = r.invalid(a.pos, "%s: %s %s: %v", a.Verb, h.key, strings.Join(h.ids, ", "), err)
			break
		}
		*h.dst = picks
		whose := "the hand"
		if h.owner != p {
			whose = titleName(h.owner) + "'s hand"
		}
		handDesc += fmt.Sprintf(", choosing %s from %s", strings.Join(names, " and "), whose)
	}
	if handErr != nil && r.usesSupporter(ea) {
		return p, ea, "", handErr
	}
	more, err := r.setChoices(a, &ea)
	if err != nil {
		return p, ea, "", err
	}
	if handErr != nil {
		return p, ea, "", handErr
	}
	desc += more + handDesc
	if len(a.Take) > 0 {
		if err := r.g.ChooseCards(&ea, a.Take); err != nil {
			return p, ea, "", r.invalid(a.pos, "%s: take %s: %v", a.Verb, strings.Join(a.Take, ", "), err)
		}
		desc += ", taking " + strings.Join(a.Take, ", ")
	}
	if err := r.checkTheyDiscard(a, ea); err != nil {
		return p, ea, "", err
	}
	switch {
	case !a.Option:
	case a.Verb == "power" || a.Verb == "play" && len(a.Take) == 0:
		// A Trainer card's own "you may"; with a card taken to evolve with (Rare Candy) the
		// option is that card's power.
		desc += ", taking its option"
	case a.Verb != "attack":
		desc += ", using the power that works then"
	}
	// A choice the file left out, where only one answer is legal, is that answer.
	if !a.filled && isChoiceRefusal(r.g.Legal(ea)) {
		if b, ok := r.complete(a, ea); ok {
			b.filled = true
			return r.resolve(b)
		}
	}
	return p, ea, desc, nil
}

// do carries out one scripted action as one step.
func (r *runner) do(a *Action) error {
	p, ea, desc, err := r.resolve(a)
	if err != nil {
		return err
	}
	st := Step{Name: a.Name, Player: playerIDs[p], Action: desc}
	ev, err := r.g.Apply(ea)
	expected := slices.Contains(a.Refused, r.era)
	label := a.Name
	if label == "" {
		label = strconv.Itoa(len(r.res.Steps))
	}
	var re *engine.RuleError
	switch {
	case errors.As(err, &re):
		st.Refused = &Refusal{Anchor: re.Anchor, Reason: re.Err.Error(), Assumed: re.Assumed}
		st.Action += " — refused"
		r.addStep(st, ev)
		if !expected {
			r.fail(label, "refused", "no", fmt.Sprintf("%s (%s)", stripEra(re.Anchor), re.Err))
		}
		return nil
	case err == nil:
		var more []engine.Event
		more, err = r.autoPrizes(&st)
		ev = append(ev, more...)
	}
	if err != nil {
		r.engineFailure(st, err, ev)
		return nil
	}
	r.addStep(st, ev)
	if expected {
		r.fail(label, "refused", "the rules to refuse it", "allowed")
	}
	return nil
}

// pickedAttack finds the Defending Pokémon's attack an action's pick names, for an attack
// that names one (Torment); -1 for other attacks. An attack that names one needs pick, and
// only such an attack takes it.
func (r *runner) pickedAttack(p int, atk *engine.Attack, a *Action) (int, error) {
	if atk.PicksType() {
		// An attack that names a type (Color Tag): pick is the type's name.
		t, ok := engine.ParseType(a.Pick)
		if !ok || t == engine.AnyType {
			return -1, r.invalid(a.pos, "attack %q names a type: pick a type name such as Water (pick: %q)", a.Arg, a.Pick)
		}
		return int(t), nil
	}
	if !atk.PicksAttack() {
		if a.Pick != "" {
			return -1, r.invalid(a.pos, "attack %q: pick %q: the attack names none of the Defending Pokémon's attacks", a.Arg, a.Pick)
		}
		return -1, nil
	}
	d, ok := r.g.Active(1 - p)
	if !ok {
		return -1, r.invalid(a.pos, "attack %q: there is no Defending Pokémon whose attack it could name", a.Arg)
	}
	var have []string
	for i, x := range d.Attacks {
		if x.Name == a.Pick {
			return i, nil
		}
		have = append(have, x.Name)
	}
	return -1, r.invalid(a.pos, "attack %q names one of the Defending Pokémon's attacks: pick one of %s (pick: %q)", a.Arg, orNone(have), a.Pick)
}
