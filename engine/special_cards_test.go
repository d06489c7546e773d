package engine

// Cards for the special kinds of card the rulebooks describe: Fossil Trainer cards, Restored
// Pokémon, Pokémon BREAK, Pokémon LV.X, Technical Machines, ACE SPEC cards, and Trainers that
// devolve or move Energy.
//
// Unidentified Fossil and Cranidos are real (sm5-134, sm5-64: numbers from
// /work/shared/carddata). No set in the card data holds the other kinds, so those cards are
// made up for the tests: their IDs start with "fixture-" and their numbers are invented. Their
// behaviour is written as engine primitives, like every card here.

var (
	// sm5-134: an Item played as a 60-HP Basic Colorless Pokémon that prints two rules of its
	// own: it cannot retreat, and its owner may discard it from play during their turn.
	unidentifiedFossil = &Card{ID: "sm5-134", Name: "Unidentified Fossil", Category: TrainerCard, Trainer: Item,
		PlaysAsBasic: true, HP: 60, Types: []Type{Colorless}, Printed: PrintedNoRetreat | PrintedDiscardFromPlay}
	cranidos = &Card{ID: "sm5-64", Name: "Cranidos", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Unidentified Fossil",
		HP: 90, Types: []Type{Fighting}, Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Corkscrew Punch", Cost: []Type{Fighting}, Damage: 30},
			{Name: "Headstrike", Cost: []Type{Fighting, Fighting}, Damage: 50}}}

	// A Fossil Trainer card of the hgss kind and the Stage 1 that evolves from it.
	clawFossil = &Card{ID: "fixture-claw-fossil", Name: "Claw Fossil", Category: TrainerCard, Trainer: Item,
		PlaysAsBasic: true, HP: 60, Types: []Type{Colorless}, RetreatCost: 1}
	anorith = &Card{ID: "fixture-anorith", Name: "Anorith", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Claw Fossil",
		HP: 80, Types: []Type{Fighting}, Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Scratch", Cost: []Type{Colorless}, Damage: 20}}}

	// A Restored Pokémon, the fossil Item that alone puts it on the Bench, and its Stage 1.
	archen = &Card{ID: "fixture-archen", Name: "Archen", Category: PokemonCard, Stage: Restored, RestoredBy: "Plume Fossil",
		HP: 80, Types: []Type{Fighting}, Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Peck", Cost: []Type{Colorless}, Damage: 20}}}
	plumeFossil = &Card{ID: "fixture-plume-fossil", Name: "Plume Fossil", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpBenchRestored, N: 1}}}
	plumeFossilFromHand = &Card{ID: "fixture-plume-fossil-hand", Name: "Plume Fossil", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpBenchRestored, N: 1, FromHand: true}}}
	archeops = &Card{ID: "fixture-archeops", Name: "Archeops", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Archen",
		HP: 110, Types: []Type{Fighting}, Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Wing Attack", Cost: []Type{Colorless, Colorless, Colorless}, Damage: 60}}}

	// A Pokémon BREAK: its own Weakness and Retreat Cost differ from Charjabug's on purpose, so
	// a test can tell which card's numbers are in force.
	charjabugBreak = &Card{ID: "fixture-charjabug-break", Name: "Charjabug BREAK", Category: PokemonCard, Stage: BreakStage,
		EvolvesFrom: "Charjabug", HP: 130, Types: []Type{Water}, Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Break Spark", Cost: []Type{Lightning, Colorless, Colorless}, Damage: 80}},
		Powers: []Power{{Name: "Static Field", Kind: Ability, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpDraw, N: 1}}}}}

	// A Pokémon LV.X for Magmar, and one whose own numbers differ from its Pokémon's.
	magmarLVX = &Card{ID: "fixture-magmar-lvx", Name: "Magmar LV.X", Category: PokemonCard, Stage: LevelUp,
		HP: 100, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Flame Burst", Cost: []Type{Fire, Colorless, Colorless}, Damage: 60}},
		Powers: []Power{{Name: "Heat Up", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpDraw, N: 1}}}}}

	// A Technical Machine: the Pokémon it is attached to may use Ember.
	tmEmber = &Card{ID: "fixture-tm-ember", Name: "Technical Machine: Ember", Category: TrainerCard, Trainer: TechnicalMachine,
		Attacks: []Attack{{Name: "Ember", Cost: []Type{Colorless, Colorless}, Damage: 30}}}

	// Trainers that devolve one of your Pokémon (its top card to your hand) and move a basic
	// Energy from a Benched Pokémon to the Active Pokémon.
	devolutionSpray = &Card{ID: "fixture-devolution-spray", Name: "Devolution Spray", Category: TrainerCard, Trainer: Item,
		ChooseOwn: ChoosePokemon, Play: []Op{{Kind: OpDevolve, Who: WhoChosenOwn, Dest: ToHand}}}
	energySwitch = &Card{ID: "fixture-energy-switch", Name: "Energy Switch", Category: TrainerCard, Trainer: Item,
		ChooseOwn: ChooseBenched, Play: []Op{{Kind: OpMoveEnergy, Who: WhoChosenOwn, To: WhoOwnActive, N: 1,
			Filter: Filter{BasicEnergy: true}}}}

	// ACE SPEC Items.
	computerSearch = &Card{ID: "fixture-computer-search", Name: "Computer Search", Category: TrainerCard, Trainer: Item,
		Tags: TagAceSpec, Play: []Op{{Kind: OpSearch, N: 1, Filter: Filter{AnyCategory: true}, Dest: ToHand}}}
	masterBall = &Card{ID: "fixture-master-ball", Name: "Master Ball", Category: TrainerCard, Trainer: Item,
		Tags: TagAceSpec, Play: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToHand}}}

	// Pokémon ☆ cards (hgss era).
	starA = &Card{ID: "fixture-star-a", Name: "Rayquaza ☆", Category: PokemonCard, Stage: Basic, Tags: TagStar, HP: 100,
		Types: []Type{Colorless}}
	starB = &Card{ID: "fixture-star-b", Name: "Gyarados ☆", Category: PokemonCard, Stage: Basic, Tags: TagStar, HP: 100,
		Types: []Type{Water}}

	// Names with marks the name rules deal with.
	klinklang       = &Card{ID: "fixture-klinklang", Name: "Klinklang", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Klang", HP: 130}
	plasmaKlinklang = &Card{ID: "fixture-plasma-klinklang", Name: "Team Plasma Klinklang", Category: PokemonCard, Stage: Stage2,
		EvolvesFrom: "Klang", HP: 130}
	flygon      = &Card{ID: "fixture-flygon", Name: "Flygon", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Vibrava", HP: 130}
	flygonDelta = &Card{ID: "fixture-flygon-delta", Name: "Flygon δ", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Vibrava", HP: 130}
	// A second Prism Star card with Giratina ◇'s name, and one with another name.
	giratinaPrism2 = &Card{ID: "fixture-giratina-prism", Name: "Giratina ◇", Category: PokemonCard, Stage: Basic, Tags: TagPrismStar,
		HP: 160, Types: []Type{Psychic}}
	cyrusPrism = &Card{ID: "fixture-cyrus-prism", Name: "Cyrus ◇", Category: TrainerCard, Trainer: Supporter, Tags: TagPrismStar}
)
