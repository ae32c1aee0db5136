format("shortG");
fmt = format;
fmt.NumericFormat
fmt.LineSpacing
format
