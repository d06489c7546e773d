package handlers

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/views"
)

// MaxDiscordBody bounds an interaction's body. Discord's slash-command payloads are a few
// kilobytes; anything larger is refused before its signature is checked.
const MaxDiscordBody = 64 << 10

// Interaction and response types of Discord's interactions API.
const (
	discordPing           = 1
	discordCommand        = 2
	discordPong           = 1
	discordMessage        = 4  // CHANNEL_MESSAGE_WITH_SOURCE
	discordEphemeral      = 64 // message flag: only the user who asked sees it
	discordEmbedColor     = 0xC62828
	discordMaxDescription = 4096
	discordMaxTitle       = 256
)

var (
	// errDiscordOff answers 404: the endpoint does not exist until it is set up.
	errDiscordOff = NotFound("Discord interactions are not set up on this server: start rulesd with --discord-public-key or RULESD_DISCORD_PUBLIC_KEY set to the application's public key.")
	// errBadSignature answers 401, as Discord requires of a request it did not sign.
	errBadSignature = echo.NewHTTPError(http.StatusUnauthorized, "invalid request signature")
	// errStale answers 401 for a signed request whose time is not now: a replay.
	errStale = echo.NewHTTPError(http.StatusUnauthorized, fmt.Sprintf("the request's signed timestamp is not a number of seconds within %v of the server's clock", discordSkew))
)

// discordSkew is how far a signed timestamp may be from the server's clock: Discord sends
// each interaction at once, so an older one is a replay, and a later one a forgery or a
// clock gone wrong.
const discordSkew = 5 * time.Minute

// interaction is the part of a Discord interaction rulesd reads.
type interaction struct {
	Type int `json:"type"`
	Data struct {
		Name    string `json:"name"`
		Options []struct {
			Name  string          `json:"name"`
			Value json.RawMessage `json:"value"`
		} `json:"options"`
	} `json:"data"`
}

// option is a string option of the command, or "".
func (in *interaction) option(name string) string {
	for _, o := range in.Data.Options {
		var v string
		if o.Name == name && json.Unmarshal(o.Value, &v) == nil {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// DiscordResponse is the answer to an interaction.
type DiscordResponse struct {
	Type int                  `json:"type"`
	Data *DiscordResponseData `json:"data,omitempty"`
}

// DiscordResponseData is the message posted: an embed, or a short note only the asker sees.
type DiscordResponseData struct {
	Content         string         `json:"content,omitempty"`
	Embeds          []DiscordEmbed `json:"embeds,omitempty"`
	Flags           int            `json:"flags,omitempty"`
	AllowedMentions struct {
		Parse []string `json:"parse"`
	} `json:"allowed_mentions"`
}

// DiscordEmbed is the answer as Discord shows it: the title linking the permalink, the
// paragraph, and the era.
type DiscordEmbed struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	URL         string `json:"url"`
	Color       int    `json:"color"`
	Footer      struct {
		Text string `json:"text"`
	} `json:"footer"`
}

// ParseDiscordPublicKey reads an application's public key as the Discord developer portal
// shows it: 64 hexadecimal digits.
func ParseDiscordPublicKey(s string) (ed25519.PublicKey, error) {
	b, err := hex.DecodeString(strings.TrimSpace(s))
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, errors.New("the Discord public key must be 64 hexadecimal digits, as the developer portal shows it")
	}
	return ed25519.PublicKey(b), nil
}

// discordInteraction is POST /discord/interactions: Discord's PING, and the slash commands
// /rule, /ruling and /card. Every request must carry Discord's Ed25519 signature over the
// timestamp and the body.
func (s *site) discordInteraction(c echo.Context) error {
	if len(s.discordKey) != ed25519.PublicKeySize {
		return errDiscordOff
	}
	body, err := readBody(c, MaxDiscordBody, "the interaction is larger than 64 KiB")
	if err != nil {
		return err
	}
	if !verifyDiscord(s.discordKey, c.Request().Header, body) {
		return errBadSignature
	}
	if !freshDiscord(c.Request().Header.Get("X-Signature-Timestamp"), s.now()) {
		return errStale
	}
	var in interaction
	if err := json.NewDecoder(bytes.NewReader(body)).Decode(&in); err != nil {
		return &BadRequest{Msg: "the interaction is not JSON: " + err.Error()}
	}
	switch in.Type {
	case discordPing:
		return c.JSON(http.StatusOK, DiscordResponse{Type: discordPong})
	case discordCommand:
		return c.JSON(http.StatusOK, s.discordCommand(c, &in))
	}
	return &BadRequest{Msg: "interaction type " + strconv.Itoa(in.Type) + " is not handled: rulesd answers pings (1) and slash commands (2)"}
}

// verifyDiscord checks the signature Discord puts on every request.
func verifyDiscord(key ed25519.PublicKey, h http.Header, body []byte) bool {
	sig, err := hex.DecodeString(h.Get("X-Signature-Ed25519"))
	ts := h.Get("X-Signature-Timestamp")
	if err != nil || len(sig) != ed25519.SignatureSize || ts == "" {
		return false
	}
	return ed25519.Verify(key, append([]byte(ts), body...), sig)
}

// freshDiscord reports whether a signed timestamp (seconds since 1970, as Discord sends it)
// is within discordSkew of now.
func freshDiscord(ts string, now time.Time) bool {
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return false
	}
	d := now.Sub(time.Unix(sec, 0))
	return d <= discordSkew && d >= -discordSkew
}

