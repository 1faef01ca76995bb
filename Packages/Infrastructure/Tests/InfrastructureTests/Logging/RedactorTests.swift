import Testing

@testable import Infrastructure

struct RedactorTests {
    static func stub(names: Set<String> = ["apikey", "token"], secrets: [String] = ["0123456789abcdef"])
        -> Redactor
    {
        Redactor(queryParameterNames: names, secrets: secrets)
    }

    @Test func queryParameterValuesAreReplacedWhereverTheyAppear() {
        let text =
            "GET https://api.example.com/data?page=1&apikey=k3y&size=2 and /search?q=Paris&APIKEY=other#top "
            + "then ?token=abc;apikey=x \"apikey=quoted\" apikey=bare"

        #expect(
            Self.stub(secrets: []).redact(text)
                == "GET https://api.example.com/data?page=1&apikey=REDACTED&size=2 and /search?q=Paris&APIKEY=REDACTED#top "
                + "then ?token=REDACTED;apikey=REDACTED \"apikey=REDACTED\" apikey=REDACTED")
    }

    @Test func similarNamesAndValuesAreLeftAlone() {
        let text = "https://x.example/?myapikey=1&apikey_old=2&q=apikey"

        #expect(Self.stub(secrets: []).redact(text) == text)
    }

    @Test func secretsAreReplacedEverywhereAlsoPercentEncoded() {
        let redactor = Self.stub(names: [], secrets: ["s3cr3t key/+", "0123456789abcdef"])

        let text =
            "key 0123456789abcdef, again 0123456789abcdef; encoded s3cr3t%20key%2F%2B and raw s3cr3t key/+"

        #expect(
            redactor.redact(text)
                == "key REDACTED, again REDACTED; encoded REDACTED and raw REDACTED")
    }

    @Test func shortSecretsAreIgnored() {
        let redactor = Self.stub(names: [], secrets: ["", "a", "abc"])

        #expect(redactor.redact("a cabbage abc") == "a cabbage abc")
    }

    @Test func nothingToRedactLeavesTextUnchanged() {
        let text = "plain text with ? & = signs"

        #expect(Redactor(queryParameterNames: [], secrets: []).redact(text) == text)
    }

    @Test func parameterNamesWithPatternCharactersAreTakenLiterally() {
        let redactor = Self.stub(names: ["a.b", "c+d"], secrets: [])

        #expect(redactor.redact("?a.b=1&axb=2&c+d=3") == "?a.b=REDACTED&axb=2&c+d=REDACTED")
    }

    @Test func textAroundARedactedValueKeepsItsNonASCIICharacters() {
        #expect(Self.stub(secrets: []).redact("café?apikey=x&ü=1") == "café?apikey=REDACTED&ü=1")
        #expect(Self.stub(secrets: []).redact("東京?apikey=日本&q=é") == "東京?apikey=REDACTED&q=é")
    }

    @Test func aParameterAtTheVeryEndIsRedacted() {
        let redactor = Self.stub(secrets: [])

        #expect(
            redactor.redact("https://x.example/?q=1&apikey=abc") == "https://x.example/?q=1&apikey=REDACTED")
        #expect(redactor.redact("?token=") == "?token=REDACTED")
        #expect(redactor.redact("?q=1&apikey") == "?q=1&apikey")
    }

    @Test func aNameThatBeginsAnotherNameMatchesOnlyItself() {
        let redactor = Self.stub(names: ["key", "keys"], secrets: [])

        #expect(redactor.redact("?keys=1&key=2") == "?keys=REDACTED&key=REDACTED")
        #expect(redactor.redact("?keyset=1&monkey=2") == "?keyset=1&monkey=2")
    }

    @Test func aNonASCIISecretIsReplacedRawAndPercentEncoded() {
        let redactor = Self.stub(names: [], secrets: ["clé-secrète"])

        let text = "raw clé-secrète, query cl%C3%A9-secr%C3%A8te, strict cl%C3%A9%2Dsecr%C3%A8te."

        #expect(redactor.redact(text) == "raw REDACTED, query REDACTED, strict REDACTED.")
    }

    @Test func percentEncodingUsesUppercaseHexDigits() {
        let redactor = Self.stub(names: [], secrets: ["a/b c+d=e"])

        let text = "[a%2Fb%20c%2Bd%3De] [a/b%20c+d=e] [a/b c+d=e]"

        #expect(redactor.redact(text) == "[REDACTED] [REDACTED] [REDACTED]")
    }

    @Test(arguments: [
        (
            "GET https://ann:pa55@mirror.example/v1/forecast?x=1",
            "GET https://REDACTED@mirror.example/v1/forecast?x=1"
        ),
        ("https://ann@mirror.example:8443", "https://REDACTED@mirror.example:8443"),
        (
            "\"http://a:p@ss@127.0.0.1:80/\" and https://plain.example/a@b",
            "\"http://REDACTED@127.0.0.1:80/\" and https://plain.example/a@b"
        ),
        ("mailto:ann@example.com https://example.com", "mailto:ann@example.com https://example.com"),
    ])
    func theCredentialsOfEveryURLAreReplaced(text: String, redacted: String) {
        #expect(Redactor.withoutCredentials(text) == redacted)
        #expect(Redactor(queryParameterNames: [], secrets: []).redact(text) == redacted)
    }
}
