package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Card file fields and words for reactions to attacks (powers, Tools and effects of attacks
// that answer damage or a Knock Out), extra turns, attacks usable only when behind on Prize
// cards, and healing limited to Pokémon with Energy attached.

// reactTrigger says when a reacting power's ops run.
func reactTrigger(p *engine.Power) string {
	switch p.Use {
	case engine.UseKnockedOutActive:
		return "If damage from an opponent's attack Knocks Out this Pokémon while it is your Active Pokémon"
	case engine.UseOpponentRetreats:
		return "Each time your opponent's Active Pokémon retreats" + whileWords(p)
	case engine.UseOpponentBenches:
		return "Each time your opponent benches a Basic Pokémon from their hand" + whileWords(p)
	}
	return "If an opponent's attack damages this Pokémon while it is your Active Pokémon (even if that Knocks it Out)"
}

// whileWords is the limit of a power that works only in one place.
func whileWords(p *engine.Power) string {
	switch {
	case p.ActiveOnly:
		return " while this Pokémon is your Active Pokémon"
	case p.BenchOnly:
		return " while this Pokémon is on your Bench"
	}
	return ""
}

// reactOppName is what the chosen opponent's Pokémon is in a reacting power's ops.
func reactOppName(u engine.PowerUse) string {
	switch u {
	case engine.UseDamagedActive, engine.UseKnockedOutActive:
		return "the Attacking Pokémon"
	case engine.UseOpponentRetreats:
		return "the Pokémon that took its place"
	case engine.UseOpponentBenches:
		return "that Pokémon"
	}
	return ""
}

// reactOps puts a reaction's ops into words, the chosen opponent's Pokémon being the
// Attacking Pokémon.
func reactOps(ops []engine.Op) string {
	w := opWords{oppName: "the Attacking Pokémon"}
	if s := w.ops(ops); s != "" {
		return lowerFirst(s)
	}
	return "nothing happens."
}

// describeToolReact says what a Tool does when its Pokémon is damaged by an attack, and the
// type it gives its Pokémon.
func describeToolReact(c *engine.Card) []string {
	var out []string
	if len(c.ToolType) > 0 {
		out = append(out, fmt.Sprintf("%s is a %s Pokémon.", upperFirst(toolHolder(c)), joinTypes(c.ToolType)))
	}
	if len(c.OnDamaged) > 0 {
		out = append(out, "If an opponent's attack damages "+toolHolder(c)+" while it is your Active Pokémon (even if that Knocks it Out): "+reactOps(c.OnDamaged))
	}
	return out
}

// toolHolder names the Pokémon a Tool works on.
func toolHolder(c *engine.Card) string {
	if len(c.ToolFor) == 0 {
		return "the Pokémon it is attached to"
	}
	return "the Pokémon it is attached to, if that is " + orList(c.ToolFor) + ","
}

// describeToolMod says what a Trainer card's damage modifier does, naming the Pokémon a Tool
// limited to some names works on.
func describeToolMod(m engine.Modifier, c *engine.Card) string {
	if c.Trainer == engine.Tool && len(c.ToolFor) > 0 {
		return modWords(m, toolHolder(c))
	}
	return describeMod(m, c.Trainer)
}

func orList(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " or " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

func joinTypes(ts []engine.Type) string {
	var s []string
	for _, t := range ts {
		s = append(s, t.String())
	}
	return strings.Join(s, " and ")
}

// describeReactLasting says what an effect that answers damage does.
func describeReactLasting(l engine.Lasting, when, who string) string {
	return fmt.Sprintf("%s, if an attack damages %s (even if that Knocks it Out): %s", when, who, reactOps(l.Ops))
}

// describeReactOp says what the ops for reactions, extra turns and healing by Energy do.
func describeReactOp(o engine.Op, who string) string {
	switch o.Kind {
	case engine.OpExtraTurn:
		return "take another turn after this one, with no between-turns step before it."
	case engine.OpCureOne:
		return fmt.Sprintf("remove one Special Condition of your choice from %s.", who)
	case engine.OpPeekTop:
		if o.N <= 1 {
			return "from your deck, look at the top card (nothing else happens)."
		}
		return fmt.Sprintf("from your deck, look at the top %d cards (nothing else happens).", o.N)
	case engine.OpTakePrizes:
		return fmt.Sprintf("put %d of your Prize cards into your hand (they are face down: the first ones); taking your last Prize card wins the game.", max(o.N, 1))
	case engine.OpWinLostZone:
		return fmt.Sprintf("you win the game; this can be done only while at least %d of your opponent's Pokémon are in the Lost Zone.", o.N)
	case engine.OpHealEnergized:
		energy := "any Energy"
		if o.Type != engine.Colorless {
			energy = "any " + o.Type.String() + " Energy"
		}
		if o.Who == engine.WhoChosenOwn {
			return fmt.Sprintf("remove %d damage from the chosen Pokémon of yours, which must have %s attached.", o.Amount, energy)
		}
		return fmt.Sprintf("remove %d damage from %s with %s attached.", o.Amount, who, energy)
	}
	return o.Kind.String() + "."
}

// toolFields reads a Tool's on_damaged ops, tool_type and tool_for.
func (p *cardParser) toolFields(n *yaml.Node, r *rawCard, c *engine.Card) {
	if len(r.OnDamaged) == 0 && r.ToolType == "" && len(r.ToolFor) == 0 {
		return
	}
	if c.Trainer != engine.Tool {
		p.bad(n.Line, "%s: on_damaged, tool_type and tool_for belong to a Pokémon Tool", c.Name)
	}
	c.OnDamaged = p.ops(child(n, "on_damaged"), r.OnDamaged)
	if r.ToolType != "" {
		c.ToolType = []engine.Type{p.typ(at(n, "tool_type"), r.ToolType)}
	}
	for i, name := range r.ToolFor {
		if strings.TrimSpace(name) == "" {
			p.bad(item(n, "tool_for", i).Line, "%s: tool_for lists Pokémon names", c.Name)
		}
		c.ToolFor = append(c.ToolFor, name)
	}
	if len(c.ToolFor) > 0 && len(c.Stats) > 0 {
		p.bad(at(n, "tool_for"), "%s: tool_for limits mods, on_damaged and tool_type; a Tool with stats works on any Pokémon", c.Name)
	}
}

// reactOp checks the reaction ops and reads a react-damaged effect's ops.
func (p *cardParser) reactOp(n *yaml.Node, r *rawOp, o *engine.Op) {
	switch o.Kind {
	case engine.OpExtraTurn:
		if !p.inAttack {
			p.bad(n.Line, "op %s belongs in an attack", o.Kind)
		}
	case engine.OpCureOne:
		if !p.play || (o.Who != engine.WhoOwnActive && o.Who != engine.WhoSelf && o.Who != engine.WhoDefault) {
			p.bad(n.Line, "op cure-one belongs in a Trainer card's play, for your Active Pokémon (who: own-active)")
		}
	case engine.OpWinLostZone:
		if !p.inStadiumOps || o.N <= 0 {
			p.bad(n.Line, "op win-lost-zone belongs in a Stadium's stadium_ops, with n: the Pokémon the opponent must have in the Lost Zone")
		}
	case engine.OpHealEnergized:
		if o.Amount <= 0 {
			p.bad(n.Line, "op heal-energized needs amount: the damage it removes")
		}
		if o.Who != engine.WhoChosenOwn && o.Who != engine.WhoEachOwn {
			p.bad(n.Line, "op heal-energized heals who: chosen-own (the chosen Pokémon must have that Energy) or each-own")
		}
	}
	if r.Lasting == nil {
		return
	}
	ln := child(n, "lasting")
	isReact := o.Lasting.Kind == engine.LastingReactDamaged
	if isReact != (len(r.Lasting.Ops) > 0) {
		p.bad(ln.Line, "lasting: ops say what kind react-damaged does, and only there")
	}
	if isReact {
		// The ops run during the opponent's turn, for this card's player: not in an attack.
		in := p.inAttack
		p.inAttack = false
		o.Lasting.Ops = p.ops(child(ln, "ops"), r.Lasting.Ops)
		p.inAttack = in
	}
}

// toolFieldsData adds a Tool's tool_type and tool_for to its primitives as data.
func toolFieldsData(f map[string]any, c *engine.Card) {
	if c.PlayTogether > 0 {
		f["play_together"] = c.PlayTogether
	}
	if len(c.ToolType) > 0 {
		f["tool_type"] = c.ToolType[0].String()
	}
	if len(c.ToolFor) > 0 {
		f["tool_for"] = c.ToolFor
	}
}

// stadiumOps reads what a Stadium lets each player do once during each of their turns.
func (p *cardParser) stadiumOps(n *yaml.Node, r *rawCard, c *engine.Card) {
	if len(r.StadiumOps) == 0 {
		return
	}
	if c.Trainer != engine.Stadium {
		p.bad(at(n, "stadium_ops"), "%s: stadium_ops belong to a Stadium", c.Name)
	}
	p.inStadiumOps = true
	c.StadiumOps = p.ops(child(n, "stadium_ops"), r.StadiumOps)
	p.inStadiumOps = false
}

// describeStadiumOps says what a Stadium lets each player do.
func describeStadiumOps(ops []engine.Op) string {
	if len(ops) == 0 {
		return ""
	}
	return "Once during each of their turns, each player may use this Stadium for themselves (\"you\" is that player): " + lowerFirst(describeOps(ops, false))
}

// together reads how many copies of an Item may be played at once and what that does.
func (p *cardParser) together(n *yaml.Node, r *rawCard, c *engine.Card) {
	if r.PlayTogether == 0 && len(r.TogetherPlay) == 0 {
		return
	}
	if c.Trainer != engine.Item {
		p.bad(at(n, "play_together"), "%s: play_together belongs to an Item", c.Name)
	}
	if r.PlayTogether < 2 || len(r.TogetherPlay) == 0 {
		p.bad(at(n, "play_together"), "%s: play_together (2 or more copies) and together_play (what playing them does) go together", c.Name)
	}
	c.PlayTogether = r.PlayTogether
	c.TogetherPlay = p.ops(child(n, "together_play"), r.TogetherPlay)
}

// describeTogether says what playing several copies of an Item at once does.
func describeTogether(c *engine.Card) string {
	if c.PlayTogether < 2 {
		return ""
	}
	return fmt.Sprintf("Instead of one, exactly %d copies of this card may be played at once; then, once for all of them: %s",
		c.PlayTogether, lowerFirst(describeOps(c.TogetherPlay, false)))
}