// discordCommand answers one slash command with an embed, or with a note only the asker sees
// when there is nothing to show.
func (s *site) discordCommand(c echo.Context, in *interaction) DiscordResponse {
	era := strings.ToLower(in.option("era"))
	if era != "" {
		if _, ok := content.LookupEra(era); !ok {
			return discordNote("Unknown era " + era + ". Eras: " + strings.Join(content.EraIDs(), ", ") + ".")
		}
	}
	var (
		text, kind string
		kinds      []string
	)
	switch in.Data.Name {
	case "rule":
		text, kinds = in.option("question"), ruleKinds
	case "ruling":
		text, kind, kinds = in.option("question"), index.KindRuling, rulingKinds
	case "card":
		text = in.option("name")
		if !slices.Contains(index.Kinds, "card") {
			return discordNote("No card found for “" + text + "”: this server has no cards to search.")
		}
		kind, kinds = "card", []string{"card"}
	default:
		return discordNote("Unknown command /" + in.Data.Name + ". rulesd answers /rule, /ruling and /card.")
	}
	if text == "" {
		return discordNote("Ask a question, for example /rule question: can I attack on my first turn")
	}
	a, err := s.bestAnswer(c.Request().Context(), s.base(c), text, era, kind, kinds)
	switch {
	case errors.Is(err, ErrNotFound) && in.Data.Name == "card":
		return discordNote("No card found for “" + text + "”.")
	case err != nil:
		var bad *BadRequest
		if errors.Is(err, ErrNotFound) || errors.Is(err, index.ErrBadQuery) || errors.As(err, &bad) {
			return discordNote(err.Error())
		}
		s.log.Error("discord command", "command", in.Data.Name, "err", err)
		return discordNote("rulesd could not answer just now. Try again, or search the site.")
	}
	e := DiscordEmbed{Title: clipRunes(a.Title, discordMaxTitle), URL: a.URL, Color: discordEmbedColor}
	e.Description = clipRunes(a.Text, min(MaxAnswerChars, discordMaxDescription))
	e.Footer.Text = strings.Join(eraNames(a.Eras), " · ")
	if a.Anchor != "" {
		e.Footer.Text += " · " + a.Anchor
	}
	if a.EraFromQuery != "" {
		e.Footer.Text += " · era read from the question"
	}
	d := &DiscordResponseData{Embeds: []DiscordEmbed{e}}
	d.AllowedMentions.Parse = []string{}
	return DiscordResponse{Type: discordMessage, Data: d}
}

func eraNames(ids []string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = views.EraName(id)
	}
	return out
}

// discordNote is a message only the user who asked sees.
func discordNote(msg string) DiscordResponse {
	d := &DiscordResponseData{Content: msg, Flags: discordEphemeral}
	d.AllowedMentions.Parse = []string{}
	return DiscordResponse{Type: discordMessage, Data: d}
}
