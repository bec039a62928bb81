// swift-tools-version: 6.1
import PackageDescription

// One target per layer, each depending only on the layers below it, so a dependency that
// points back up does not compile (docs/ARCHITECTURE.md):
//
//   DocumentTree ← ParleyText ← ParleyCatalog ← ParleyMatching ← ParleyDialogue ← ParleyTranscript, ParleyLint, ParleyCoverage
//   ParleyMatching ← ParleyEvaluation
//   ParleyCatalog ← ParleyImport ← parley-project (reads iOS projects; run by parley)
//   ParleyText ← ParleyConsole (terminal output, for the programs)
//   ParleyTranscript, ParleyCoverage ← ParleyFrontEnd (what parley and parley-studio share)
//   ParleyFrontEnd ← parley-studio (the designers' page; run by parley)
//   everything else ← parley (the command line)
let package = Package(
    name: "Parley",
    // macOS 14: Hummingbird 2, the studio's HTTP server, needs it.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "parley", targets: ["parley"]),
        // Run by parley for `parley import` and `parley lint --project`; install it beside parley.
        .executable(name: "parley-project", targets: ["parley-project"]),
        // Run by parley for `parley studio` (the designers' page); install it beside parley.
        .executable(name: "parley-studio", targets: ["parley-studio"]),
        // For another package's tests: load catalogs, run transcripts, measure coverage
        // (examples/TranscriptsInSwiftTest shows how).
        .library(
            name: "ParleyKit",
            targets: ["ParleyText", "ParleyCatalog", "ParleyMatching", "ParleyDialogue", "ParleyTranscript", "ParleyCoverage"]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The Swift parser `parley import` reads iOS projects with; 603 matches the Swift 6.3 toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The HTTP server of `parley studio`; only parley-studio links it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // libyaml, the C YAML parser, from the system (docs/DECISIONS.md).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The one YAML tree Parley reads catalogs, vocabularies and project files into: nodes
        // with their positions, composed from libyaml's events, and the compact bytes in which
        // the build embeds the locale vocabularies.
        .target(name: "DocumentTree", dependencies: ["CYAML"]),
        // Words and text: normalizing, number words, edit distance, the locale vocabularies,
        // source positions and diagnostics, atomic files, JSON.
        .target(
            name: "ParleyText",
            dependencies: ["DocumentTree"],
            exclude: ["Vocabulary/Locales", "SiriAI/availability.yaml", "SiriAI/Domains"],
            plugins: ["EmbedVocabularies"]
        ),
        // Embeds Sources/ParleyText/Vocabulary/Locales/*.yaml (one file per locale) and Siri AI's
        // data (SiriAI/) into ParleyText as document trees, so the program parses no YAML for
        // them at run time.
        .plugin(name: "EmbedVocabularies", capability: .buildTool(), dependencies: ["VocabularyEmbedder"]),
        .executableTarget(name: "VocabularyEmbedder", dependencies: ["DocumentTree"]),
        // The catalog model, its YAML loader and its validator.
        .target(name: "ParleyCatalog", dependencies: ["ParleyText"]),
        // Writes the catalog cache's coding from the model's `CacheCoded` structs with
        // swift-syntax, so a field is declared once (docs/ARCHITECTURE.md). Its output is
        // committed (`CacheCoding.generated.swift`) and checked by CacheCodingGenerationTests:
        // building Parley never builds swift-syntax.
        .target(
            name: "CacheCodingGeneration",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "generate-cache-coding", dependencies: ["CacheCodingGeneration"]),
        // The compiled phrase index and the matcher.
        .target(name: "ParleyMatching", dependencies: ["ParleyCatalog", "CStemmer"]),
        // libstemmer, the Snowball stemmers, from the system: the word endings of about thirty
        // languages (docs/MATCHING.md).
        .systemLibrary(
            name: "CStemmer",
            providers: [.apt(["libstemmer-dev"]), .brew(["snowball"])]
        ),
        // The dialogue state machine, answers, rendering, help, settings and the session.
        .target(name: "ParleyDialogue", dependencies: ["ParleyMatching"]),
        // Transcript files: parsing, running, diffs, updating and reports.
        .target(name: "ParleyTranscript", dependencies: ["ParleyDialogue"]),
        // What transcripts reached of the catalog, and each intent's dialogue as a graph.
        .target(name: "ParleyCoverage", dependencies: ["ParleyDialogue"]),
        // Phonemes and speech from espeak-ng, opened at run time (docs/SPEECH.md).
        .target(name: "ParleySpeech", dependencies: ["ParleyText"]),
        // Catalog checks, one rule per file.
        .target(name: "ParleyLint", dependencies: ["ParleyDialogue", "ParleySpeech"]),
        // The labelled matching corpus and the generated benchmark catalog.
        .target(name: "ParleyEvaluation", dependencies: ["ParleyMatching", "ParleySpeech"]),
        // `parley import`: reads an iOS project (Swift sources, string tables, property lists,
        // project files) into catalogs. Beside the engine, not in it: only the catalog model.
        .target(
            name: "ParleyImport",
            dependencies: [
                "ParleyCatalog",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Writing to the terminal: colour, buffered output, diagnostics with their source line.
        .target(name: "ParleyConsole", dependencies: ["ParleyText"]),
        // The part of Parley that reads iOS projects (`parley import`, `parley lint --project`):
        // a program of its own, run by `parley`, so that `parley` does not link swift-syntax,
        // whose protocol conformances slowed every command's start (docs/DECISIONS.md).
        .executableTarget(name: "parley-project", dependencies: ["ParleyImport", "ParleyConsole"]),
        // readline's pkg-config file only adds -D flags that SwiftPM rejects; the module map links it.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // What both front ends share: the REPL's `:` commands, Graphviz, the HTML test report.
        .target(name: "ParleyFrontEnd", dependencies: ["ParleyTranscript", "ParleyCoverage", "ParleySpeech"]),
        // `parley studio`: the designers' page, served on loopback (docs/STUDIO.md). A program
        // of its own, so that `parley` neither builds nor links the HTTP server.
        .executableTarget(
            name: "parley-studio",
            dependencies: [
                "ParleyFrontEnd", "ParleyLint", "ParleyConsole",
                .product(name: "Hummingbird", package: "hummingbird"),
                // Its HTTP/1 channel's idle timeout and the cap on connections at once.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "parley",
            dependencies: [
                "ParleyFrontEnd", "ParleyTranscript", "ParleyLint", "ParleyEvaluation", "ParleyCoverage", "ParleyConsole",
                "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded generators, mutators, the bundled catalog and scratch folders shared by the tests.
        .target(
            name: "ParleyTestSupport",
            dependencies: ["ParleyMatching"],
            path: "Tests/ParleyTestSupport"
        ),
        // One test target per module, named after it; RobustnessTests fuzzes them all at once.
        // Yams is only a yardstick: DocumentTree's composer must report what Yams reports.
        .testTarget(
            name: "DocumentTreeTests",
            dependencies: ["DocumentTree", "ParleyTestSupport", .product(name: "Yams", package: "Yams")]
        ),
        // The normalizer's and vocabulary's tests read the sections only the dialogue uses.
        .testTarget(name: "ParleyTextTests", dependencies: ["ParleyDialogue", "ParleyTranscript", "ParleyTestSupport"]),
        .testTarget(name: "ParleyCatalogTests", dependencies: ["ParleyMatching", "ParleyTestSupport"]),
        .testTarget(name: "ParleyMatchingTests", dependencies: ["ParleyMatching", "ParleyTestSupport"]),
        .testTarget(name: "ParleyDialogueTests", dependencies: ["ParleyDialogue", "ParleyTestSupport"]),
        .testTarget(name: "ParleyTranscriptTests", dependencies: ["ParleyTranscript", "ParleyTestSupport"]),
        .testTarget(name: "ParleyCoverageTests", dependencies: ["ParleyCoverage", "ParleyTranscript", "ParleyTestSupport"]),
        .testTarget(name: "ParleyLintTests", dependencies: ["ParleyLint", "ParleyTestSupport"]),
        .testTarget(name: "ParleyEvaluationTests", dependencies: ["ParleyEvaluation", "ParleyTestSupport"]),
        // The SiriEvaluations round trip exports with ParleyTranscript and imports with ParleyImport.
        .testTarget(
            name: "ParleyImportTests",
            dependencies: [
                "ParleyImport", "ParleyTranscript", "ParleyTestSupport",
                // The exported scenarios must parse without a diagnostic.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ParleyFrontEndTests", dependencies: ["ParleyFrontEnd", "ParleyTestSupport"]),
        .testTarget(name: "ParleySpeechTests", dependencies: ["ParleySpeech", "ParleyTestSupport"]),
        .testTarget(name: "ParleyConsoleTests", dependencies: ["ParleyConsole"]),
        .testTarget(name: "CacheCodingGenerationTests", dependencies: ["CacheCodingGeneration"]),
        .testTarget(name: "parley-studioTests", dependencies: ["parley-studio", "ParleyTestSupport"]),
        .testTarget(
            name: "RobustnessTests",
            dependencies: ["ParleyTranscript", "ParleyLint", "ParleyTestSupport"]
        ),
        .testTarget(
            name: "parleyTests",
            dependencies: ["parley", "parley-project", "parley-studio", "ParleyTestSupport"],
            // Expected outputs and the files that produce them, read from the source tree.
            exclude: ["Snapshots", "Fixtures"]
        ),
    ]
)

// The libFuzzer targets (Fuzz/README.md, `scripts/libfuzz`), declared only when asked for:
// libFuzzer brings its own `main`, so the program links only with `-sanitize=fuzzer`.
// Parley's libraries are instrumented for coverage; the build's own tools are not.
if Context.environment["PARLEY_LIBFUZZER"] != nil {
    for target in package.targets where target.type == .regular && target.name.hasPrefix("Parley") {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
    }
    package.targets.append(.target(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"))
    package.targets.append(.executableTarget(
        name: "parley-fuzz",
        dependencies: ["ParleyTranscript", "ParleyLint", "ParleyImport", "CLibFuzzer"],
        path: "Fuzz/Sources",
        swiftSettings: [.unsafeFlags(["-parse-as-library", "-sanitize=fuzzer"])],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
    ))
}

// The release build's start-up flags (`-no-pie`, metadata accessors) are passed by
// scripts/release, not set here: a package with unsafe flags cannot be depended on by version.
