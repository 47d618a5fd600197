var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x2) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x2, {
  get: (a2, b2) => (typeof require !== "undefined" ? require : a2)[b2]
}) : x2)(function(x2) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x2 + '" is not supported');
});
var __commonJS = (cb, mod3) => function __require2() {
  try {
    return mod3 || (0, cb[__getOwnPropNames(cb)[0]])((mod3 = { exports: {} }).exports, mod3), mod3.exports;
  } catch (e) {
    throw mod3 = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod3, isNodeMode, target) => (target = mod3 != null ? __create(__getProtoOf(mod3)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod3 || !mod3.__esModule ? __defProp(target, "default", { value: mod3, enumerable: true }) : target,
  mod3
));

// node_modules/@msgpack/msgpack/dist.cjs/utils/utf8.cjs
var require_utf8 = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/utf8.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.utf8Count = utf8Count;
    exports.utf8EncodeJs = utf8EncodeJs;
    exports.utf8EncodeTE = utf8EncodeTE;
    exports.utf8Encode = utf8Encode;
    exports.utf8DecodeJs = utf8DecodeJs;
    exports.utf8DecodeTD = utf8DecodeTD;
    exports.utf8Decode = utf8Decode;
    function utf8Count(str) {
      const strLength = str.length;
      let byteLength = 0;
      let pos = 0;
      while (pos < strLength) {
        let value = str.charCodeAt(pos++);
        if ((value & 4294967168) === 0) {
          byteLength++;
          continue;
        } else if ((value & 4294965248) === 0) {
          byteLength += 2;
        } else {
          if (value >= 55296 && value <= 56319) {
            if (pos < strLength) {
              const extra = str.charCodeAt(pos);
              if ((extra & 64512) === 56320) {
                ++pos;
                value = ((value & 1023) << 10) + (extra & 1023) + 65536;
              }
            }
          }
          if ((value & 4294901760) === 0) {
            byteLength += 3;
          } else {
            byteLength += 4;
          }
        }
      }
      return byteLength;
    }
    function utf8EncodeJs(str, output, outputOffset) {
      const strLength = str.length;
      let offset = outputOffset;
      let pos = 0;
      while (pos < strLength) {
        let value = str.charCodeAt(pos++);
        if ((value & 4294967168) === 0) {
          output[offset++] = value;
          continue;
        } else if ((value & 4294965248) === 0) {
          output[offset++] = value >> 6 & 31 | 192;
        } else {
          if (value >= 55296 && value <= 56319) {
            if (pos < strLength) {
              const extra = str.charCodeAt(pos);
              if ((extra & 64512) === 56320) {
                ++pos;
                value = ((value & 1023) << 10) + (extra & 1023) + 65536;
              }
            }
          }
          if ((value & 4294901760) === 0) {
            output[offset++] = value >> 12 & 15 | 224;
            output[offset++] = value >> 6 & 63 | 128;
          } else {
            output[offset++] = value >> 18 & 7 | 240;
            output[offset++] = value >> 12 & 63 | 128;
            output[offset++] = value >> 6 & 63 | 128;
          }
        }
        output[offset++] = value & 63 | 128;
      }
    }
    var sharedTextEncoder = new TextEncoder();
    var TEXT_ENCODER_THRESHOLD = 50;
    function utf8EncodeTE(str, output, outputOffset) {
      sharedTextEncoder.encodeInto(str, output.subarray(outputOffset));
    }
    function utf8Encode(str, output, outputOffset) {
      if (str.length > TEXT_ENCODER_THRESHOLD) {
        utf8EncodeTE(str, output, outputOffset);
      } else {
        utf8EncodeJs(str, output, outputOffset);
      }
    }
    var CHUNK_SIZE = 4096;
    function utf8DecodeJs(bytes, inputOffset, byteLength) {
      let offset = inputOffset;
      const end = offset + byteLength;
      const units = [];
      let result = "";
      while (offset < end) {
        const byte1 = bytes[offset++];
        if ((byte1 & 128) === 0) {
          units.push(byte1);
        } else if ((byte1 & 224) === 192) {
          const byte2 = bytes[offset++] & 63;
          units.push((byte1 & 31) << 6 | byte2);
        } else if ((byte1 & 240) === 224) {
          const byte2 = bytes[offset++] & 63;
          const byte3 = bytes[offset++] & 63;
          units.push((byte1 & 31) << 12 | byte2 << 6 | byte3);
        } else if ((byte1 & 248) === 240) {
          const byte2 = bytes[offset++] & 63;
          const byte3 = bytes[offset++] & 63;
          const byte4 = bytes[offset++] & 63;
          let unit = (byte1 & 7) << 18 | byte2 << 12 | byte3 << 6 | byte4;
          if (unit > 65535) {
            unit -= 65536;
            units.push(unit >>> 10 & 1023 | 55296);
            unit = 56320 | unit & 1023;
          }
          units.push(unit);
        } else {
          units.push(byte1);
        }
        if (units.length >= CHUNK_SIZE) {
          result += String.fromCharCode(...units);
          units.length = 0;
        }
      }
      if (units.length > 0) {
        result += String.fromCharCode(...units);
      }
      return result;
    }
    var sharedTextDecoder = new TextDecoder();
    var TEXT_DECODER_THRESHOLD = 200;
    function utf8DecodeTD(bytes, inputOffset, byteLength) {
      const stringBytes = bytes.subarray(inputOffset, inputOffset + byteLength);
      return sharedTextDecoder.decode(stringBytes);
    }
    function utf8Decode(bytes, inputOffset, byteLength) {
      if (byteLength > TEXT_DECODER_THRESHOLD) {
        return utf8DecodeTD(bytes, inputOffset, byteLength);
      } else {
        return utf8DecodeJs(bytes, inputOffset, byteLength);
      }
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/ExtData.cjs
var require_ExtData = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/ExtData.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ExtData = void 0;
    var ExtData = class {
      type;
      data;
      constructor(type, data) {
        this.type = type;
        this.data = data;
      }
    };
    exports.ExtData = ExtData;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/DecodeError.cjs
var require_DecodeError = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/DecodeError.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DecodeError = void 0;
    var DecodeError = class _DecodeError extends Error {
      constructor(message) {
        super(message);
        const proto = Object.create(_DecodeError.prototype);
        Object.setPrototypeOf(this, proto);
        Object.defineProperty(this, "name", {
          configurable: true,
          enumerable: false,
          value: _DecodeError.name
        });
      }
    };
    exports.DecodeError = DecodeError;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/int.cjs
var require_int = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/int.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.UINT32_MAX = void 0;
    exports.setUint64 = setUint64;
    exports.setInt64 = setInt64;
    exports.getInt64 = getInt64;
    exports.getUint64 = getUint64;
    exports.UINT32_MAX = 4294967295;
    function setUint64(view, offset, value) {
      const high = value / 4294967296;
      const low = value;
      view.setUint32(offset, high);
      view.setUint32(offset + 4, low);
    }
    function setInt64(view, offset, value) {
      const high = Math.floor(value / 4294967296);
      const low = value;
      view.setUint32(offset, high);
      view.setUint32(offset + 4, low);
    }
    function getInt64(view, offset) {
      const high = view.getInt32(offset);
      const low = view.getUint32(offset + 4);
      return high * 4294967296 + low;
    }
    function getUint64(view, offset) {
      const high = view.getUint32(offset);
      const low = view.getUint32(offset + 4);
      return high * 4294967296 + low;
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/timestamp.cjs
var require_timestamp = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/timestamp.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.timestampExtension = exports.EXT_TIMESTAMP = void 0;
    exports.encodeTimeSpecToTimestamp = encodeTimeSpecToTimestamp;
    exports.encodeDateToTimeSpec = encodeDateToTimeSpec;
    exports.encodeTimestampExtension = encodeTimestampExtension;
    exports.decodeTimestampToTimeSpec = decodeTimestampToTimeSpec;
    exports.decodeTimestampExtension = decodeTimestampExtension;
    var DecodeError_ts_1 = require_DecodeError();
    var int_ts_1 = require_int();
    exports.EXT_TIMESTAMP = -1;
    var TIMESTAMP32_MAX_SEC = 4294967296 - 1;
    var TIMESTAMP64_MAX_SEC = 17179869184 - 1;
    function encodeTimeSpecToTimestamp({ sec, nsec }) {
      if (sec >= 0 && nsec >= 0 && sec <= TIMESTAMP64_MAX_SEC) {
        if (nsec === 0 && sec <= TIMESTAMP32_MAX_SEC) {
          const rv = new Uint8Array(4);
          const view = new DataView(rv.buffer);
          view.setUint32(0, sec);
          return rv;
        } else {
          const secHigh = sec / 4294967296;
          const secLow = sec & 4294967295;
          const rv = new Uint8Array(8);
          const view = new DataView(rv.buffer);
          view.setUint32(0, nsec << 2 | secHigh & 3);
          view.setUint32(4, secLow);
          return rv;
        }
      } else {
        const rv = new Uint8Array(12);
        const view = new DataView(rv.buffer);
        view.setUint32(0, nsec);
        (0, int_ts_1.setInt64)(view, 4, sec);
        return rv;
      }
    }
    function encodeDateToTimeSpec(date) {
      const msec = date.getTime();
      const sec = Math.floor(msec / 1e3);
      const nsec = (msec - sec * 1e3) * 1e6;
      const nsecInSec = Math.floor(nsec / 1e9);
      return {
        sec: sec + nsecInSec,
        nsec: nsec - nsecInSec * 1e9
      };
    }
    function encodeTimestampExtension(object) {
      if (object instanceof Date) {
        const timeSpec = encodeDateToTimeSpec(object);
        return encodeTimeSpecToTimestamp(timeSpec);
      } else {
        return null;
      }
    }
    function decodeTimestampToTimeSpec(data) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      switch (data.byteLength) {
        case 4: {
          const sec = view.getUint32(0);
          const nsec = 0;
          return { sec, nsec };
        }
        case 8: {
          const nsec30AndSecHigh2 = view.getUint32(0);
          const secLow32 = view.getUint32(4);
          const sec = (nsec30AndSecHigh2 & 3) * 4294967296 + secLow32;
          const nsec = nsec30AndSecHigh2 >>> 2;
          return { sec, nsec };
        }
        case 12: {
          const sec = (0, int_ts_1.getInt64)(view, 4);
          const nsec = view.getUint32(0);
          return { sec, nsec };
        }
        default:
          throw new DecodeError_ts_1.DecodeError(`Unrecognized data size for timestamp (expected 4, 8, or 12): ${data.length}`);
      }
    }
    function decodeTimestampExtension(data) {
      const timeSpec = decodeTimestampToTimeSpec(data);
      return new Date(timeSpec.sec * 1e3 + timeSpec.nsec / 1e6);
    }
    exports.timestampExtension = {
      type: exports.EXT_TIMESTAMP,
      encode: encodeTimestampExtension,
      decode: decodeTimestampExtension
    };
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/ExtensionCodec.cjs
var require_ExtensionCodec = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/ExtensionCodec.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ExtensionCodec = void 0;
    var ExtData_ts_1 = require_ExtData();
    var timestamp_ts_1 = require_timestamp();
    var ExtensionCodec = class _ExtensionCodec {
      static defaultCodec = new _ExtensionCodec();
      // ensures ExtensionCodecType<X> matches ExtensionCodec<X>
      // this will make type errors a lot more clear
      // eslint-disable-next-line @typescript-eslint/naming-convention
      __brand;
      // built-in extensions
      builtInEncoders = [];
      builtInDecoders = [];
      // custom extensions
      encoders = [];
      decoders = [];
      constructor() {
        this.register(timestamp_ts_1.timestampExtension);
      }
      register({ type, encode: encode2, decode: decode2 }) {
        if (type >= 0) {
          this.encoders[type] = encode2;
          this.decoders[type] = decode2;
        } else {
          const index = -1 - type;
          this.builtInEncoders[index] = encode2;
          this.builtInDecoders[index] = decode2;
        }
      }
      tryToEncode(object, context2) {
        for (let i2 = 0; i2 < this.builtInEncoders.length; i2++) {
          const encodeExt = this.builtInEncoders[i2];
          if (encodeExt != null) {
            const data = encodeExt(object, context2);
            if (data != null) {
              const type = -1 - i2;
              return new ExtData_ts_1.ExtData(type, data);
            }
          }
        }
        for (let i2 = 0; i2 < this.encoders.length; i2++) {
          const encodeExt = this.encoders[i2];
          if (encodeExt != null) {
            const data = encodeExt(object, context2);
            if (data != null) {
              const type = i2;
              return new ExtData_ts_1.ExtData(type, data);
            }
          }
        }
        if (object instanceof ExtData_ts_1.ExtData) {
          return object;
        }
        return null;
      }
      decode(data, type, context2) {
        const decodeExt = type < 0 ? this.builtInDecoders[-1 - type] : this.decoders[type];
        if (decodeExt) {
          return decodeExt(data, type, context2);
        } else {
          return new ExtData_ts_1.ExtData(type, data);
        }
      }
    };
    exports.ExtensionCodec = ExtensionCodec;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/typedArrays.cjs
var require_typedArrays = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/typedArrays.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ensureUint8Array = ensureUint8Array;
    function isArrayBufferLike(buffer) {
      return buffer instanceof ArrayBuffer || typeof SharedArrayBuffer !== "undefined" && buffer instanceof SharedArrayBuffer;
    }
    function ensureUint8Array(buffer) {
      if (buffer instanceof Uint8Array) {
        return buffer;
      } else if (ArrayBuffer.isView(buffer)) {
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } else if (isArrayBufferLike(buffer)) {
        return new Uint8Array(buffer);
      } else {
        return Uint8Array.from(buffer);
      }
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/Encoder.cjs
var require_Encoder = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/Encoder.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Encoder = exports.DEFAULT_INITIAL_BUFFER_SIZE = exports.DEFAULT_MAX_DEPTH = void 0;
    var utf8_ts_1 = require_utf8();
    var ExtensionCodec_ts_1 = require_ExtensionCodec();
    var int_ts_1 = require_int();
    var typedArrays_ts_1 = require_typedArrays();
    exports.DEFAULT_MAX_DEPTH = 100;
    exports.DEFAULT_INITIAL_BUFFER_SIZE = 2048;
    var Encoder2 = class _Encoder {
      extensionCodec;
      context;
      useBigInt64;
      maxDepth;
      initialBufferSize;
      sortKeys;
      forceFloat32;
      ignoreUndefined;
      forceIntegerToFloat;
      pos;
      view;
      bytes;
      entered = false;
      constructor(options2) {
        this.extensionCodec = options2?.extensionCodec ?? ExtensionCodec_ts_1.ExtensionCodec.defaultCodec;
        this.context = options2?.context;
        this.useBigInt64 = options2?.useBigInt64 ?? false;
        this.maxDepth = options2?.maxDepth ?? exports.DEFAULT_MAX_DEPTH;
        this.initialBufferSize = options2?.initialBufferSize ?? exports.DEFAULT_INITIAL_BUFFER_SIZE;
        this.sortKeys = options2?.sortKeys ?? false;
        this.forceFloat32 = options2?.forceFloat32 ?? false;
        this.ignoreUndefined = options2?.ignoreUndefined ?? false;
        this.forceIntegerToFloat = options2?.forceIntegerToFloat ?? false;
        this.pos = 0;
        this.view = new DataView(new ArrayBuffer(this.initialBufferSize));
        this.bytes = new Uint8Array(this.view.buffer);
      }
      clone() {
        return new _Encoder({
          extensionCodec: this.extensionCodec,
          context: this.context,
          useBigInt64: this.useBigInt64,
          maxDepth: this.maxDepth,
          initialBufferSize: this.initialBufferSize,
          sortKeys: this.sortKeys,
          forceFloat32: this.forceFloat32,
          ignoreUndefined: this.ignoreUndefined,
          forceIntegerToFloat: this.forceIntegerToFloat
        });
      }
      reinitializeState() {
        this.pos = 0;
      }
      /**
       * This is almost equivalent to {@link Encoder#encode}, but it returns an reference of the encoder's internal buffer and thus much faster than {@link Encoder#encode}.
       *
       * @returns Encodes the object and returns a shared reference the encoder's internal buffer.
       */
      encodeSharedRef(object) {
        if (this.entered) {
          const instance = this.clone();
          return instance.encodeSharedRef(object);
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.doEncode(object, 1);
          return this.bytes.subarray(0, this.pos);
        } finally {
          this.entered = false;
        }
      }
      /**
       * @returns Encodes the object and returns a copy of the encoder's internal buffer.
       */
      encode(object) {
        if (this.entered) {
          const instance = this.clone();
          return instance.encode(object);
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.doEncode(object, 1);
          return this.bytes.slice(0, this.pos);
        } finally {
          this.entered = false;
        }
      }
      doEncode(object, depth) {
        if (depth > this.maxDepth) {
          throw new Error(`Too deep objects in depth ${depth}`);
        }
        if (object == null) {
          this.encodeNil();
        } else if (typeof object === "boolean") {
          this.encodeBoolean(object);
        } else if (typeof object === "number") {
          if (!this.forceIntegerToFloat) {
            this.encodeNumber(object);
          } else {
            this.encodeNumberAsFloat(object);
          }
        } else if (typeof object === "string") {
          this.encodeString(object);
        } else if (this.useBigInt64 && typeof object === "bigint") {
          this.encodeBigInt64(object);
        } else {
          this.encodeObject(object, depth);
        }
      }
      ensureBufferSizeToWrite(sizeToWrite) {
        const requiredSize = this.pos + sizeToWrite;
        if (this.view.byteLength < requiredSize) {
          this.resizeBuffer(requiredSize * 2);
        }
      }
      resizeBuffer(newSize) {
        const newBuffer = new ArrayBuffer(newSize);
        const newBytes = new Uint8Array(newBuffer);
        const newView = new DataView(newBuffer);
        newBytes.set(this.bytes);
        this.view = newView;
        this.bytes = newBytes;
      }
      encodeNil() {
        this.writeU8(192);
      }
      encodeBoolean(object) {
        if (object === false) {
          this.writeU8(194);
        } else {
          this.writeU8(195);
        }
      }
      encodeNumber(object) {
        if (!this.forceIntegerToFloat && Number.isSafeInteger(object)) {
          if (object >= 0) {
            if (object < 128) {
              this.writeU8(object);
            } else if (object < 256) {
              this.writeU8(204);
              this.writeU8(object);
            } else if (object < 65536) {
              this.writeU8(205);
              this.writeU16(object);
            } else if (object < 4294967296) {
              this.writeU8(206);
              this.writeU32(object);
            } else if (!this.useBigInt64) {
              this.writeU8(207);
              this.writeU64(object);
            } else {
              this.encodeNumberAsFloat(object);
            }
          } else {
            if (object >= -32) {
              this.writeU8(224 | object + 32);
            } else if (object >= -128) {
              this.writeU8(208);
              this.writeI8(object);
            } else if (object >= -32768) {
              this.writeU8(209);
              this.writeI16(object);
            } else if (object >= -2147483648) {
              this.writeU8(210);
              this.writeI32(object);
            } else if (!this.useBigInt64) {
              this.writeU8(211);
              this.writeI64(object);
            } else {
              this.encodeNumberAsFloat(object);
            }
          }
        } else {
          this.encodeNumberAsFloat(object);
        }
      }
      encodeNumberAsFloat(object) {
        if (this.forceFloat32) {
          this.writeU8(202);
          this.writeF32(object);
        } else {
          this.writeU8(203);
          this.writeF64(object);
        }
      }
      encodeBigInt64(object) {
        if (object >= BigInt(0)) {
          this.writeU8(207);
          this.writeBigUint64(object);
        } else {
          this.writeU8(211);
          this.writeBigInt64(object);
        }
      }
      writeStringHeader(byteLength) {
        if (byteLength < 32) {
          this.writeU8(160 + byteLength);
        } else if (byteLength < 256) {
          this.writeU8(217);
          this.writeU8(byteLength);
        } else if (byteLength < 65536) {
          this.writeU8(218);
          this.writeU16(byteLength);
        } else if (byteLength < 4294967296) {
          this.writeU8(219);
          this.writeU32(byteLength);
        } else {
          throw new Error(`Too long string: ${byteLength} bytes in UTF-8`);
        }
      }
      encodeString(object) {
        const maxHeaderSize = 1 + 4;
        const byteLength = (0, utf8_ts_1.utf8Count)(object);
        this.ensureBufferSizeToWrite(maxHeaderSize + byteLength);
        this.writeStringHeader(byteLength);
        (0, utf8_ts_1.utf8Encode)(object, this.bytes, this.pos);
        this.pos += byteLength;
      }
      encodeObject(object, depth) {
        const ext = this.extensionCodec.tryToEncode(object, this.context);
        if (ext != null) {
          this.encodeExtension(ext);
        } else if (Array.isArray(object)) {
          this.encodeArray(object, depth);
        } else if (ArrayBuffer.isView(object)) {
          this.encodeBinary(object);
        } else if (typeof object === "object") {
          this.encodeMap(object, depth);
        } else {
          throw new Error(`Unrecognized object: ${Object.prototype.toString.apply(object)}`);
        }
      }
      encodeBinary(object) {
        const size = object.byteLength;
        if (size < 256) {
          this.writeU8(196);
          this.writeU8(size);
        } else if (size < 65536) {
          this.writeU8(197);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(198);
          this.writeU32(size);
        } else {
          throw new Error(`Too large binary: ${size}`);
        }
        const bytes = (0, typedArrays_ts_1.ensureUint8Array)(object);
        this.writeU8a(bytes);
      }
      encodeArray(object, depth) {
        const size = object.length;
        if (size < 16) {
          this.writeU8(144 + size);
        } else if (size < 65536) {
          this.writeU8(220);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(221);
          this.writeU32(size);
        } else {
          throw new Error(`Too large array: ${size}`);
        }
        for (const item of object) {
          this.doEncode(item, depth + 1);
        }
      }
      countWithoutUndefined(object, keys) {
        let count = 0;
        for (const key of keys) {
          if (object[key] !== void 0) {
            count++;
          }
        }
        return count;
      }
      encodeMap(object, depth) {
        const keys = Object.keys(object);
        if (this.sortKeys) {
          keys.sort();
        }
        const size = this.ignoreUndefined ? this.countWithoutUndefined(object, keys) : keys.length;
        if (size < 16) {
          this.writeU8(128 + size);
        } else if (size < 65536) {
          this.writeU8(222);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(223);
          this.writeU32(size);
        } else {
          throw new Error(`Too large map object: ${size}`);
        }
        for (const key of keys) {
          const value = object[key];
          if (!(this.ignoreUndefined && value === void 0)) {
            this.encodeString(key);
            this.doEncode(value, depth + 1);
          }
        }
      }
      encodeExtension(ext) {
        if (typeof ext.data === "function") {
          const data = ext.data(this.pos + 6);
          const size2 = data.length;
          if (size2 >= 4294967296) {
            throw new Error(`Too large extension object: ${size2}`);
          }
          this.writeU8(201);
          this.writeU32(size2);
          this.writeI8(ext.type);
          this.writeU8a(data);
          return;
        }
        const size = ext.data.length;
        if (size === 1) {
          this.writeU8(212);
        } else if (size === 2) {
          this.writeU8(213);
        } else if (size === 4) {
          this.writeU8(214);
        } else if (size === 8) {
          this.writeU8(215);
        } else if (size === 16) {
          this.writeU8(216);
        } else if (size < 256) {
          this.writeU8(199);
          this.writeU8(size);
        } else if (size < 65536) {
          this.writeU8(200);
          this.writeU16(size);
        } else if (size < 4294967296) {
          this.writeU8(201);
          this.writeU32(size);
        } else {
          throw new Error(`Too large extension object: ${size}`);
        }
        this.writeI8(ext.type);
        this.writeU8a(ext.data);
      }
      writeU8(value) {
        this.ensureBufferSizeToWrite(1);
        this.view.setUint8(this.pos, value);
        this.pos++;
      }
      writeU8a(values) {
        const size = values.length;
        this.ensureBufferSizeToWrite(size);
        this.bytes.set(values, this.pos);
        this.pos += size;
      }
      writeI8(value) {
        this.ensureBufferSizeToWrite(1);
        this.view.setInt8(this.pos, value);
        this.pos++;
      }
      writeU16(value) {
        this.ensureBufferSizeToWrite(2);
        this.view.setUint16(this.pos, value);
        this.pos += 2;
      }
      writeI16(value) {
        this.ensureBufferSizeToWrite(2);
        this.view.setInt16(this.pos, value);
        this.pos += 2;
      }
      writeU32(value) {
        this.ensureBufferSizeToWrite(4);
        this.view.setUint32(this.pos, value);
        this.pos += 4;
      }
      writeI32(value) {
        this.ensureBufferSizeToWrite(4);
        this.view.setInt32(this.pos, value);
        this.pos += 4;
      }
      writeF32(value) {
        this.ensureBufferSizeToWrite(4);
        this.view.setFloat32(this.pos, value);
        this.pos += 4;
      }
      writeF64(value) {
        this.ensureBufferSizeToWrite(8);
        this.view.setFloat64(this.pos, value);
        this.pos += 8;
      }
      writeU64(value) {
        this.ensureBufferSizeToWrite(8);
        (0, int_ts_1.setUint64)(this.view, this.pos, value);
        this.pos += 8;
      }
      writeI64(value) {
        this.ensureBufferSizeToWrite(8);
        (0, int_ts_1.setInt64)(this.view, this.pos, value);
        this.pos += 8;
      }
      writeBigUint64(value) {
        this.ensureBufferSizeToWrite(8);
        this.view.setBigUint64(this.pos, value);
        this.pos += 8;
      }
      writeBigInt64(value) {
        this.ensureBufferSizeToWrite(8);
        this.view.setBigInt64(this.pos, value);
        this.pos += 8;
      }
    };
    exports.Encoder = Encoder2;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/encode.cjs
var require_encode = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/encode.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.encode = encode2;
    var Encoder_ts_1 = require_Encoder();
    function encode2(value, options2) {
      const encoder2 = new Encoder_ts_1.Encoder(options2);
      return encoder2.encodeSharedRef(value);
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/prettyByte.cjs
var require_prettyByte = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/prettyByte.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.prettyByte = prettyByte;
    function prettyByte(byte) {
      return `${byte < 0 ? "-" : ""}0x${Math.abs(byte).toString(16).padStart(2, "0")}`;
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/CachedKeyDecoder.cjs
var require_CachedKeyDecoder = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/CachedKeyDecoder.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CachedKeyDecoder = void 0;
    var utf8_ts_1 = require_utf8();
    var DEFAULT_MAX_KEY_LENGTH = 16;
    var DEFAULT_MAX_LENGTH_PER_KEY = 16;
    var CachedKeyDecoder = class {
      hit = 0;
      miss = 0;
      caches;
      maxKeyLength;
      maxLengthPerKey;
      constructor(maxKeyLength = DEFAULT_MAX_KEY_LENGTH, maxLengthPerKey = DEFAULT_MAX_LENGTH_PER_KEY) {
        this.maxKeyLength = maxKeyLength;
        this.maxLengthPerKey = maxLengthPerKey;
        this.caches = [];
        for (let i2 = 0; i2 < this.maxKeyLength; i2++) {
          this.caches.push([]);
        }
      }
      canBeCached(byteLength) {
        return byteLength > 0 && byteLength <= this.maxKeyLength;
      }
      find(bytes, inputOffset, byteLength) {
        const records = this.caches[byteLength - 1];
        FIND_CHUNK: for (const record of records) {
          const recordBytes = record.bytes;
          for (let j2 = 0; j2 < byteLength; j2++) {
            if (recordBytes[j2] !== bytes[inputOffset + j2]) {
              continue FIND_CHUNK;
            }
          }
          return record.str;
        }
        return null;
      }
      store(bytes, value) {
        const records = this.caches[bytes.length - 1];
        const record = { bytes, str: value };
        if (records.length >= this.maxLengthPerKey) {
          records[Math.random() * records.length | 0] = record;
        } else {
          records.push(record);
        }
      }
      decode(bytes, inputOffset, byteLength) {
        const cachedValue = this.find(bytes, inputOffset, byteLength);
        if (cachedValue != null) {
          this.hit++;
          return cachedValue;
        }
        this.miss++;
        const str = (0, utf8_ts_1.utf8DecodeJs)(bytes, inputOffset, byteLength);
        const slicedCopyOfBytes = Uint8Array.prototype.slice.call(bytes, inputOffset, inputOffset + byteLength);
        this.store(slicedCopyOfBytes, str);
        return str;
      }
    };
    exports.CachedKeyDecoder = CachedKeyDecoder;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/Decoder.cjs
var require_Decoder = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/Decoder.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Decoder = void 0;
    var prettyByte_ts_1 = require_prettyByte();
    var ExtensionCodec_ts_1 = require_ExtensionCodec();
    var int_ts_1 = require_int();
    var utf8_ts_1 = require_utf8();
    var typedArrays_ts_1 = require_typedArrays();
    var CachedKeyDecoder_ts_1 = require_CachedKeyDecoder();
    var DecodeError_ts_1 = require_DecodeError();
    var STATE_ARRAY = "array";
    var STATE_MAP_KEY = "map_key";
    var STATE_MAP_VALUE = "map_value";
    var mapKeyConverter = (key) => {
      if (typeof key === "string" || typeof key === "number") {
        return key;
      }
      throw new DecodeError_ts_1.DecodeError("The type of key must be string or number but " + typeof key);
    };
    var StackPool = class {
      stack = [];
      stackHeadPosition = -1;
      get length() {
        return this.stackHeadPosition + 1;
      }
      top() {
        return this.stack[this.stackHeadPosition];
      }
      pushArrayState(size) {
        const state = this.getUninitializedStateFromPool();
        state.type = STATE_ARRAY;
        state.position = 0;
        state.size = size;
        state.array = new Array(size);
      }
      pushMapState(size) {
        const state = this.getUninitializedStateFromPool();
        state.type = STATE_MAP_KEY;
        state.readCount = 0;
        state.size = size;
        state.map = {};
      }
      getUninitializedStateFromPool() {
        this.stackHeadPosition++;
        if (this.stackHeadPosition === this.stack.length) {
          const partialState = {
            type: void 0,
            size: 0,
            array: void 0,
            position: 0,
            readCount: 0,
            map: void 0,
            key: null
          };
          this.stack.push(partialState);
        }
        return this.stack[this.stackHeadPosition];
      }
      release(state) {
        const topStackState = this.stack[this.stackHeadPosition];
        if (topStackState !== state) {
          throw new Error("Invalid stack state. Released state is not on top of the stack.");
        }
        if (state.type === STATE_ARRAY) {
          const partialState = state;
          partialState.size = 0;
          partialState.array = void 0;
          partialState.position = 0;
          partialState.type = void 0;
        }
        if (state.type === STATE_MAP_KEY || state.type === STATE_MAP_VALUE) {
          const partialState = state;
          partialState.size = 0;
          partialState.map = void 0;
          partialState.readCount = 0;
          partialState.type = void 0;
        }
        this.stackHeadPosition--;
      }
      reset() {
        this.stack.length = 0;
        this.stackHeadPosition = -1;
      }
    };
    var HEAD_BYTE_REQUIRED = -1;
    var EMPTY_VIEW = new DataView(new ArrayBuffer(0));
    var EMPTY_BYTES = new Uint8Array(EMPTY_VIEW.buffer);
    try {
      EMPTY_VIEW.getInt8(0);
    } catch (e) {
      if (!(e instanceof RangeError)) {
        throw new Error("This module is not supported in the current JavaScript engine because DataView does not throw RangeError on out-of-bounds access");
      }
    }
    var MORE_DATA = new RangeError("Insufficient data");
    var sharedCachedKeyDecoder = new CachedKeyDecoder_ts_1.CachedKeyDecoder();
    var Decoder2 = class _Decoder {
      extensionCodec;
      context;
      useBigInt64;
      rawStrings;
      maxStrLength;
      maxBinLength;
      maxArrayLength;
      maxMapLength;
      maxExtLength;
      keyDecoder;
      mapKeyConverter;
      totalPos = 0;
      pos = 0;
      view = EMPTY_VIEW;
      bytes = EMPTY_BYTES;
      headByte = HEAD_BYTE_REQUIRED;
      stack = new StackPool();
      entered = false;
      constructor(options2) {
        this.extensionCodec = options2?.extensionCodec ?? ExtensionCodec_ts_1.ExtensionCodec.defaultCodec;
        this.context = options2?.context;
        this.useBigInt64 = options2?.useBigInt64 ?? false;
        this.rawStrings = options2?.rawStrings ?? false;
        this.maxStrLength = options2?.maxStrLength ?? int_ts_1.UINT32_MAX;
        this.maxBinLength = options2?.maxBinLength ?? int_ts_1.UINT32_MAX;
        this.maxArrayLength = options2?.maxArrayLength ?? int_ts_1.UINT32_MAX;
        this.maxMapLength = options2?.maxMapLength ?? int_ts_1.UINT32_MAX;
        this.maxExtLength = options2?.maxExtLength ?? int_ts_1.UINT32_MAX;
        this.keyDecoder = options2?.keyDecoder !== void 0 ? options2.keyDecoder : sharedCachedKeyDecoder;
        this.mapKeyConverter = options2?.mapKeyConverter ?? mapKeyConverter;
      }
      clone() {
        return new _Decoder({
          extensionCodec: this.extensionCodec,
          context: this.context,
          useBigInt64: this.useBigInt64,
          rawStrings: this.rawStrings,
          maxStrLength: this.maxStrLength,
          maxBinLength: this.maxBinLength,
          maxArrayLength: this.maxArrayLength,
          maxMapLength: this.maxMapLength,
          maxExtLength: this.maxExtLength,
          keyDecoder: this.keyDecoder
        });
      }
      reinitializeState() {
        this.totalPos = 0;
        this.headByte = HEAD_BYTE_REQUIRED;
        this.stack.reset();
      }
      setBuffer(buffer) {
        const bytes = (0, typedArrays_ts_1.ensureUint8Array)(buffer);
        this.bytes = bytes;
        this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        this.pos = 0;
      }
      appendBuffer(buffer) {
        if (this.headByte === HEAD_BYTE_REQUIRED && !this.hasRemaining(1)) {
          this.setBuffer(buffer);
        } else {
          const remainingData = this.bytes.subarray(this.pos);
          const newData = (0, typedArrays_ts_1.ensureUint8Array)(buffer);
          const newBuffer = new Uint8Array(remainingData.length + newData.length);
          newBuffer.set(remainingData);
          newBuffer.set(newData, remainingData.length);
          this.setBuffer(newBuffer);
        }
      }
      hasRemaining(size) {
        return this.view.byteLength - this.pos >= size;
      }
      createExtraByteError(posToShow) {
        const { view, pos } = this;
        return new RangeError(`Extra ${view.byteLength - pos} of ${view.byteLength} byte(s) found at buffer[${posToShow}]`);
      }
      /**
       * @throws {@link DecodeError}
       * @throws {@link RangeError}
       */
      decode(buffer) {
        if (this.entered) {
          const instance = this.clone();
          return instance.decode(buffer);
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.setBuffer(buffer);
          const object = this.doDecodeSync();
          if (this.hasRemaining(1)) {
            throw this.createExtraByteError(this.pos);
          }
          return object;
        } finally {
          this.entered = false;
        }
      }
      *decodeMulti(buffer) {
        if (this.entered) {
          const instance = this.clone();
          yield* instance.decodeMulti(buffer);
          return;
        }
        try {
          this.entered = true;
          this.reinitializeState();
          this.setBuffer(buffer);
          while (this.hasRemaining(1)) {
            yield this.doDecodeSync();
          }
        } finally {
          this.entered = false;
        }
      }
      async decodeAsync(stream) {
        if (this.entered) {
          const instance = this.clone();
          return instance.decodeAsync(stream);
        }
        try {
          this.entered = true;
          let decoded = false;
          let object;
          for await (const buffer of stream) {
            if (decoded) {
              this.entered = false;
              throw this.createExtraByteError(this.totalPos);
            }
            this.appendBuffer(buffer);
            try {
              object = this.doDecodeSync();
              decoded = true;
            } catch (e) {
              if (!(e instanceof RangeError)) {
                throw e;
              }
            }
            this.totalPos += this.pos;
          }
          if (decoded) {
            if (this.hasRemaining(1)) {
              throw this.createExtraByteError(this.totalPos);
            }
            return object;
          }
          const { headByte, pos, totalPos } = this;
          throw new RangeError(`Insufficient data in parsing ${(0, prettyByte_ts_1.prettyByte)(headByte)} at ${totalPos} (${pos} in the current buffer)`);
        } finally {
          this.entered = false;
        }
      }
      decodeArrayStream(stream) {
        return this.decodeMultiAsync(stream, true);
      }
      decodeStream(stream) {
        return this.decodeMultiAsync(stream, false);
      }
      async *decodeMultiAsync(stream, isArray) {
        if (this.entered) {
          const instance = this.clone();
          yield* instance.decodeMultiAsync(stream, isArray);
          return;
        }
        try {
          this.entered = true;
          let isArrayHeaderRequired = isArray;
          let arrayItemsLeft = -1;
          for await (const buffer of stream) {
            if (isArray && arrayItemsLeft === 0) {
              throw this.createExtraByteError(this.totalPos);
            }
            this.appendBuffer(buffer);
            if (isArrayHeaderRequired) {
              arrayItemsLeft = this.readArraySize();
              isArrayHeaderRequired = false;
              this.complete();
            }
            try {
              while (true) {
                yield this.doDecodeSync();
                if (--arrayItemsLeft === 0) {
                  break;
                }
              }
            } catch (e) {
              if (!(e instanceof RangeError)) {
                throw e;
              }
            }
            this.totalPos += this.pos;
          }
        } finally {
          this.entered = false;
        }
      }
      doDecodeSync() {
        DECODE: while (true) {
          const headByte = this.readHeadByte();
          let object;
          if (headByte >= 224) {
            object = headByte - 256;
          } else if (headByte < 192) {
            if (headByte < 128) {
              object = headByte;
            } else if (headByte < 144) {
              const size = headByte - 128;
              if (size !== 0) {
                this.pushMapState(size);
                this.complete();
                continue DECODE;
              } else {
                object = {};
              }
            } else if (headByte < 160) {
              const size = headByte - 144;
              if (size !== 0) {
                this.pushArrayState(size);
                this.complete();
                continue DECODE;
              } else {
                object = [];
              }
            } else {
              const byteLength = headByte - 160;
              object = this.decodeString(byteLength, 0);
            }
          } else if (headByte === 192) {
            object = null;
          } else if (headByte === 194) {
            object = false;
          } else if (headByte === 195) {
            object = true;
          } else if (headByte === 202) {
            object = this.readF32();
          } else if (headByte === 203) {
            object = this.readF64();
          } else if (headByte === 204) {
            object = this.readU8();
          } else if (headByte === 205) {
            object = this.readU16();
          } else if (headByte === 206) {
            object = this.readU32();
          } else if (headByte === 207) {
            if (this.useBigInt64) {
              object = this.readU64AsBigInt();
            } else {
              object = this.readU64();
            }
          } else if (headByte === 208) {
            object = this.readI8();
          } else if (headByte === 209) {
            object = this.readI16();
          } else if (headByte === 210) {
            object = this.readI32();
          } else if (headByte === 211) {
            if (this.useBigInt64) {
              object = this.readI64AsBigInt();
            } else {
              object = this.readI64();
            }
          } else if (headByte === 217) {
            const byteLength = this.lookU8();
            object = this.decodeString(byteLength, 1);
          } else if (headByte === 218) {
            const byteLength = this.lookU16();
            object = this.decodeString(byteLength, 2);
          } else if (headByte === 219) {
            const byteLength = this.lookU32();
            object = this.decodeString(byteLength, 4);
          } else if (headByte === 220) {
            const size = this.readU16();
            if (size !== 0) {
              this.pushArrayState(size);
              this.complete();
              continue DECODE;
            } else {
              object = [];
            }
          } else if (headByte === 221) {
            const size = this.readU32();
            if (size !== 0) {
              this.pushArrayState(size);
              this.complete();
              continue DECODE;
            } else {
              object = [];
            }
          } else if (headByte === 222) {
            const size = this.readU16();
            if (size !== 0) {
              this.pushMapState(size);
              this.complete();
              continue DECODE;
            } else {
              object = {};
            }
          } else if (headByte === 223) {
            const size = this.readU32();
            if (size !== 0) {
              this.pushMapState(size);
              this.complete();
              continue DECODE;
            } else {
              object = {};
            }
          } else if (headByte === 196) {
            const size = this.lookU8();
            object = this.decodeBinary(size, 1);
          } else if (headByte === 197) {
            const size = this.lookU16();
            object = this.decodeBinary(size, 2);
          } else if (headByte === 198) {
            const size = this.lookU32();
            object = this.decodeBinary(size, 4);
          } else if (headByte === 212) {
            object = this.decodeExtension(1, 0);
          } else if (headByte === 213) {
            object = this.decodeExtension(2, 0);
          } else if (headByte === 214) {
            object = this.decodeExtension(4, 0);
          } else if (headByte === 215) {
            object = this.decodeExtension(8, 0);
          } else if (headByte === 216) {
            object = this.decodeExtension(16, 0);
          } else if (headByte === 199) {
            const size = this.lookU8();
            object = this.decodeExtension(size, 1);
          } else if (headByte === 200) {
            const size = this.lookU16();
            object = this.decodeExtension(size, 2);
          } else if (headByte === 201) {
            const size = this.lookU32();
            object = this.decodeExtension(size, 4);
          } else {
            throw new DecodeError_ts_1.DecodeError(`Unrecognized type byte: ${(0, prettyByte_ts_1.prettyByte)(headByte)}`);
          }
          this.complete();
          const stack = this.stack;
          while (stack.length > 0) {
            const state = stack.top();
            if (state.type === STATE_ARRAY) {
              state.array[state.position] = object;
              state.position++;
              if (state.position === state.size) {
                object = state.array;
                stack.release(state);
              } else {
                continue DECODE;
              }
            } else if (state.type === STATE_MAP_KEY) {
              if (object === "__proto__") {
                throw new DecodeError_ts_1.DecodeError("The key __proto__ is not allowed");
              }
              state.key = this.mapKeyConverter(object);
              state.type = STATE_MAP_VALUE;
              continue DECODE;
            } else {
              state.map[state.key] = object;
              state.readCount++;
              if (state.readCount === state.size) {
                object = state.map;
                stack.release(state);
              } else {
                state.key = null;
                state.type = STATE_MAP_KEY;
                continue DECODE;
              }
            }
          }
          return object;
        }
      }
      readHeadByte() {
        if (this.headByte === HEAD_BYTE_REQUIRED) {
          this.headByte = this.readU8();
        }
        return this.headByte;
      }
      complete() {
        this.headByte = HEAD_BYTE_REQUIRED;
      }
      readArraySize() {
        const headByte = this.readHeadByte();
        switch (headByte) {
          case 220:
            return this.readU16();
          case 221:
            return this.readU32();
          default: {
            if (headByte < 160) {
              return headByte - 144;
            } else {
              throw new DecodeError_ts_1.DecodeError(`Unrecognized array type byte: ${(0, prettyByte_ts_1.prettyByte)(headByte)}`);
            }
          }
        }
      }
      pushMapState(size) {
        if (size > this.maxMapLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: map length (${size}) > maxMapLengthLength (${this.maxMapLength})`);
        }
        this.stack.pushMapState(size);
      }
      pushArrayState(size) {
        if (size > this.maxArrayLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: array length (${size}) > maxArrayLength (${this.maxArrayLength})`);
        }
        this.stack.pushArrayState(size);
      }
      decodeString(byteLength, headerOffset) {
        if (!this.rawStrings || this.stateIsMapKey()) {
          return this.decodeUtf8String(byteLength, headerOffset);
        }
        return this.decodeBinary(byteLength, headerOffset);
      }
      /**
       * @throws {@link RangeError}
       */
      decodeUtf8String(byteLength, headerOffset) {
        if (byteLength > this.maxStrLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: UTF-8 byte length (${byteLength}) > maxStrLength (${this.maxStrLength})`);
        }
        if (this.bytes.byteLength < this.pos + headerOffset + byteLength) {
          throw MORE_DATA;
        }
        const offset = this.pos + headerOffset;
        let object;
        if (this.stateIsMapKey() && this.keyDecoder?.canBeCached(byteLength)) {
          object = this.keyDecoder.decode(this.bytes, offset, byteLength);
        } else {
          object = (0, utf8_ts_1.utf8Decode)(this.bytes, offset, byteLength);
        }
        this.pos += headerOffset + byteLength;
        return object;
      }
      stateIsMapKey() {
        if (this.stack.length > 0) {
          const state = this.stack.top();
          return state.type === STATE_MAP_KEY;
        }
        return false;
      }
      /**
       * @throws {@link RangeError}
       */
      decodeBinary(byteLength, headOffset) {
        if (byteLength > this.maxBinLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: bin length (${byteLength}) > maxBinLength (${this.maxBinLength})`);
        }
        if (!this.hasRemaining(byteLength + headOffset)) {
          throw MORE_DATA;
        }
        const offset = this.pos + headOffset;
        const object = this.bytes.subarray(offset, offset + byteLength);
        this.pos += headOffset + byteLength;
        return object;
      }
      decodeExtension(size, headOffset) {
        if (size > this.maxExtLength) {
          throw new DecodeError_ts_1.DecodeError(`Max length exceeded: ext length (${size}) > maxExtLength (${this.maxExtLength})`);
        }
        const extType = this.view.getInt8(this.pos + headOffset);
        const data = this.decodeBinary(
          size,
          headOffset + 1
          /* extType */
        );
        return this.extensionCodec.decode(data, extType, this.context);
      }
      lookU8() {
        return this.view.getUint8(this.pos);
      }
      lookU16() {
        return this.view.getUint16(this.pos);
      }
      lookU32() {
        return this.view.getUint32(this.pos);
      }
      readU8() {
        const value = this.view.getUint8(this.pos);
        this.pos++;
        return value;
      }
      readI8() {
        const value = this.view.getInt8(this.pos);
        this.pos++;
        return value;
      }
      readU16() {
        const value = this.view.getUint16(this.pos);
        this.pos += 2;
        return value;
      }
      readI16() {
        const value = this.view.getInt16(this.pos);
        this.pos += 2;
        return value;
      }
      readU32() {
        const value = this.view.getUint32(this.pos);
        this.pos += 4;
        return value;
      }
      readI32() {
        const value = this.view.getInt32(this.pos);
        this.pos += 4;
        return value;
      }
      readU64() {
        const value = (0, int_ts_1.getUint64)(this.view, this.pos);
        this.pos += 8;
        return value;
      }
      readI64() {
        const value = (0, int_ts_1.getInt64)(this.view, this.pos);
        this.pos += 8;
        return value;
      }
      readU64AsBigInt() {
        const value = this.view.getBigUint64(this.pos);
        this.pos += 8;
        return value;
      }
      readI64AsBigInt() {
        const value = this.view.getBigInt64(this.pos);
        this.pos += 8;
        return value;
      }
      readF32() {
        const value = this.view.getFloat32(this.pos);
        this.pos += 4;
        return value;
      }
      readF64() {
        const value = this.view.getFloat64(this.pos);
        this.pos += 8;
        return value;
      }
    };
    exports.Decoder = Decoder2;
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/decode.cjs
var require_decode = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/decode.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.decode = decode2;
    exports.decodeMulti = decodeMulti;
    var Decoder_ts_1 = require_Decoder();
    function decode2(buffer, options2) {
      const decoder = new Decoder_ts_1.Decoder(options2);
      return decoder.decode(buffer);
    }
    function decodeMulti(buffer, options2) {
      const decoder = new Decoder_ts_1.Decoder(options2);
      return decoder.decodeMulti(buffer);
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/utils/stream.cjs
var require_stream = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/utils/stream.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isAsyncIterable = isAsyncIterable;
    exports.asyncIterableFromStream = asyncIterableFromStream;
    exports.ensureAsyncIterable = ensureAsyncIterable;
    function isAsyncIterable(object) {
      return object[Symbol.asyncIterator] != null;
    }
    async function* asyncIterableFromStream(stream) {
      const reader = stream.getReader();
      try {
        while (true) {
          const { done, value } = await reader.read();
          if (done) {
            return;
          }
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
    }
    function ensureAsyncIterable(streamLike) {
      if (isAsyncIterable(streamLike)) {
        return streamLike;
      } else {
        return asyncIterableFromStream(streamLike);
      }
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/decodeAsync.cjs
var require_decodeAsync = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/decodeAsync.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.decodeAsync = decodeAsync;
    exports.decodeArrayStream = decodeArrayStream;
    exports.decodeMultiStream = decodeMultiStream;
    var Decoder_ts_1 = require_Decoder();
    var stream_ts_1 = require_stream();
    async function decodeAsync(streamLike, options2) {
      const stream = (0, stream_ts_1.ensureAsyncIterable)(streamLike);
      const decoder = new Decoder_ts_1.Decoder(options2);
      return decoder.decodeAsync(stream);
    }
    function decodeArrayStream(streamLike, options2) {
      const stream = (0, stream_ts_1.ensureAsyncIterable)(streamLike);
      const decoder = new Decoder_ts_1.Decoder(options2);
      return decoder.decodeArrayStream(stream);
    }
    function decodeMultiStream(streamLike, options2) {
      const stream = (0, stream_ts_1.ensureAsyncIterable)(streamLike);
      const decoder = new Decoder_ts_1.Decoder(options2);
      return decoder.decodeStream(stream);
    }
  }
});

// node_modules/@msgpack/msgpack/dist.cjs/index.cjs
var require_dist = __commonJS({
  "node_modules/@msgpack/msgpack/dist.cjs/index.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.decodeTimestampExtension = exports.encodeTimestampExtension = exports.decodeTimestampToTimeSpec = exports.encodeTimeSpecToTimestamp = exports.encodeDateToTimeSpec = exports.EXT_TIMESTAMP = exports.ExtData = exports.ExtensionCodec = exports.Encoder = exports.DecodeError = exports.Decoder = exports.decodeMultiStream = exports.decodeArrayStream = exports.decodeAsync = exports.decodeMulti = exports.decode = exports.encode = void 0;
    var encode_ts_1 = require_encode();
    Object.defineProperty(exports, "encode", { enumerable: true, get: function() {
      return encode_ts_1.encode;
    } });
    var decode_ts_1 = require_decode();
    Object.defineProperty(exports, "decode", { enumerable: true, get: function() {
      return decode_ts_1.decode;
    } });
    Object.defineProperty(exports, "decodeMulti", { enumerable: true, get: function() {
      return decode_ts_1.decodeMulti;
    } });
    var decodeAsync_ts_1 = require_decodeAsync();
    Object.defineProperty(exports, "decodeAsync", { enumerable: true, get: function() {
      return decodeAsync_ts_1.decodeAsync;
    } });
    Object.defineProperty(exports, "decodeArrayStream", { enumerable: true, get: function() {
      return decodeAsync_ts_1.decodeArrayStream;
    } });
    Object.defineProperty(exports, "decodeMultiStream", { enumerable: true, get: function() {
      return decodeAsync_ts_1.decodeMultiStream;
    } });
    var Decoder_ts_1 = require_Decoder();
    Object.defineProperty(exports, "Decoder", { enumerable: true, get: function() {
      return Decoder_ts_1.Decoder;
    } });
    var DecodeError_ts_1 = require_DecodeError();
    Object.defineProperty(exports, "DecodeError", { enumerable: true, get: function() {
      return DecodeError_ts_1.DecodeError;
    } });
    var Encoder_ts_1 = require_Encoder();
    Object.defineProperty(exports, "Encoder", { enumerable: true, get: function() {
      return Encoder_ts_1.Encoder;
    } });
    var ExtensionCodec_ts_1 = require_ExtensionCodec();
    Object.defineProperty(exports, "ExtensionCodec", { enumerable: true, get: function() {
      return ExtensionCodec_ts_1.ExtensionCodec;
    } });
    var ExtData_ts_1 = require_ExtData();
    Object.defineProperty(exports, "ExtData", { enumerable: true, get: function() {
      return ExtData_ts_1.ExtData;
    } });
    var timestamp_ts_1 = require_timestamp();
    Object.defineProperty(exports, "EXT_TIMESTAMP", { enumerable: true, get: function() {
      return timestamp_ts_1.EXT_TIMESTAMP;
    } });
    Object.defineProperty(exports, "encodeDateToTimeSpec", { enumerable: true, get: function() {
      return timestamp_ts_1.encodeDateToTimeSpec;
    } });
    Object.defineProperty(exports, "encodeTimeSpecToTimestamp", { enumerable: true, get: function() {
      return timestamp_ts_1.encodeTimeSpecToTimestamp;
    } });
    Object.defineProperty(exports, "decodeTimestampToTimeSpec", { enumerable: true, get: function() {
      return timestamp_ts_1.decodeTimestampToTimeSpec;
    } });
    Object.defineProperty(exports, "encodeTimestampExtension", { enumerable: true, get: function() {
      return timestamp_ts_1.encodeTimestampExtension;
    } });
    Object.defineProperty(exports, "decodeTimestampExtension", { enumerable: true, get: function() {
      return timestamp_ts_1.decodeTimestampExtension;
    } });
  }
});

// src/codec/canonical.ts
var import_msgpack = __toESM(require_dist(), 1);

// src/codec/limits.ts
var MIB = 1 << 20;
var PLAIN = {
  maxArray: 4294967295,
  maxMap: 4294967295,
  maxStr: 4294967295,
  maxBin: 4294967295,
  maxContainers: Number.MAX_SAFE_INTEGER,
  maxDepth: 8,
  maxBytes: 1 << 24
};
var MESSAGE = {
  maxArray: 1024,
  maxMap: 64,
  maxStr: 4096,
  maxBin: MIB,
  maxContainers: 4096,
  maxDepth: 8,
  maxBytes: MIB
};
var BODY = { ...MESSAGE, maxArray: 256 };
var ENTRY = { ...MESSAGE, maxArray: 4, maxMap: 4, maxContainers: 1 };
var ENVELOPE = {
  maxArray: 64,
  maxMap: 16,
  maxStr: 4096,
  maxBin: MIB,
  maxContainers: Number.MAX_SAFE_INTEGER,
  maxDepth: 8,
  maxBytes: MIB + 1024
};

// src/codec/scan.ts
var CodecError = class extends Error {
  name = "CodecError";
};
var LimitError = class extends CodecError {
  name = "LimitError";
};
var Walker = class {
  constructor(bytes, limits) {
    this.bytes = bytes;
    this.limits = limits;
  }
  bytes;
  limits;
  pos = 0;
  containers = 0;
  run() {
    if (this.bytes.length === 0) throw new CodecError("no msgpack value: empty input");
    if (this.bytes.length > this.limits.maxBytes) {
      throw new LimitError(`${this.bytes.length} bytes is over the ${this.limits.maxBytes}-byte limit`);
    }
    this.value(0, false);
    if (this.pos !== this.bytes.length) throw new CodecError("trailing bytes after the msgpack value");
  }
  need(n2) {
    if (this.pos + n2 > this.bytes.length) throw new CodecError("truncated msgpack value");
  }
  byte() {
    this.need(1);
    return this.bytes[this.pos++];
  }
  uint(size) {
    this.need(size);
    let v2 = 0;
    for (let i2 = 0; i2 < size; i2++) v2 = v2 * 256 + this.bytes[this.pos++];
    return v2;
  }
  skip(n2) {
    this.need(n2);
    this.pos += n2;
  }
  str(n2) {
    if (n2 > this.limits.maxStr) throw new LimitError(`a str of ${n2} bytes is over the ${this.limits.maxStr}-byte limit`);
    this.skip(n2);
  }
  bin(n2) {
    if (n2 > this.limits.maxBin) throw new LimitError(`a bin of ${n2} bytes is over the ${this.limits.maxBin}-byte limit`);
    this.skip(n2);
  }
  container(depth, kind, n2) {
    this.containers += 1;
    if (this.containers > this.limits.maxContainers) {
      throw new LimitError(`more than ${this.limits.maxContainers} arrays and maps`);
    }
    if (depth > this.limits.maxDepth) throw new LimitError(`nested deeper than ${this.limits.maxDepth} levels`);
    if (kind === "array") {
      if (n2 > this.limits.maxArray) throw new LimitError(`an array of ${n2} items is over the ${this.limits.maxArray}-item limit`);
      for (let i2 = 0; i2 < n2; i2++) this.value(depth + 1, false);
    } else {
      if (n2 > this.limits.maxMap) throw new LimitError(`a map of ${n2} pairs is over the ${this.limits.maxMap}-pair limit`);
      for (let i2 = 0; i2 < n2; i2++) {
        this.value(depth + 1, true);
        this.value(depth + 1, false);
      }
    }
  }
  value(depth, isKey) {
    const head = this.byte();
    const isStr = head >= 160 && head <= 191 || head >= 217 && head <= 219;
    if (isKey && !isStr) throw new CodecError(`map keys must be str, not the msgpack type 0x${head.toString(16)}`);
    if (head <= 127 || head >= 224) return;
    if (head <= 143) return this.container(depth, "map", head & 15);
    if (head <= 159) return this.container(depth, "array", head & 15);
    if (head <= 191) return this.str(head & 31);
    switch (head) {
      case 192:
      case 194:
      case 195:
        return;
      case 196:
        return this.bin(this.uint(1));
      case 197:
        return this.bin(this.uint(2));
      case 198:
        return this.bin(this.uint(4));
      case 202:
      case 203:
        throw new CodecError("floats are not allowed");
      case 204:
      case 208:
        return this.skip(1);
      case 205:
      case 209:
        return this.skip(2);
      case 206:
      case 210:
        return this.skip(4);
      case 207:
      case 211:
        return this.skip(8);
      case 217:
        return this.str(this.uint(1));
      case 218:
        return this.str(this.uint(2));
      case 219:
        return this.str(this.uint(4));
      case 220:
        return this.container(depth, "array", this.uint(2));
      case 221:
        return this.container(depth, "array", this.uint(4));
      case 222:
        return this.container(depth, "map", this.uint(2));
      case 223:
        return this.container(depth, "map", this.uint(4));
      case 193:
        throw new CodecError("the byte 0xc1 is never used in msgpack");
      default:
        throw new CodecError("msgpack extension types are not allowed");
    }
  }
};
function scan(bytes, limits) {
  new Walker(bytes, limits).run();
}

// src/codec/canonical.ts
var encoder = new import_msgpack.Encoder({ useBigInt64: true, ignoreUndefined: false, sortKeys: false });
function decoderFor(limits) {
  return new import_msgpack.Decoder({
    useBigInt64: true,
    maxArrayLength: limits.maxArray,
    maxMapLength: limits.maxMap,
    maxStrLength: limits.maxStr,
    maxBinLength: limits.maxBin,
    maxExtLength: 0,
    mapKeyConverter: (key) => {
      if (typeof key !== "string") throw new CodecError("map keys must be str");
      return key;
    }
  });
}
function normalise(value) {
  if (typeof value === "bigint") {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  }
  if (Array.isArray(value)) {
    for (let i2 = 0; i2 < value.length; i2++) value[i2] = normalise(value[i2]);
    return value;
  }
  if (value instanceof Uint8Array) return value.slice();
  if (value !== null && typeof value === "object") {
    const map2 = value;
    for (const key of Object.keys(map2)) map2[key] = normalise(map2[key]);
    return map2;
  }
  if (typeof value === "number" && !Number.isInteger(value)) throw new CodecError("floats are not allowed");
  return value;
}
function encode(value) {
  checkPlain(value, 0);
  return encoder.encode(wide(value));
}
function wide(value) {
  if (typeof value === "number") return value >= 2 ** 32 || value < -(2 ** 31) ? BigInt(value) : value;
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map(wide);
  const out = {};
  for (const [key, item] of Object.entries(value)) out[key] = wide(item);
  return out;
}
function checkPlain(value, depth) {
  if (typeof value === "number" && !Number.isSafeInteger(value)) {
    throw new CodecError(`${value} is not an integer msgpack encodes exactly`);
  }
  if (typeof value === "bigint" && (value < -(1n << 63n) || value >= 1n << 64n)) {
    throw new CodecError(`integer ${value} out of msgpack range`);
  }
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return;
  if (depth > PLAIN.maxDepth) throw new CodecError(`nested deeper than ${PLAIN.maxDepth} levels`);
  if (Array.isArray(value)) for (const item of value) checkPlain(item, depth + 1);
  else for (const item of Object.values(value)) checkPlain(item, depth + 1);
}
function decode(bytes, limits = PLAIN) {
  scan(bytes, limits);
  let value;
  try {
    value = normalise(decoderFor(limits).decode(bytes));
  } catch (error) {
    if (error instanceof CodecError) throw error;
    throw new CodecError(`not msgpack: ${error.message}`);
  }
  const again = encoder.encode(wide(value));
  if (!sameBytes(again, bytes)) throw new CodecError("not canonical: re-encoding gives different bytes");
  return value;
}
function sameBytes(a2, b2) {
  if (a2.length !== b2.length) return false;
  for (let i2 = 0; i2 < a2.length; i2++) if (a2[i2] !== b2[i2]) return false;
  return true;
}

// node_modules/@noble/hashes/_u64.js
var U32_MASK64 = /* @__PURE__ */ (() => BigInt(2 ** 32 - 1))();
var _32n = /* @__PURE__ */ BigInt(32);
function fromBig(n2, le2 = false) {
  if (le2)
    return { h: Number(n2 & U32_MASK64), l: Number(n2 >> _32n & U32_MASK64) };
  return { h: Number(n2 >> _32n & U32_MASK64) | 0, l: Number(n2 & U32_MASK64) | 0 };
}
function split(lst, le2 = false) {
  const len = lst.length;
  let Ah = new Uint32Array(len);
  let Al = new Uint32Array(len);
  for (let i2 = 0; i2 < len; i2++) {
    const { h: h2, l: l2 } = fromBig(lst[i2], le2);
    [Ah[i2], Al[i2]] = [h2, l2];
  }
  return [Ah, Al];
}
var fromNumH = (n2) => n2 / 2 ** 32 | 0;
var fromNumL = (n2) => n2 >>> 0;
function setU64FromNum(view, byteOffset, n2, isLE) {
  const h2 = fromNumH(n2);
  const l2 = fromNumL(n2);
  view.setUint32(byteOffset, isLE ? l2 : h2, isLE);
  view.setUint32(byteOffset + 4, isLE ? h2 : l2, isLE);
}
var shrSH = (h2, _l, s2) => h2 >>> s2;
var shrSL = (h2, l2, s2) => h2 << 32 - s2 | l2 >>> s2;
var rotrSH = (h2, l2, s2) => h2 >>> s2 | l2 << 32 - s2;
var rotrSL = (h2, l2, s2) => h2 << 32 - s2 | l2 >>> s2;
var rotrBH = (h2, l2, s2) => h2 << 64 - s2 | l2 >>> s2 - 32;
var rotrBL = (h2, l2, s2) => h2 >>> s2 - 32 | l2 << 64 - s2;
function add(Ah, Al, Bh, Bl) {
  const l2 = (Al >>> 0) + (Bl >>> 0);
  return { h: Ah + Bh + (l2 / 2 ** 32 | 0) | 0, l: l2 | 0 };
}
var add3L = (Al, Bl, Cl) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0);
var add3H = (low, Ah, Bh, Ch) => Ah + Bh + Ch + (low / 2 ** 32 | 0) | 0;
var add4L = (Al, Bl, Cl, Dl) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0) + (Dl >>> 0);
var add4H = (low, Ah, Bh, Ch, Dh) => Ah + Bh + Ch + Dh + (low / 2 ** 32 | 0) | 0;
var add5L = (Al, Bl, Cl, Dl, El) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0) + (Dl >>> 0) + (El >>> 0);
var add5H = (low, Ah, Bh, Ch, Dh, Eh) => Ah + Bh + Ch + Dh + Eh + (low / 2 ** 32 | 0) | 0;

// node_modules/@noble/hashes/utils.js
function isBytes(a2) {
  return a2 instanceof Uint8Array || ArrayBuffer.isView(a2) && a2.constructor.name === "Uint8Array" && "BYTES_PER_ELEMENT" in a2 && a2.BYTES_PER_ELEMENT === 1;
}
var atitle = (title) => title ? `"${title}" ` : "";
function anumber(n2, title = "") {
  if (typeof n2 !== "number")
    throw new TypeError(atitle(title) + "expected number, got " + typeof n2);
  if (!Number.isSafeInteger(n2) || n2 < 0)
    throw new RangeError(atitle(title) + "expected integer >= 0, got " + n2);
  return n2;
}
function abytes(value, length, title = "") {
  if (isBytes(value) && (length === void 0 || value.length === length))
    return value;
  if (length !== void 0)
    anumber(length, "length");
  const bytes = isBytes(value);
  const ofLen = length !== void 0 ? ` of length ${length}` : "";
  const got = bytes ? `length=${value.length}` : `type=${typeof value}`;
  const message = atitle(title) + "expected Uint8Array" + ofLen + ", got " + got;
  if (!bytes)
    throw new TypeError(message);
  throw new RangeError(message);
}
var aobject = (value, label) => {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new TypeError((label === "object" ? "" : `"${label}" `) + "expected object, got type=" + typeof value);
};
var aopts = (value, label) => {
  aobject(value, label);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    throw new TypeError(`"${label}" expected plain object`);
  if (Object.hasOwn(value, "__proto__"))
    throw new TypeError(`"${label}.__proto__" is not allowed`);
};
function aexists(instance, checkFinished = true) {
  if (instance.destroyed)
    throw new Error("hash was destroyed");
  if (checkFinished && instance.finished)
    throw new Error("digest() was already called");
}
function aoutput(out, instance) {
  abytes(out, void 0, "output");
  const min = instance.outputLen;
  if (!(out.length >= min)) {
    throw new RangeError('"output" expected length >= ' + min);
  }
}
function clean(...arrays) {
  for (let i2 = 0; i2 < arrays.length; i2++) {
    arrays[i2].fill(0);
  }
}
function createView(arr) {
  return new DataView(arr.buffer, arr.byteOffset, arr.byteLength);
}
function rotr(word, shift) {
  return word << 32 - shift | word >>> shift;
}
var hasHexBuiltin = /* @__PURE__ */ (() => (
  // @ts-ignore
  typeof Uint8Array.from([]).toHex === "function" && typeof Uint8Array.fromHex === "function"
))();
var hexes = /* @__PURE__ */ Array.from({ length: 256 }, (_2, i2) => i2.toString(16).padStart(2, "0"));
function bytesToHex(bytes) {
  abytes(bytes);
  if (hasHexBuiltin)
    return bytes.toHex();
  let hex2 = "";
  for (let i2 = 0; i2 < bytes.length; i2++) {
    hex2 += hexes[bytes[i2]];
  }
  return hex2;
}
function asciiToBase16(ch) {
  return ch >= 48 && ch <= 57 ? ch - 48 : ch >= 65 && ch <= 70 ? ch - (65 - 10) : ch >= 97 && ch <= 102 ? ch - (97 - 10) : void 0;
}
function hexToBytes(hex2) {
  if (typeof hex2 !== "string")
    throw new TypeError("hex string expected, got " + typeof hex2);
  if (hasHexBuiltin) {
    try {
      return Uint8Array.fromHex(hex2);
    } catch (error) {
      if (error instanceof SyntaxError)
        throw new RangeError(error.message);
      throw error;
    }
  }
  const hl = hex2.length;
  const al = hl / 2;
  if (hl % 2)
    throw new RangeError("hex string expected, got unpadded hex of length " + hl);
  const array = new Uint8Array(al);
  for (let ai = 0, hi = 0; ai < al; ai++, hi += 2) {
    const n1 = asciiToBase16(hex2.charCodeAt(hi));
    const n2 = asciiToBase16(hex2.charCodeAt(hi + 1));
    if (n1 === void 0 || n2 === void 0) {
      const char = hex2[hi] + hex2[hi + 1];
      throw new RangeError('hex string expected, got non-hex character "' + char + '" at index ' + hi);
    }
    array[ai] = n1 * 16 + n2;
  }
  return array;
}
function concatBytes(...arrays) {
  let sum = 0;
  for (let i2 = 0; i2 < arrays.length; i2++) {
    const a2 = arrays[i2];
    abytes(a2);
    sum += a2.length;
  }
  const res = new Uint8Array(sum);
  for (let i2 = 0, pad = 0; i2 < arrays.length; i2++) {
    const a2 = arrays[i2];
    res.set(a2, pad);
    pad += a2.length;
  }
  return res;
}
function checkOpts(defaults, opts, title = "opts") {
  aopts(defaults, "defaults");
  if (opts !== void 0)
    aopts(opts, title);
  const merged = Object.assign(/* @__PURE__ */ Object.create(null), defaults, opts);
  return merged;
}
function createHasher(hashCons, info = {}) {
  if (typeof hashCons !== "function")
    throw new TypeError('"hashCons" expected function, got type=' + typeof hashCons);
  info = checkOpts({}, info, "info");
  const hashC = (msg, opts) => hashCons(opts).update(msg).digest();
  const tmp = hashCons(void 0);
  hashC.outputLen = tmp.outputLen;
  hashC.blockLen = tmp.blockLen;
  hashC.canXOF = tmp.canXOF;
  hashC.create = (opts) => hashCons(opts);
  Object.assign(hashC, info);
  return Object.freeze(hashC);
}
function randomBytes(bytesLength = 32) {
  anumber(bytesLength, "bytesLength");
  const cr2 = typeof globalThis === "object" ? globalThis.crypto : null;
  if (typeof cr2?.getRandomValues !== "function")
    throw new Error("crypto.getRandomValues must be defined");
  if (bytesLength > 65536)
    throw new RangeError(`"bytesLength" expected <= 65536, got ${bytesLength}`);
  return cr2.getRandomValues(new Uint8Array(bytesLength));
}
var oidNist = (suffix) => ({
  // Current NIST hashAlgs suffixes used here fit in one DER subidentifier octet.
  // Larger suffix values would need base-128 OID encoding and a different length byte.
  oid: Uint8Array.from([6, 9, 96, 134, 72, 1, 101, 3, 4, 2, suffix])
});

// node_modules/@noble/hashes/_md.js
function Chi(a2, b2, c2) {
  return a2 & b2 ^ ~a2 & c2;
}
function Maj(a2, b2, c2) {
  return a2 & b2 ^ a2 & c2 ^ b2 & c2;
}
var HashMD = class {
  blockLen;
  outputLen;
  canXOF = false;
  padOffset;
  isLE;
  // For partial updates less than block size
  buffer;
  view;
  finished = false;
  length = 0;
  pos = 0;
  destroyed = false;
  constructor(blockLen, outputLen, padOffset, isLE) {
    this.blockLen = blockLen;
    this.outputLen = outputLen;
    this.padOffset = padOffset;
    this.isLE = isLE;
    this.buffer = new Uint8Array(blockLen);
    this.view = createView(this.buffer);
  }
  update(data) {
    aexists(this);
    abytes(data);
    const { view, buffer, blockLen } = this;
    const len = data.length;
    let processed = false;
    for (let pos = 0; pos < len; ) {
      const take = Math.min(blockLen - this.pos, len - pos);
      if (take === blockLen) {
        const dataView = createView(data);
        for (; blockLen <= len - pos; pos += blockLen)
          this.process(dataView, pos);
        processed = true;
        continue;
      }
      buffer.set(pos === 0 && take === len ? data : data.subarray(pos, pos + take), this.pos);
      this.pos += take;
      pos += take;
      if (this.pos === blockLen) {
        this.process(view, 0);
        this.pos = 0;
        processed = true;
      }
    }
    this.length += data.length;
    if (processed)
      this.roundClean();
    return this;
  }
  digestInto(out) {
    aexists(this);
    aoutput(out, this);
    this.finished = true;
    const { buffer, view, blockLen, isLE } = this;
    let { pos } = this;
    buffer[pos++] = 128;
    buffer.fill(0, pos);
    if (this.padOffset > blockLen - pos) {
      this.process(view, 0);
      buffer.fill(0);
    }
    setU64FromNum(view, blockLen - 8, this.length * 8, isLE);
    this.process(view, 0);
    this.roundClean();
    const oview = out === buffer ? view : createView(out);
    const len = this.outputLen;
    const outLen = len / 4;
    const state = this.get();
    if (len % 4 || outLen > state.length)
      throw new Error("invalid outputLen");
    for (let i2 = 0; i2 < outLen; i2++)
      oview.setUint32(4 * i2, state[i2], isLE);
  }
  digest() {
    const { buffer, outputLen } = this;
    this.digestInto(buffer);
    const res = buffer.slice(0, outputLen);
    this.destroy();
    return res;
  }
  _cloneIntoMeta(to) {
    const { buffer, length, finished, destroyed, pos } = this;
    to.destroyed = destroyed;
    to.finished = finished;
    to.length = length;
    to.pos = pos;
    if (pos)
      to.buffer.set(buffer);
    return to;
  }
  clone() {
    return this._cloneInto();
  }
};
var SHA256_IV = /* @__PURE__ */ Uint32Array.from([
  1779033703,
  3144134277,
  1013904242,
  2773480762,
  1359893119,
  2600822924,
  528734635,
  1541459225
]);
var SHA512_IV = /* @__PURE__ */ Uint32Array.from([
  1779033703,
  4089235720,
  3144134277,
  2227873595,
  1013904242,
  4271175723,
  2773480762,
  1595750129,
  1359893119,
  2917565137,
  2600822924,
  725511199,
  528734635,
  4215389547,
  1541459225,
  327033209
]);

// node_modules/@noble/hashes/sha2.js
var SHA256_K = /* @__PURE__ */ Uint32Array.from([
  1116352408,
  1899447441,
  3049323471,
  3921009573,
  961987163,
  1508970993,
  2453635748,
  2870763221,
  3624381080,
  310598401,
  607225278,
  1426881987,
  1925078388,
  2162078206,
  2614888103,
  3248222580,
  3835390401,
  4022224774,
  264347078,
  604807628,
  770255983,
  1249150122,
  1555081692,
  1996064986,
  2554220882,
  2821834349,
  2952996808,
  3210313671,
  3336571891,
  3584528711,
  113926993,
  338241895,
  666307205,
  773529912,
  1294757372,
  1396182291,
  1695183700,
  1986661051,
  2177026350,
  2456956037,
  2730485921,
  2820302411,
  3259730800,
  3345764771,
  3516065817,
  3600352804,
  4094571909,
  275423344,
  430227734,
  506948616,
  659060556,
  883997877,
  958139571,
  1322822218,
  1537002063,
  1747873779,
  1955562222,
  2024104815,
  2227730452,
  2361852424,
  2428436474,
  2756734187,
  3204031479,
  3329325298
]);
var SHA256_W = /* @__PURE__ */ new Uint32Array(64);
var SHA2_32B = class extends HashMD {
  // We cannot use array here since array allows indexing by variable
  // which means optimizer/compiler cannot use registers.
  // Numeric initializers matter: starting the fields as `undefined` changes
  // V8's field representation and makes sha256 3x slower (measured).
  A = 0;
  B = 0;
  C = 0;
  D = 0;
  E = 0;
  F = 0;
  G = 0;
  H = 0;
  constructor(outputLen, IV) {
    super(64, outputLen, 8, false);
    this.A = IV[0] | 0;
    this.B = IV[1] | 0;
    this.C = IV[2] | 0;
    this.D = IV[3] | 0;
    this.E = IV[4] | 0;
    this.F = IV[5] | 0;
    this.G = IV[6] | 0;
    this.H = IV[7] | 0;
  }
  get() {
    const { A: A4, B: B2, C: C2, D: D3, E: E2, F: F2, G: G2, H: H2 } = this;
    return [A4, B2, C2, D3, E2, F2, G2, H2];
  }
  // prettier-ignore
  set(A4, B2, C2, D3, E2, F2, G2, H2) {
    this.A = A4 | 0;
    this.B = B2 | 0;
    this.C = C2 | 0;
    this.D = D3 | 0;
    this.E = E2 | 0;
    this.F = F2 | 0;
    this.G = G2 | 0;
    this.H = H2 | 0;
  }
  _cloneInto(to) {
    (to ||= new this.constructor()).set(...this.get());
    return this._cloneIntoMeta(to);
  }
  process(view, offset) {
    for (let i2 = 0; i2 < 16; i2++, offset += 4)
      SHA256_W[i2] = view.getUint32(offset, false);
    for (let i2 = 16; i2 < 64; i2++) {
      const W15 = SHA256_W[i2 - 15];
      const W2 = SHA256_W[i2 - 2];
      const s0 = rotr(W15, 7) ^ rotr(W15, 18) ^ W15 >>> 3;
      const s1 = rotr(W2, 17) ^ rotr(W2, 19) ^ W2 >>> 10;
      SHA256_W[i2] = s1 + SHA256_W[i2 - 7] + s0 + SHA256_W[i2 - 16] | 0;
    }
    let { A: A4, B: B2, C: C2, D: D3, E: E2, F: F2, G: G2, H: H2 } = this;
    for (let i2 = 0; i2 < 64; i2++) {
      const sigma1 = rotr(E2, 6) ^ rotr(E2, 11) ^ rotr(E2, 25);
      const T1 = H2 + sigma1 + Chi(E2, F2, G2) + SHA256_K[i2] + SHA256_W[i2] | 0;
      const sigma0 = rotr(A4, 2) ^ rotr(A4, 13) ^ rotr(A4, 22);
      const T2 = sigma0 + Maj(A4, B2, C2) | 0;
      H2 = G2;
      G2 = F2;
      F2 = E2;
      E2 = D3 + T1 | 0;
      D3 = C2;
      C2 = B2;
      B2 = A4;
      A4 = T1 + T2 | 0;
    }
    A4 = A4 + this.A | 0;
    B2 = B2 + this.B | 0;
    C2 = C2 + this.C | 0;
    D3 = D3 + this.D | 0;
    E2 = E2 + this.E | 0;
    F2 = F2 + this.F | 0;
    G2 = G2 + this.G | 0;
    H2 = H2 + this.H | 0;
    this.set(A4, B2, C2, D3, E2, F2, G2, H2);
  }
  roundClean() {
    clean(SHA256_W);
  }
  destroy() {
    this.destroyed = true;
    this.set(0, 0, 0, 0, 0, 0, 0, 0);
    clean(this.buffer);
  }
};
var _SHA256 = class extends SHA2_32B {
  constructor() {
    super(32, SHA256_IV);
  }
};
var K512 = /* @__PURE__ */ (() => split([
  "0x428a2f98d728ae22",
  "0x7137449123ef65cd",
  "0xb5c0fbcfec4d3b2f",
  "0xe9b5dba58189dbbc",
  "0x3956c25bf348b538",
  "0x59f111f1b605d019",
  "0x923f82a4af194f9b",
  "0xab1c5ed5da6d8118",
  "0xd807aa98a3030242",
  "0x12835b0145706fbe",
  "0x243185be4ee4b28c",
  "0x550c7dc3d5ffb4e2",
  "0x72be5d74f27b896f",
  "0x80deb1fe3b1696b1",
  "0x9bdc06a725c71235",
  "0xc19bf174cf692694",
  "0xe49b69c19ef14ad2",
  "0xefbe4786384f25e3",
  "0x0fc19dc68b8cd5b5",
  "0x240ca1cc77ac9c65",
  "0x2de92c6f592b0275",
  "0x4a7484aa6ea6e483",
  "0x5cb0a9dcbd41fbd4",
  "0x76f988da831153b5",
  "0x983e5152ee66dfab",
  "0xa831c66d2db43210",
  "0xb00327c898fb213f",
  "0xbf597fc7beef0ee4",
  "0xc6e00bf33da88fc2",
  "0xd5a79147930aa725",
  "0x06ca6351e003826f",
  "0x142929670a0e6e70",
  "0x27b70a8546d22ffc",
  "0x2e1b21385c26c926",
  "0x4d2c6dfc5ac42aed",
  "0x53380d139d95b3df",
  "0x650a73548baf63de",
  "0x766a0abb3c77b2a8",
  "0x81c2c92e47edaee6",
  "0x92722c851482353b",
  "0xa2bfe8a14cf10364",
  "0xa81a664bbc423001",
  "0xc24b8b70d0f89791",
  "0xc76c51a30654be30",
  "0xd192e819d6ef5218",
  "0xd69906245565a910",
  "0xf40e35855771202a",
  "0x106aa07032bbd1b8",
  "0x19a4c116b8d2d0c8",
  "0x1e376c085141ab53",
  "0x2748774cdf8eeb99",
  "0x34b0bcb5e19b48a8",
  "0x391c0cb3c5c95a63",
  "0x4ed8aa4ae3418acb",
  "0x5b9cca4f7763e373",
  "0x682e6ff3d6b2b8a3",
  "0x748f82ee5defb2fc",
  "0x78a5636f43172f60",
  "0x84c87814a1f0ab72",
  "0x8cc702081a6439ec",
  "0x90befffa23631e28",
  "0xa4506cebde82bde9",
  "0xbef9a3f7b2c67915",
  "0xc67178f2e372532b",
  "0xca273eceea26619c",
  "0xd186b8c721c0c207",
  "0xeada7dd6cde0eb1e",
  "0xf57d4f7fee6ed178",
  "0x06f067aa72176fba",
  "0x0a637dc5a2c898a6",
  "0x113f9804bef90dae",
  "0x1b710b35131c471b",
  "0x28db77f523047d84",
  "0x32caab7b40c72493",
  "0x3c9ebe0a15c9bebc",
  "0x431d67c49c100d4c",
  "0x4cc5d4becb3e42b6",
  "0x597f299cfc657e2a",
  "0x5fcb6fab3ad6faec",
  "0x6c44198c4a475817"
].map((n2) => BigInt(n2))))();
var SHA512_Kh = /* @__PURE__ */ (() => K512[0])();
var SHA512_Kl = /* @__PURE__ */ (() => K512[1])();
var SHA512_W_H = /* @__PURE__ */ new Uint32Array(80);
var SHA512_W_L = /* @__PURE__ */ new Uint32Array(80);
var SHA2_64B = class extends HashMD {
  // We cannot use array here since array allows indexing by variable
  // which means optimizer/compiler cannot use registers.
  // h -- high 32 bits, l -- low 32 bits
  // Numeric initializers matter: starting the fields as `undefined` changes
  // V8's field representation and slows hashing down (measured on sha256).
  Ah = 0;
  Al = 0;
  Bh = 0;
  Bl = 0;
  Ch = 0;
  Cl = 0;
  Dh = 0;
  Dl = 0;
  Eh = 0;
  El = 0;
  Fh = 0;
  Fl = 0;
  Gh = 0;
  Gl = 0;
  Hh = 0;
  Hl = 0;
  constructor(outputLen, IV) {
    super(128, outputLen, 16, false);
    this.Ah = IV[0] | 0;
    this.Al = IV[1] | 0;
    this.Bh = IV[2] | 0;
    this.Bl = IV[3] | 0;
    this.Ch = IV[4] | 0;
    this.Cl = IV[5] | 0;
    this.Dh = IV[6] | 0;
    this.Dl = IV[7] | 0;
    this.Eh = IV[8] | 0;
    this.El = IV[9] | 0;
    this.Fh = IV[10] | 0;
    this.Fl = IV[11] | 0;
    this.Gh = IV[12] | 0;
    this.Gl = IV[13] | 0;
    this.Hh = IV[14] | 0;
    this.Hl = IV[15] | 0;
  }
  // prettier-ignore
  get() {
    const { Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl } = this;
    return [Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl];
  }
  // prettier-ignore
  set(Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl) {
    this.Ah = Ah | 0;
    this.Al = Al | 0;
    this.Bh = Bh | 0;
    this.Bl = Bl | 0;
    this.Ch = Ch | 0;
    this.Cl = Cl | 0;
    this.Dh = Dh | 0;
    this.Dl = Dl | 0;
    this.Eh = Eh | 0;
    this.El = El | 0;
    this.Fh = Fh | 0;
    this.Fl = Fl | 0;
    this.Gh = Gh | 0;
    this.Gl = Gl | 0;
    this.Hh = Hh | 0;
    this.Hl = Hl | 0;
  }
  _cloneInto(to) {
    (to ||= new this.constructor()).set(...this.get());
    return this._cloneIntoMeta(to);
  }
  process(view, offset) {
    for (let i2 = 0; i2 < 16; i2++, offset += 4) {
      SHA512_W_H[i2] = view.getUint32(offset);
      SHA512_W_L[i2] = view.getUint32(offset += 4);
    }
    for (let i2 = 16; i2 < 80; i2++) {
      const W15h = SHA512_W_H[i2 - 15] | 0;
      const W15l = SHA512_W_L[i2 - 15] | 0;
      const s0h = rotrSH(W15h, W15l, 1) ^ rotrSH(W15h, W15l, 8) ^ shrSH(W15h, W15l, 7);
      const s0l = rotrSL(W15h, W15l, 1) ^ rotrSL(W15h, W15l, 8) ^ shrSL(W15h, W15l, 7);
      const W2h = SHA512_W_H[i2 - 2] | 0;
      const W2l = SHA512_W_L[i2 - 2] | 0;
      const s1h = rotrSH(W2h, W2l, 19) ^ rotrBH(W2h, W2l, 61) ^ shrSH(W2h, W2l, 6);
      const s1l = rotrSL(W2h, W2l, 19) ^ rotrBL(W2h, W2l, 61) ^ shrSL(W2h, W2l, 6);
      const SUMl = add4L(s0l, s1l, SHA512_W_L[i2 - 7], SHA512_W_L[i2 - 16]);
      const SUMh = add4H(SUMl, s0h, s1h, SHA512_W_H[i2 - 7], SHA512_W_H[i2 - 16]);
      SHA512_W_H[i2] = SUMh | 0;
      SHA512_W_L[i2] = SUMl | 0;
    }
    let { Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl } = this;
    for (let i2 = 0; i2 < 80; i2++) {
      const sigma1h = rotrSH(Eh, El, 14) ^ rotrSH(Eh, El, 18) ^ rotrBH(Eh, El, 41);
      const sigma1l = rotrSL(Eh, El, 14) ^ rotrSL(Eh, El, 18) ^ rotrBL(Eh, El, 41);
      const CHIh = Eh & Fh ^ ~Eh & Gh;
      const CHIl = El & Fl ^ ~El & Gl;
      const T1ll = add5L(Hl, sigma1l, CHIl, SHA512_Kl[i2], SHA512_W_L[i2]);
      const T1h = add5H(T1ll, Hh, sigma1h, CHIh, SHA512_Kh[i2], SHA512_W_H[i2]);
      const T1l = T1ll | 0;
      const sigma0h = rotrSH(Ah, Al, 28) ^ rotrBH(Ah, Al, 34) ^ rotrBH(Ah, Al, 39);
      const sigma0l = rotrSL(Ah, Al, 28) ^ rotrBL(Ah, Al, 34) ^ rotrBL(Ah, Al, 39);
      const MAJh = Ah & Bh ^ Ah & Ch ^ Bh & Ch;
      const MAJl = Al & Bl ^ Al & Cl ^ Bl & Cl;
      Hh = Gh | 0;
      Hl = Gl | 0;
      Gh = Fh | 0;
      Gl = Fl | 0;
      Fh = Eh | 0;
      Fl = El | 0;
      ({ h: Eh, l: El } = add(Dh | 0, Dl | 0, T1h | 0, T1l | 0));
      Dh = Ch | 0;
      Dl = Cl | 0;
      Ch = Bh | 0;
      Cl = Bl | 0;
      Bh = Ah | 0;
      Bl = Al | 0;
      const All = add3L(T1l, sigma0l, MAJl);
      Ah = add3H(All, T1h, sigma0h, MAJh);
      Al = All | 0;
    }
    ({ h: Ah, l: Al } = add(this.Ah | 0, this.Al | 0, Ah | 0, Al | 0));
    ({ h: Bh, l: Bl } = add(this.Bh | 0, this.Bl | 0, Bh | 0, Bl | 0));
    ({ h: Ch, l: Cl } = add(this.Ch | 0, this.Cl | 0, Ch | 0, Cl | 0));
    ({ h: Dh, l: Dl } = add(this.Dh | 0, this.Dl | 0, Dh | 0, Dl | 0));
    ({ h: Eh, l: El } = add(this.Eh | 0, this.El | 0, Eh | 0, El | 0));
    ({ h: Fh, l: Fl } = add(this.Fh | 0, this.Fl | 0, Fh | 0, Fl | 0));
    ({ h: Gh, l: Gl } = add(this.Gh | 0, this.Gl | 0, Gh | 0, Gl | 0));
    ({ h: Hh, l: Hl } = add(this.Hh | 0, this.Hl | 0, Hh | 0, Hl | 0));
    this.set(Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl);
  }
  roundClean() {
    clean(SHA512_W_H, SHA512_W_L);
  }
  destroy() {
    this.destroyed = true;
    clean(this.buffer);
    this.set(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  }
};
var _SHA512 = class extends SHA2_64B {
  constructor() {
    super(64, SHA512_IV);
  }
};
var sha256 = /* @__PURE__ */ createHasher(
  () => new _SHA256(),
  /* @__PURE__ */ oidNist(1)
);
var sha512 = /* @__PURE__ */ createHasher(
  () => new _SHA512(),
  /* @__PURE__ */ oidNist(3)
);

// node_modules/@noble/curves/utils.js
function aarray(item, title, inner = () => {
}) {
  if (!Array.isArray(item))
    throw new TypeError(`"${title}" expected array, got type=${typeof item}`);
  for (let i2 = 0; i2 < item.length; i2++)
    inner(item[i2], `${title}[${i2}]`);
  return item;
}
var abytes2 = (value, length, title) => abytes(value, length, title);
var anumber2 = anumber;
function aobject2(value, title = "object") {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new TypeError(title === "object" ? "expected valid options object" : `"${title}" expected object, got type=${typeof value}`);
  return value;
}
function afunction(value, title) {
  if (typeof value !== "function")
    throw new TypeError(`"${title}" is invalid: expected function, got ${typeof value}`);
  return value;
}
var bytesToHex2 = bytesToHex;
var concatBytes2 = (...arrays) => concatBytes(...arrays);
var hexToBytes2 = (hex2) => hexToBytes(hex2);
var isBytes2 = isBytes;
var randomBytes2 = (bytesLength) => randomBytes(bytesLength);
var _0n = /* @__PURE__ */ BigInt(0);
var _1n = /* @__PURE__ */ BigInt(1);
var atitle2 = (title) => title ? `"${title}" ` : "";
function abool(value, title = "") {
  if (typeof value !== "boolean")
    throw new TypeError(atitle2(title) + "expected boolean, got type=" + typeof value);
  return value;
}
function abignumber(n2) {
  if (typeof n2 === "bigint") {
    if (!isPosBig(n2))
      throw new RangeError("positive bigint expected, got " + n2);
  } else
    anumber2(n2);
  return n2;
}
function asafenumber(value, title = "") {
  if (typeof value !== "number") {
    const prefix = title && `"${title}" `;
    throw new TypeError(prefix + "expected number, got type=" + typeof value);
  }
  if (!Number.isSafeInteger(value)) {
    const prefix = title && `"${title}" `;
    throw new RangeError(prefix + "expected safe integer, got " + value);
  }
}
function hexToNumber(hex2) {
  if (typeof hex2 !== "string")
    throw new TypeError("hex string expected, got " + typeof hex2);
  return hex2 === "" ? _0n : BigInt("0x" + hex2);
}
function bytesToNumberBE(bytes) {
  return hexToNumber(bytesToHex(bytes));
}
function bytesToNumberLE(bytes) {
  return hexToNumber(bytesToHex(copyBytes(abytes(bytes)).reverse()));
}
function numberToBytesBE(n2, len) {
  anumber(len);
  if (len === 0)
    throw new Error("zero output length is invalid");
  n2 = abignumber(n2);
  const expectedLen = len * 2;
  const hex2 = n2.toString(16);
  if (hex2.length > expectedLen)
    throw new RangeError("number is too large");
  return hexToBytes(hex2.padStart(expectedLen, "0"));
}
function numberToBytesLE(n2, len) {
  return numberToBytesBE(n2, len).reverse();
}
function equalBytes(a2, b2) {
  a2 = abytes2(a2);
  b2 = abytes2(b2);
  if (a2.length !== b2.length)
    return false;
  let diff = 0;
  for (let i2 = 0; i2 < a2.length; i2++)
    diff |= a2[i2] ^ b2[i2];
  return diff === 0;
}
function copyBytes(bytes) {
  return Uint8Array.from(abytes2(bytes));
}
function asciiToBytes(ascii) {
  if (typeof ascii !== "string")
    throw new TypeError("ascii string expected, got " + typeof ascii);
  return Uint8Array.from(ascii, (c2, i2) => {
    const charCode = c2.charCodeAt(0);
    if (c2.length !== 1 || charCode > 127) {
      throw new RangeError(`string contains non-ASCII character "${ascii[i2]}" with code ${charCode} at position ${i2}`);
    }
    return charCode;
  });
}
function isPosBig(n2) {
  return typeof n2 === "bigint" && _0n <= n2;
}
function inRange(n2, min, max) {
  return isPosBig(n2) && isPosBig(min) && isPosBig(max) && min <= n2 && n2 < max;
}
function aInRange(title, n2, min, max) {
  if (!inRange(n2, min, max))
    throw new RangeError("expected valid " + title + ": " + min + " <= n < " + max + ", got " + n2);
}
function bitLen(n2) {
  if (n2 < _0n)
    throw new Error("expected non-negative bigint, got " + n2);
  return n2 === _0n ? 0 : n2.toString(2).length;
}
var bitMask = (n2) => {
  asafenumber(n2, "n");
  return (_1n << BigInt(n2)) - _1n;
};
function validateObject(object, fields = {}, optFields = {}, title = "object") {
  aobject2(object, title);
  aobject2(fields, "fields");
  aobject2(optFields, "optFields");
  function checkField(fieldName, expectedType, isOpt) {
    const label = title === "object" ? `param "${String(fieldName)}"` : `"${title}.${String(fieldName)}"`;
    const val = object[fieldName];
    if (!Object.hasOwn(object, fieldName) && (isOpt ? val !== void 0 : expectedType !== "function")) {
      throw new TypeError(`${label} is invalid: expected own property`);
    }
    if (isOpt && val === void 0)
      return;
    const current = typeof val;
    if (current !== expectedType || val === null)
      throw new TypeError(`${label} is invalid: expected ${expectedType}, got ${current}`);
  }
  const iter = (f2, isOpt) => Object.entries(f2).forEach(([k2, v2]) => checkField(k2, v2, isOpt));
  iter(fields, false);
  iter(optFields, true);
}
var notImplemented = () => {
  throw new Error("not implemented");
};

// node_modules/@noble/curves/abstract/modular.js
var _0n2 = /* @__PURE__ */ BigInt(0);
var _1n2 = /* @__PURE__ */ BigInt(1);
var _2n = /* @__PURE__ */ BigInt(2);
var _3n = /* @__PURE__ */ BigInt(3);
var _4n = /* @__PURE__ */ BigInt(4);
var _5n = /* @__PURE__ */ BigInt(5);
var _7n = /* @__PURE__ */ BigInt(7);
var _8n = /* @__PURE__ */ BigInt(8);
var _9n = /* @__PURE__ */ BigInt(9);
var _15n = /* @__PURE__ */ BigInt(15);
var _16n = /* @__PURE__ */ BigInt(16);
var POW_WINDOWED_MIN = /* @__PURE__ */ BigInt("0x10000000000000000");
function mod(a2, b2) {
  if (b2 <= _0n2)
    throw new Error("mod: expected positive modulus, got " + b2);
  const result = a2 % b2;
  return result >= _0n2 ? result : b2 + result;
}
function pow(num, power, modulo) {
  if (modulo <= _1n2)
    throw new Error("pow: expected modulus > 1, got " + modulo);
  if (typeof power !== "bigint")
    throw new TypeError("invalid exponent: expected bigint, got " + typeof power);
  if (power < _0n2)
    throw new Error("invalid exponent, negatives unsupported");
  if (power === _0n2)
    return _1n2;
  if (power === _1n2)
    return num;
  let d2 = num % modulo;
  if (d2 < _0n2)
    d2 += modulo;
  if (power < POW_WINDOWED_MIN) {
    let p3 = _1n2;
    while (power > _0n2) {
      if (power & _1n2)
        p3 = p3 * d2 % modulo;
      d2 = d2 * d2 % modulo;
      power >>= _1n2;
    }
    return p3;
  }
  const digits = [];
  while (power > _0n2) {
    digits.push(Number(power & _15n));
    power >>= _4n;
  }
  const table = new Array(16);
  table[0] = _1n2;
  table[1] = d2;
  for (let i2 = 2; i2 < 16; i2++)
    table[i2] = table[i2 - 1] * d2 % modulo;
  let p2 = table[digits[digits.length - 1]];
  for (let w2 = digits.length - 2; w2 >= 0; w2--) {
    p2 = p2 * p2 % modulo;
    p2 = p2 * p2 % modulo;
    p2 = p2 * p2 % modulo;
    p2 = p2 * p2 % modulo;
    const digit = digits[w2];
    if (digit !== 0)
      p2 = p2 * table[digit] % modulo;
  }
  return p2;
}
function pow2(x2, power, modulo) {
  if (modulo <= _1n2)
    throw new Error("pow2: expected modulus > 1, got " + modulo);
  if (power < _0n2)
    throw new Error("pow2: expected non-negative exponent, got " + power);
  let res = x2;
  while (power-- > _0n2) {
    res *= res;
    res %= modulo;
  }
  return res;
}
function invert(number, modulo) {
  if (number === _0n2)
    throw new Error("invert: expected non-zero number");
  if (modulo <= _1n2)
    throw new Error("invert: expected modulus > 1, got " + modulo);
  let a2 = mod(number, modulo);
  let b2 = modulo;
  let x2 = _0n2, u2 = _1n2;
  while (a2 !== _0n2) {
    const q2 = b2 / a2;
    const r2 = b2 - a2 * q2;
    const m3 = x2 - u2 * q2;
    b2 = a2, a2 = r2, x2 = u2, u2 = m3;
  }
  const gcd = b2;
  if (gcd !== _1n2)
    throw new Error("invert: does not exist");
  return mod(x2, modulo);
}
function assertIsSquare(Fp2, root, n2) {
  const F2 = Fp2;
  if (!F2.eql(F2.sqr(root), n2))
    throw new Error("Cannot find square root");
}
function aoddModulus(order, fnName) {
  if ((order & _1n2) === _0n2)
    throw new Error(fnName + ": expected odd modulus, got " + order);
}
function sqrt3mod4(Fp2, n2) {
  const F2 = Fp2;
  const p1div4 = (F2.ORDER + _1n2) / _4n;
  const root = F2.pow(n2, p1div4);
  assertIsSquare(F2, root, n2);
  return root;
}
function sqrt5mod8(Fp2, n2) {
  const F2 = Fp2;
  const p5div8 = (F2.ORDER - _5n) / _8n;
  const n22 = F2.mul(n2, _2n);
  const v2 = F2.pow(n22, p5div8);
  const nv = F2.mul(n2, v2);
  const i2 = F2.mul(F2.mul(nv, _2n), v2);
  const root = F2.mul(nv, F2.sub(i2, F2.ONE));
  assertIsSquare(F2, root, n2);
  return root;
}
function sqrt9mod16(P3) {
  const Fp_ = Field(P3);
  const tn = tonelliShanks(P3);
  const c1 = tn(Fp_, Fp_.neg(Fp_.ONE));
  const c2 = tn(Fp_, c1);
  const c3 = tn(Fp_, Fp_.neg(c1));
  const c4 = (P3 + _7n) / _16n;
  return ((Fp2, n2) => {
    const F2 = Fp2;
    let tv1 = F2.pow(n2, c4);
    let tv2 = F2.mul(tv1, c1);
    const tv3 = F2.mul(tv1, c2);
    const tv4 = F2.mul(tv1, c3);
    const e1 = F2.eql(F2.sqr(tv2), n2);
    const e2 = F2.eql(F2.sqr(tv3), n2);
    tv1 = F2.cmov(tv1, tv2, e1);
    tv2 = F2.cmov(tv4, tv3, e2);
    const e3 = F2.eql(F2.sqr(tv2), n2);
    const root = F2.cmov(tv1, tv2, e3);
    assertIsSquare(F2, root, n2);
    return root;
  });
}
function tonelliShanks(P3) {
  if (P3 < _3n)
    throw new Error("sqrt is not defined for small field");
  aoddModulus(P3, "tonelliShanks");
  let Q2 = P3 - _1n2;
  let S2 = 0;
  while (Q2 % _2n === _0n2) {
    Q2 /= _2n;
    S2++;
  }
  let Z2 = _2n;
  const _Fp = Field(P3);
  while (FpLegendre(_Fp, Z2) === 1) {
    if (Z2++ > 1e3)
      throw new Error("Cannot find square root: probably non-prime P");
  }
  if (S2 === 1)
    return sqrt3mod4;
  let cc = _Fp.pow(Z2, Q2);
  const Q1div2 = (Q2 + _1n2) / _2n;
  return function tonelliSlow(Fp2, n2) {
    const F2 = Fp2;
    if (F2.is0(n2))
      return n2;
    if (FpLegendre(F2, n2) !== 1)
      throw new Error("Cannot find square root");
    let M2 = S2;
    let c2 = F2.mul(F2.ONE, cc);
    let t2 = F2.pow(n2, Q2);
    let R2 = F2.pow(n2, Q1div2);
    while (!F2.eql(t2, F2.ONE)) {
      if (F2.is0(t2))
        throw new Error("Cannot find square root: probably non-prime P");
      let i2 = 1;
      let t_tmp = F2.sqr(t2);
      while (!F2.eql(t_tmp, F2.ONE)) {
        i2++;
        t_tmp = F2.sqr(t_tmp);
        if (i2 === M2)
          throw new Error("Cannot find square root");
      }
      const exponent = _1n2 << BigInt(M2 - i2 - 1);
      const b2 = F2.pow(c2, exponent);
      M2 = i2;
      c2 = F2.sqr(b2);
      t2 = F2.mul(t2, c2);
      R2 = F2.mul(R2, b2);
    }
    return R2;
  };
}
function FpSqrt(P3) {
  aoddModulus(P3, "Fp.sqrt");
  if (P3 % _4n === _3n)
    return sqrt3mod4;
  if (P3 % _8n === _5n)
    return sqrt5mod8;
  if (P3 % _16n === _9n)
    return sqrt9mod16(P3);
  return tonelliShanks(P3);
}
var isNegativeLE = (num, modulo) => (mod(num, modulo) & _1n2) === _1n2;
var FIELD_FIELDS = [
  "create",
  "isValid",
  "is0",
  "neg",
  "inv",
  "sqrt",
  "sqr",
  "eql",
  "add",
  "sub",
  "mul",
  "pow",
  "div",
  "addN",
  "subN",
  "mulN",
  "sqrN"
];
function validateField(field) {
  aobject2(field, "field");
  if (typeof field.ORDER !== "bigint")
    throw new TypeError('param "ORDER" is invalid: expected bigint, got ' + typeof field.ORDER);
  asafenumber(field.BYTES, "BYTES");
  asafenumber(field.BITS, "BITS");
  for (const name of FIELD_FIELDS)
    afunction(field[name], "field." + name);
  if (field.BYTES < 1 || field.BITS < 1)
    throw new Error("invalid field: expected BYTES/BITS > 0");
  if (field.ORDER <= _1n2)
    throw new Error("invalid field: expected ORDER > 1, got " + field.ORDER);
  return field;
}
function FpInvertBatch(Fp2, nums, passZero = false) {
  validateField(Fp2);
  aarray(nums, "nums");
  abool(passZero, "passZero");
  const F2 = Fp2;
  const inverted = new Array(nums.length).fill(passZero ? F2.ZERO : void 0);
  const multipliedAcc = nums.reduce((acc, num, i2) => {
    if (F2.is0(num))
      return acc;
    inverted[i2] = acc;
    return F2.mul(acc, num);
  }, F2.ONE);
  const invertedAcc = F2.inv(multipliedAcc);
  nums.reduceRight((acc, num, i2) => {
    if (F2.is0(num))
      return acc;
    inverted[i2] = F2.mul(acc, inverted[i2]);
    return F2.mul(acc, num);
  }, invertedAcc);
  return inverted;
}
function FpLegendre(Fp2, n2) {
  validateField(Fp2);
  const F2 = Fp2;
  aoddModulus(F2.ORDER, "FpLegendre");
  const p1mod2 = (F2.ORDER - _1n2) / _2n;
  const powered = F2.pow(n2, p1mod2);
  const yes = F2.eql(powered, F2.ONE);
  const zero = F2.eql(powered, F2.ZERO);
  const no = F2.eql(powered, F2.neg(F2.ONE));
  if (!yes && !zero && !no)
    throw new Error("invalid Legendre symbol result");
  return yes ? 1 : zero ? 0 : -1;
}
function nLength(n2, nBitLength) {
  if (nBitLength !== void 0)
    anumber2(nBitLength);
  if (n2 <= _0n2)
    throw new Error("invalid n length: expected positive n, got " + n2);
  if (nBitLength !== void 0 && nBitLength < 1)
    throw new Error("invalid n length: expected positive bit length, got " + nBitLength);
  const bits = bitLen(n2);
  if (nBitLength !== void 0 && nBitLength < bits)
    throw new Error(`invalid n length: expected nBitLength (${nBitLength}) >= bitLen(n) (${bits})`);
  const _nBitLength = nBitLength !== void 0 ? nBitLength : bits;
  const nByteLength = Math.ceil(_nBitLength / 8);
  return { nBitLength: _nBitLength, nByteLength };
}
var FIELD_SQRT = /* @__PURE__ */ new WeakMap();
var _Field = class {
  ORDER;
  BITS;
  BYTES;
  isLE;
  ZERO = _0n2;
  ONE = _1n2;
  _lengths;
  _mod;
  constructor(ORDER2, opts = {}) {
    if (ORDER2 <= _1n2)
      throw new Error("invalid field: expected ORDER > 1, got " + ORDER2);
    let _nbitLength = void 0;
    this.isLE = false;
    if (opts != null && typeof opts === "object") {
      if (typeof opts.BITS === "number")
        _nbitLength = opts.BITS;
      if (typeof opts.sqrt === "function")
        Object.defineProperty(this, "sqrt", { value: opts.sqrt, enumerable: true });
      if (typeof opts.isLE === "boolean")
        this.isLE = opts.isLE;
      if (opts.allowedLengths)
        this._lengths = Object.freeze(opts.allowedLengths.slice());
      if (typeof opts.modFromBytes === "boolean")
        this._mod = opts.modFromBytes;
    }
    const { nBitLength, nByteLength } = nLength(ORDER2, _nbitLength);
    if (nByteLength > 2048)
      throw new Error("invalid field: expected ORDER of <= 2048 bytes");
    this.ORDER = ORDER2;
    this.BITS = nBitLength;
    this.BYTES = nByteLength;
    Object.freeze(this);
  }
  create(num) {
    return mod(num, this.ORDER);
  }
  isValid(num) {
    if (typeof num !== "bigint")
      throw new TypeError("invalid field element: expected bigint, got " + typeof num);
    return _0n2 <= num && num < this.ORDER;
  }
  is0(num) {
    return num === _0n2;
  }
  // is valid and invertible
  isValidNot0(num) {
    return !this.is0(num) && this.isValid(num);
  }
  isOdd(num) {
    return (num & _1n2) === _1n2;
  }
  neg(num) {
    return mod(-num, this.ORDER);
  }
  eql(lhs, rhs) {
    return lhs === rhs;
  }
  sqr(num) {
    return mod(num * num, this.ORDER);
  }
  add(lhs, rhs) {
    return mod(lhs + rhs, this.ORDER);
  }
  sub(lhs, rhs) {
    return mod(lhs - rhs, this.ORDER);
  }
  mul(lhs, rhs) {
    return mod(lhs * rhs, this.ORDER);
  }
  pow(num, power) {
    return pow(num, power, this.ORDER);
  }
  div(lhs, rhs) {
    return mod(lhs * invert(rhs, this.ORDER), this.ORDER);
  }
  // Same as above, but doesn't normalize
  sqrN(num) {
    return num * num;
  }
  addN(lhs, rhs) {
    return lhs + rhs;
  }
  subN(lhs, rhs) {
    return lhs - rhs;
  }
  mulN(lhs, rhs) {
    return lhs * rhs;
  }
  inv(num) {
    return invert(num, this.ORDER);
  }
  sqrt(num) {
    let sqrt = FIELD_SQRT.get(this);
    if (!sqrt)
      FIELD_SQRT.set(this, sqrt = FpSqrt(this.ORDER));
    return sqrt(this, num);
  }
  toBytes(num) {
    return this.isLE ? numberToBytesLE(num, this.BYTES) : numberToBytesBE(num, this.BYTES);
  }
  fromBytes(bytes, skipValidation = false) {
    abytes2(bytes);
    const { _lengths: allowedLengths, BYTES, isLE, ORDER: ORDER2, _mod: modFromBytes } = this;
    if (allowedLengths) {
      if (bytes.length < 1 || !allowedLengths.includes(bytes.length) || bytes.length > BYTES) {
        throw new Error("Field.fromBytes: expected " + allowedLengths + " bytes, got " + bytes.length);
      }
      const padded = new Uint8Array(BYTES);
      padded.set(bytes, isLE ? 0 : padded.length - bytes.length);
      bytes = padded;
    }
    if (bytes.length !== BYTES)
      throw new Error("Field.fromBytes: expected " + BYTES + " bytes, got " + bytes.length);
    let scalar = isLE ? bytesToNumberLE(bytes) : bytesToNumberBE(bytes);
    if (modFromBytes)
      scalar = mod(scalar, ORDER2);
    if (!skipValidation) {
      if (!this.isValid(scalar))
        throw new Error("invalid field element: outside of range 0..ORDER");
    }
    return scalar;
  }
  // TODO: we don't need it here, move out to separate fn
  invertBatch(lst) {
    return FpInvertBatch(this, lst, true);
  }
  // We can't move this out because Fp6, Fp12 implement it
  // and it's unclear what to return in there.
  cmov(a2, b2, condition) {
    abool(condition, "condition");
    return condition ? b2 : a2;
  }
};
function Field(ORDER2, opts = {}) {
  Object.freeze(_Field.prototype);
  return new _Field(ORDER2, opts);
}

// node_modules/@noble/curves/abstract/curve.js
var _0n3 = /* @__PURE__ */ BigInt(0);
var _1n3 = /* @__PURE__ */ BigInt(1);
var _4n2 = /* @__PURE__ */ BigInt(4);
var BLIND_BYTES = 16;
var BLIND_BITS = 128;
var FW_WINDOW = 5;
var TABLE_BYTES_MAX = /* @__PURE__ */ (() => 2 ** 31)();
function validatePointCons(Point2) {
  const pc = Point2;
  if (typeof pc !== "function")
    throw new TypeError('"Point" expected constructor, got type=' + typeof Point2);
  afunction(pc.fromAffine, "Point.fromAffine");
  afunction(pc.fromBytes, "Point.fromBytes");
  afunction(pc.fromHex, "Point.fromHex");
  aobject2(pc.BASE, "Point.BASE");
  aobject2(pc.ZERO, "Point.ZERO");
  validateField(pc.Fp);
  validateField(pc.Fn);
}
function normalizeZ(c2, points) {
  validatePointCons(c2);
  validateMSMPoints(points, c2);
  const invertedZs = FpInvertBatch(c2.Fp, points.map((p2) => p2.Z));
  return points.map((p2, i2) => c2.fromAffine(p2.toAffine(invertedZs[i2])));
}
function validateW(W2, bits, min = 1) {
  if (!Number.isSafeInteger(W2) || W2 < min || W2 > bits)
    throw new Error("invalid window size, expected [" + min + ".." + bits + "], got W=" + W2);
}
function validateTableBytes(numPoints, fpBytes) {
  const bytes = numPoints * (4 * fpBytes + 128);
  if (bytes > TABLE_BYTES_MAX)
    throw new Error("invalid window size: table would need ~" + Math.ceil(bytes / 2 ** 20) + " MiB, max " + TABLE_BYTES_MAX / 2 ** 20 + " MiB");
}
function probeRandomBytes(randomBytes4, length) {
  if (randomBytes4 === void 0)
    return void 0;
  afunction(randomBytes4, "randomBytes");
  try {
    const probe = randomBytes4(length);
    if (!isBytes2(probe) || probe.length !== length)
      return void 0;
  } catch {
    return void 0;
  }
  return randomBytes4;
}
function validateMSMPoints(points, c2) {
  aarray(points, "points");
  points.forEach((p2, i2) => {
    if (!(p2 instanceof c2))
      throw new Error("invalid point at index " + i2);
  });
}
function validateMSMScalars(scalars, field, maxScalar) {
  if (!Array.isArray(scalars))
    throw new Error("array of scalars expected");
  scalars.forEach((s2, i2) => {
    const ok = maxScalar === void 0 ? field.isValid(s2) : isPosBig(s2) && s2 < maxScalar;
    if (!ok)
      throw new Error("invalid scalar at index " + i2);
  });
}
var pointWindowSizes = /* @__PURE__ */ new WeakMap();
function getWindowSize(P3) {
  return pointWindowSizes.get(P3) || 1;
}
function oddMultiples(p2, size) {
  const dbl = p2.double();
  const t2 = [p2];
  for (let j2 = 1; j2 < size; j2++)
    t2.push(t2[j2 - 1].add(dbl));
  return t2;
}
function wnafDigits(n2, W2) {
  const size = 2 ** W2;
  const half = size / 2;
  const mask = BigInt(size - 1);
  const d2 = [];
  while (n2 > _0n3) {
    let w2 = 0;
    if (n2 & _1n3) {
      w2 = Number(n2 & mask);
      if (w2 >= half)
        w2 -= size;
      n2 -= BigInt(w2);
    }
    d2.push(w2);
    n2 >>= _1n3;
  }
  return d2;
}
function signedWindowDigits(n2, W2, windows) {
  const size = 2 ** W2;
  const half = size / 2;
  const mask = BigInt(size - 1);
  const shiftBy = BigInt(W2);
  const d2 = [];
  for (let w2 = 0; w2 < windows; w2++) {
    let v2 = Number(n2 & mask);
    n2 >>= shiftBy;
    if (v2 > half) {
      v2 -= size;
      n2 += _1n3;
    }
    d2.push(v2);
  }
  if (n2 !== _0n3)
    throw new Error("invalid wnaf");
  return d2;
}
function wnafWalk(zero, tables, digits) {
  let max = 0;
  for (const d2 of digits)
    max = Math.max(max, d2.length);
  let acc = zero;
  for (let bit = max - 1; bit >= 0; bit--) {
    if (bit !== max - 1)
      acc = acc.double();
    for (let i2 = 0; i2 < digits.length; i2++) {
      const w2 = digits[i2][bit];
      if (w2) {
        const item = tables[i2][Math.abs(w2) - 1 >> 1];
        acc = acc.add(w2 < 0 ? item.negate() : item);
      }
    }
  }
  return acc;
}
var ScalarMultiplier = class {
  Point;
  BASE;
  ZERO;
  randomBytes;
  wnafPrecomputes = /* @__PURE__ */ new WeakMap();
  baseCanBeBlinded;
  bits;
  // Parametrized with a given Point class (not individual point)
  constructor(Point2, randomBytes4) {
    validatePointCons(Point2);
    this.randomBytes = probeRandomBytes(randomBytes4, BLIND_BYTES);
    this.Point = Point2;
    this.BASE = Point2.BASE;
    this.ZERO = Point2.ZERO;
    this.bits = Point2.Fn.BITS;
  }
  /**
   * Creates a signed fixed-window wNAF precomputation table: for every window w, the
   * multiples `[1..2^(W−1)]⋅2^(w⋅W)⋅P`, flattened. All doublings are baked into the table,
   * so cached multiplication is additions-only. `windows = ceil(bits/W) + 1`: the extra
   * window absorbs the final carry of signed-digit recoding.
   * For a 256-bit curve and W=6, the table is 44⋅32 = 1408 points.
   * @param point - Point instance
   * @param W - window size
   * @param bits - scalar bitlength the table must cover
   */
  buildWnafTable(point, W2, bits) {
    const windows = Math.ceil(bits / W2) + 1;
    const half = 2 ** (W2 - 1);
    const comp = [];
    let base = point;
    for (let w2 = 0; w2 < windows; w2++) {
      let acc = base;
      for (let i2 = 0; i2 < half; i2++) {
        comp.push(acc);
        acc = acc.add(base);
      }
      base = comp[comp.length - 1].double();
    }
    return { W: W2, bits, windows, comp };
  }
  /**
   * Implements ec multiplication using precomputed signed fixed-window wNAF tables.
   * Constant-time: fixed window count with one table addition per window — zero digits feed
   * the fake accumulator — and no doublings; the lookup scans the whole window slice.
   * Scalar bounds are validated by the public entry points ({@link ScalarMultiplier.mulCT},
   * {@link ScalarMultiplier.mulCTBlinded}, {@link ScalarMultiplier.mulUnsafe});
   * signedWindowDigits throws if `n` exceeds the table.
   * @returns real and fake (for const-time) points
   */
  wnafCachedCT(precomputes, n2) {
    const { W: W2, windows, comp } = precomputes;
    const half = 2 ** (W2 - 1);
    const digits = signedWindowDigits(n2, W2, windows);
    let p2 = this.ZERO;
    let f2 = this.BASE;
    for (let w2 = 0; w2 < windows; w2++) {
      const digit = digits[w2];
      const start = w2 * half;
      const idx = Math.abs(digit) - 1;
      let sel = comp[start];
      for (let i2 = 1; i2 < half; i2++)
        sel = i2 === idx ? comp[start + i2] : sel;
      const neg = sel.negate();
      if (digit === 0)
        f2 = f2.add(comp[start]);
      else
        p2 = p2.add(digit < 0 ? neg : sel);
    }
    return { p: p2, f: f2 };
  }
  // Cache key is point identity plus (W, bits); at most two entries exist per point (public-width
  // `Fn.BITS` and blinded `Fn.BITS + BLIND_BITS`). Callers must not reuse the same point with
  // incompatible `transform(...)` layouts and expect a separate cache entry.
  getWnafPrecomputes(W2, point, bits, transform) {
    let entries = this.wnafPrecomputes.get(point);
    let comp = entries?.find((entry) => entry.W === W2 && entry.bits === bits);
    if (!comp) {
      comp = this.buildWnafTable(point, W2, bits);
      if (typeof transform === "function")
        comp = { ...comp, comp: transform(comp.comp) };
      if (!entries) {
        entries = [];
        this.wnafPrecomputes.set(point, entries);
      }
      entries.push(comp);
    }
    return comp;
  }
  assertPoint(point) {
    if (!(point instanceof this.Point))
      throw new TypeError('"point" expected Point instance, got type=' + typeof point);
  }
  // Shared prologue of the constant-time entry points. Rejects scalar 0: in key/signature-style
  // callers a zero scalar means broken upstream plumbing, and concrete Points already reject it.
  // Uses inRange instead of Fn.isValidNot0: validateField() only certifies the arithmetic subset.
  validateMulInput(point, scalar) {
    this.assertPoint(point);
    if (!inRange(scalar, _1n3, this.Point.Fn.ORDER))
      throw new Error("invalid scalar");
  }
  // Constant-time dispatch shared by mulCT / mulCTBlinded. Un-precomputed points (W===1, e.g.
  // ECDH peer keys) skip building a throwaway cached table in favor of a small fixed-window
  // multiply. `n` must be < 2^bits.
  runCT(point, n2, bits, transform) {
    const W2 = getWindowSize(point);
    if (W2 === 1)
      return this.fixedWindowCT(point, n2, bits);
    return this.wnafCachedCT(this.getWnafPrecomputes(W2, point, bits, transform), n2);
  }
  mulCT(point, scalar, transform) {
    this.validateMulInput(point, scalar);
    return this.runCT(point, scalar, this.bits, transform);
  }
  mulCTBlinded(point, scalar, transform) {
    this.validateMulInput(point, scalar);
    if (this.randomBytes === void 0)
      throw new Error("randomBytes is required for scalar blinding");
    const bits = this.Point.Fn.BITS + BLIND_BITS;
    const blind = this.randomBytes(BLIND_BYTES);
    if (!isBytes2(blind) || blind.length !== BLIND_BYTES)
      throw new Error("randomBytes returned invalid byte array");
    blind[0] = blind[0] & 63 | 128;
    const n2 = scalar + bytesToNumberBE(blind) * this.Point.Fn.ORDER;
    return this.runCT(point, n2, bits, transform);
  }
  /**
   * Constant-time multiplication `n*point` for an un-precomputed point, via a small fixed window.
   * A cached wNAF table only pays off when reused; a flat 2^FW_WINDOW table (`size-1` adds) is
   * far cheaper to build for a single use. The point-operation sequence is independent of `n`:
   * build the table, then per window exactly FW_WINDOW doublings, a data-oblivious scan over
   * every table entry, and one addition (adds the identity when the window digit is 0 — never
   * skipped).
   *
   * `n` must be `< 2^bits`. Assumes complete addition (adding the identity costs the same as any
   * add), which holds for the Weierstrass/Edwards point types used here. The table is left in
   * projective form (no normalizeZ): normalizing this small a table costs more than the
   * mixed-add savings it would buy for a single multiply.
   * @returns real point `p`; `f` duplicates it only to match {@link wnafCachedCT}'s return shape
   * (this path needs no fake accumulator — its op-count is already scalar-independent).
   */
  fixedWindowCT(point, n2, bits) {
    const W2 = FW_WINDOW;
    const size = 1 << W2;
    const mask = bitMask(W2);
    const table = new Array(size);
    table[0] = this.ZERO;
    for (let i2 = 1; i2 < size; i2++)
      table[i2] = table[i2 - 1].add(point);
    const windows = Math.ceil(bits / W2);
    let acc = this.ZERO;
    for (let window2 = windows - 1; window2 >= 0; window2--) {
      if (window2 !== windows - 1)
        for (let d2 = 0; d2 < W2; d2++)
          acc = acc.double();
      const digit = Number(n2 >> BigInt(window2 * W2) & mask);
      let sel = table[0];
      for (let i2 = 1; i2 < size; i2++)
        sel = i2 === digit ? table[i2] : sel;
      acc = acc.add(sel);
    }
    return { p: acc, f: acc };
  }
  shouldBlind(point, cofactor) {
    if (this.randomBytes === void 0)
      return false;
    if (cofactor === _1n3)
      return true;
    if (point !== this.BASE)
      return false;
    if (this.baseCanBeBlinded === void 0)
      this.baseCanBeBlinded = this.mulUnsafe(this.BASE, this.Point.Fn.ORDER).is0();
    return this.baseCanBeBlinded;
  }
  mulSecret(point, scalar, cofactor, transform) {
    return this.shouldBlind(point, cofactor) ? this.mulCTBlinded(point, scalar, transform) : this.mulCT(point, scalar, transform);
  }
  mulUnsafe(point, scalar, transform) {
    this.assertPoint(point);
    if (!isPosBig(scalar))
      throw new Error("invalid scalar");
    const W2 = getWindowSize(point);
    if (W2 === 1 || scalar >= this.Point.Fn.ORDER)
      return mulAddUnsafe(this.Point, [point], [scalar], true);
    const precomputes = this.getWnafPrecomputes(W2, point, this.bits, transform);
    return this.wnafCachedCT(precomputes, scalar).p;
  }
  // Remembers the window size used for precomputed wNAF multiplication of the given point
  // and drops any previously built tables. Usually only the base point is precomputed.
  // W=1 resets the point to the un-precomputed (table-less) paths.
  // W is additionally capped so tables stay under ~2 GiB ({@link TABLE_BYTES_MAX}).
  setWindowSize(point, W2) {
    this.assertPoint(point);
    validateW(W2, this.bits);
    const windows = Math.ceil((this.bits + BLIND_BITS) / W2) + 1;
    validateTableBytes(windows * 2 ** (W2 - 1), this.Point.Fp.BYTES);
    pointWindowSizes.set(point, W2);
    this.wnafPrecomputes.delete(point);
  }
  // True when a window size is set: tables themselves are built lazily on first multiply.
  hasWindowSize(point) {
    return getWindowSize(point) !== 1;
  }
};
function mulAddUnsafe(c2, points, scalars, allowOversized = false) {
  validatePointCons(c2);
  validateMSMPoints(points, c2);
  abool(allowOversized, "allowOversized");
  validateMSMScalars(scalars, c2.Fn, allowOversized ? c2.Fn.ORDER ** _4n2 : void 0);
  if (points.length !== scalars.length)
    throw new Error("arrays of points and scalars must have equal length");
  const tables = points.map((p2) => oddMultiples(p2, 4));
  const digits = scalars.map((n2) => wnafDigits(n2, 4));
  return wnafWalk(c2.ZERO, tables, digits);
}
function createField(order, field, isLE) {
  if (field) {
    if (field.ORDER !== order)
      throw new Error("Field.ORDER must match order: Fp == p, Fn == n");
    validateField(field);
    return field;
  } else {
    return Field(order, { isLE });
  }
}
function createCurveFields(type, CURVE, curveOpts = {}, FpFnLE) {
  if (type !== "weierstrass" && type !== "edwards")
    throw new Error('expected curve type "weierstrass" or "edwards"');
  if (FpFnLE === void 0)
    FpFnLE = type === "edwards";
  if (!CURVE || typeof CURVE !== "object")
    throw new Error(`expected valid ${type} CURVE object`);
  validateObject(curveOpts);
  for (const p2 of ["p", "n", "h"]) {
    const val = CURVE[p2];
    if (!(isPosBig(val) && val !== _0n3))
      throw new Error(`CURVE.${p2} must be positive bigint`);
  }
  const Fp2 = createField(CURVE.p, curveOpts.Fp, FpFnLE);
  const Fn2 = createField(CURVE.n, curveOpts.Fn, FpFnLE);
  const _b = type === "weierstrass" ? "b" : "d";
  const params = ["Gx", "Gy", "a", _b];
  for (const p2 of params) {
    if (!Fp2.isValid(CURVE[p2]))
      throw new Error(`CURVE.${p2} must be valid field element of CURVE.Fp`);
  }
  CURVE = Object.freeze(Object.assign({}, CURVE));
  return { CURVE, Fp: Fp2, Fn: Fn2 };
}
function createKeygen(randomSecretKey, getPublicKey) {
  return function keygen(seed) {
    const secretKey = randomSecretKey(seed);
    return { secretKey, publicKey: getPublicKey(secretKey) };
  };
}

// node_modules/@noble/curves/abstract/edwards.js
var _0n4 = /* @__PURE__ */ BigInt(0);
var _1n4 = /* @__PURE__ */ BigInt(1);
var _2n2 = /* @__PURE__ */ BigInt(2);
var _4n3 = /* @__PURE__ */ BigInt(4);
var _8n2 = /* @__PURE__ */ BigInt(8);
function isEdValidXY(Fp2, CURVE, x2, y2) {
  const x22 = Fp2.sqr(x2);
  const y22 = Fp2.sqr(y2);
  const left = Fp2.add(Fp2.mul(CURVE.a, x22), y22);
  const right = Fp2.add(Fp2.ONE, Fp2.mul(CURVE.d, Fp2.mul(x22, y22)));
  return Fp2.eql(left, right);
}
function edwards(params, extraOpts = {}) {
  validateObject(extraOpts, {}, {}, "extraOpts");
  const opts = extraOpts;
  const validated = createCurveFields("edwards", params, opts, opts.FpFnLE);
  const { Fp: Fp2, Fn: Fn2 } = validated;
  let CURVE = validated.CURVE;
  const { h: cofactor } = CURVE;
  if (FpLegendre(Fp2, CURVE.a) !== 1)
    throw new Error("edwards: CURVE.a must be a square in Fp for complete addition formulas");
  if (FpLegendre(Fp2, CURVE.d) !== -1)
    throw new Error("edwards: CURVE.d must be a non-square in Fp for complete addition formulas");
  validateObject(opts, {}, { uvRatio: "function", randomBytes: "function" });
  const randomBytes4 = opts.randomBytes === void 0 ? randomBytes2 : opts.randomBytes;
  const MASK = _2n2 << BigInt(Fp2.BYTES * 8) - _1n4;
  function isOdd(n2) {
    if (!Fp2.isOdd)
      throw new Error("Field does not have .isOdd()");
    return Fp2.isOdd(n2);
  }
  const uvRatio2 = opts.uvRatio === void 0 ? (u2, v2) => {
    try {
      return { isValid: true, value: Fp2.sqrt(Fp2.div(u2, v2)) };
    } catch (e) {
      return { isValid: false, value: _0n4 };
    }
  } : opts.uvRatio;
  if (!isEdValidXY(Fp2, CURVE, CURVE.Gx, CURVE.Gy))
    throw new Error("bad curve params: generator point");
  const mulA = Fp2.eql(CURVE.a, Fp2.neg(Fp2.ONE)) ? (x2) => Fp2.neg(x2) : Fp2.eql(CURVE.a, Fp2.ONE) ? (x2) => x2 : (x2) => Fp2.mul(CURVE.a, x2);
  function acoord(title, n2, banZero = false) {
    const min = banZero ? _1n4 : _0n4;
    aInRange("coordinate " + title, n2, min, MASK);
    return n2;
  }
  function aedpoint(other) {
    if (!(other instanceof Point2))
      throw new Error("EdwardsPoint expected");
  }
  class Point2 {
    static BASE = new Point2(CURVE.Gx, CURVE.Gy, Fp2.ONE, Fp2.mul(CURVE.Gx, CURVE.Gy));
    static ZERO = new Point2(Fp2.ZERO, Fp2.ONE, Fp2.ONE, Fp2.ZERO);
    static Fp = Fp2;
    static Fn = Fn2;
    X;
    Y;
    Z;
    T;
    constructor(X2, Y2, Z2, T2) {
      this.X = acoord("x", X2);
      this.Y = acoord("y", Y2);
      this.Z = acoord("z", Z2, true);
      this.T = acoord("t", T2);
      Object.freeze(this);
    }
    static CURVE() {
      return CURVE;
    }
    /**
     * Create one extended Edwards point from affine coordinates.
     * Does NOT validate that the point is on-curve or torsion-free.
     * Use `.assertValidity()` on adversarial inputs.
     */
    static fromAffine(p2) {
      if (p2 instanceof Point2)
        throw new Error("extended point not allowed");
      const { x: x2, y: y2 } = p2 || {};
      acoord("x", x2);
      acoord("y", y2);
      return new Point2(x2, y2, Fp2.ONE, Fp2.mul(x2, y2));
    }
    // Uses algo from RFC8032 5.1.3.
    static fromBytes(bytes, zip215 = false) {
      const len = Fp2.BYTES;
      const { a: a2, d: d2 } = CURVE;
      bytes = copyBytes(abytes2(bytes, len, "point"));
      abool(zip215, "zip215");
      const normed = copyBytes(bytes);
      const lastByte = bytes[len - 1];
      normed[len - 1] = lastByte & ~128;
      const y2 = bytesToNumberLE(normed);
      const max = zip215 ? MASK : Fp2.ORDER;
      aInRange("point.y", y2, _0n4, max);
      const y22 = Fp2.sqr(y2);
      const u2 = Fp2.sub(y22, Fp2.ONE);
      const v2 = Fp2.sub(Fp2.mulN(d2, y22), a2);
      let { isValid, value: x2 } = uvRatio2(u2, v2);
      if (!isValid)
        throw new Error("bad point: invalid y coordinate");
      const isXOdd = isOdd(x2);
      const isLastByteOdd = (lastByte & 128) !== 0;
      if (!zip215 && Fp2.is0(x2) && isLastByteOdd)
        throw new Error("bad point: x=0 and x_0=1");
      if (isLastByteOdd !== isXOdd)
        x2 = Fp2.neg(x2);
      return Point2.fromAffine({ x: x2, y: y2 });
    }
    static fromHex(hex2, zip215 = false) {
      return Point2.fromBytes(hexToBytes2(hex2), zip215);
    }
    get x() {
      return this.toAffine().x;
    }
    get y() {
      return this.toAffine().y;
    }
    precompute(windowSize = 6, isLazy = true) {
      wnaf.setWindowSize(this, windowSize);
      if (!isLazy)
        this.multiply(_2n2);
      return this;
    }
    // Useful in fromAffine() - not for fromBytes(), which always created valid points.
    assertValidity() {
      const p2 = this;
      const { a: a2, d: d2 } = CURVE;
      if (p2.is0())
        throw new Error("bad point: ZERO");
      const { X: X2, Y: Y2, Z: Z2, T: T2 } = p2;
      const X22 = Fp2.sqr(X2);
      const Y22 = Fp2.sqr(Y2);
      const Z22 = Fp2.sqr(Z2);
      const Z4 = Fp2.sqr(Z22);
      const aX2 = Fp2.mul(X22, a2);
      const left = Fp2.mul(Fp2.add(aX2, Y22), Z22);
      const right = Fp2.add(Z4, Fp2.mul(d2, Fp2.mul(X22, Y22)));
      if (!Fp2.eql(left, right))
        throw new Error("bad point: equation left != right (1)");
      const XY = Fp2.mul(X2, Y2);
      const ZT = Fp2.mul(Z2, T2);
      if (!Fp2.eql(XY, ZT))
        throw new Error("bad point: equation left != right (2)");
    }
    // Compare one point to another.
    equals(other) {
      aedpoint(other);
      const { X: X1, Y: Y1, Z: Z1 } = this;
      const { X: X2, Y: Y2, Z: Z2 } = other;
      const X1Z2 = Fp2.mul(X1, Z2);
      const X2Z1 = Fp2.mul(X2, Z1);
      const Y1Z2 = Fp2.mul(Y1, Z2);
      const Y2Z1 = Fp2.mul(Y2, Z1);
      return Fp2.eql(X1Z2, X2Z1) && Fp2.eql(Y1Z2, Y2Z1);
    }
    is0() {
      return this.equals(Point2.ZERO);
    }
    negate() {
      return new Point2(Fp2.neg(this.X), this.Y, this.Z, Fp2.neg(this.T));
    }
    // Fast algo for doubling Extended Point.
    // https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html#doubling-dbl-2008-hwcd
    // Cost: 4M + 4S + 1*a + 6add + 1*2.
    double() {
      const { X: X1, Y: Y1, Z: Z1 } = this;
      const A4 = Fp2.sqr(X1);
      const B2 = Fp2.sqr(Y1);
      const C2 = Fp2.mul(Fp2.sqr(Z1), _2n2);
      const D3 = mulA(A4);
      const x1y1 = Fp2.addN(X1, Y1);
      const E2 = Fp2.sub(Fp2.subN(Fp2.sqr(x1y1), A4), B2);
      const G2 = Fp2.addN(D3, B2);
      const F2 = Fp2.subN(G2, C2);
      const H2 = Fp2.subN(D3, B2);
      const X3 = Fp2.mul(E2, F2);
      const Y3 = Fp2.mul(G2, H2);
      const T3 = Fp2.mul(E2, H2);
      const Z3 = Fp2.mul(F2, G2);
      return new Point2(X3, Y3, Z3, T3);
    }
    // Fast algo for adding 2 Extended Points.
    // https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html#addition-add-2008-hwcd
    // Cost: 9M + 1*a + 1*d + 7add.
    add(other) {
      aedpoint(other);
      const { d: d2 } = CURVE;
      const { X: X1, Y: Y1, Z: Z1, T: T1 } = this;
      const { X: X2, Y: Y2, Z: Z2, T: T2 } = other;
      const A4 = Fp2.mul(X1, X2);
      const B2 = Fp2.mul(Y1, Y2);
      const C2 = Fp2.mul(Fp2.mulN(T1, d2), T2);
      const D3 = Fp2.mul(Z1, Z2);
      const E2 = Fp2.sub(Fp2.subN(Fp2.mulN(Fp2.addN(X1, Y1), Fp2.addN(X2, Y2)), A4), B2);
      const F2 = Fp2.subN(D3, C2);
      const G2 = Fp2.addN(D3, C2);
      const H2 = Fp2.sub(B2, mulA(A4));
      const X3 = Fp2.mul(E2, F2);
      const Y3 = Fp2.mul(G2, H2);
      const T3 = Fp2.mul(E2, H2);
      const Z3 = Fp2.mul(F2, G2);
      return new Point2(X3, Y3, Z3, T3);
    }
    subtract(other) {
      aedpoint(other);
      return this.add(other.negate());
    }
    // Constant-time multiplication.
    multiply(scalar) {
      if (!Fn2.isValidNot0(scalar))
        throw new RangeError("invalid scalar: expected 1 <= sc < curve.n");
      const { p: p2, f: f2 } = wnaf.mulSecret(this, scalar, cofactor, normalize);
      return normalize([p2, f2])[0];
    }
    // Non-constant-time multiplication. Uses double-and-add algorithm.
    // It's faster, but should only be used when you don't care about
    // an exposed private key e.g. sig verification.
    // Keeps the same subgroup-scalar contract: 0 is allowed for public-scalar callers, but
    // n and larger values are rejected instead of being reduced mod n to the identity point.
    multiplyUnsafe(scalar) {
      if (!Fn2.isValid(scalar))
        throw new RangeError("invalid scalar: expected 0 <= sc < curve.n");
      if (scalar === _0n4)
        return Point2.ZERO;
      if (this.is0() || scalar === _1n4)
        return this;
      return wnaf.mulUnsafe(this, scalar, normalize);
    }
    // Checks if point is of small order.
    // If you add something to small order point, you will have "dirty"
    // point with torsion component.
    // Clears cofactor and checks if the result is 0.
    isSmallOrder() {
      return this.clearCofactor().is0();
    }
    // Multiplies point by curve order and checks if the result is 0.
    // Returns `false` is the point is dirty.
    isTorsionFree() {
      return wnaf.mulUnsafe(this, CURVE.n).is0();
    }
    // Converts Extended point to default (x, y) coordinates.
    // Can accept precomputed Z^-1 - for example, from invertBatch.
    toAffine(invertedZ) {
      const p2 = this;
      let iz = invertedZ;
      if (iz != null && typeof iz !== "bigint")
        throw new TypeError('"invertedZ" expected bigint, got type=' + typeof iz);
      const { X: X2, Y: Y2, Z: Z2 } = p2;
      const is0 = p2.is0();
      if (iz == null)
        iz = is0 ? Fp2.create(_8n2) : Fp2.inv(Z2);
      const x2 = Fp2.mul(X2, iz);
      const y2 = Fp2.mul(Y2, iz);
      const zz = Fp2.mul(Z2, iz);
      if (is0)
        return { x: Fp2.ZERO, y: Fp2.ONE };
      if (!Fp2.eql(zz, Fp2.ONE))
        throw new Error("invZ was invalid");
      return { x: x2, y: y2 };
    }
    clearCofactor() {
      if (cofactor === _1n4)
        return this;
      if (cofactor === _2n2)
        return this.double();
      if (cofactor === _4n3)
        return this.double().double();
      if (cofactor === _8n2)
        return this.double().double().double();
      return this.multiplyUnsafe(cofactor);
    }
    toBytes() {
      const { x: x2, y: y2 } = this.toAffine();
      const bytes = Fp2.toBytes(y2);
      bytes[bytes.length - 1] |= isOdd(x2) ? 128 : 0;
      return bytes;
    }
    toHex() {
      return bytesToHex2(this.toBytes());
    }
    toString() {
      return `<Point ${this.is0() ? "ZERO" : this.toHex()}>`;
    }
  }
  const normalize = (points) => normalizeZ(Point2, points);
  const wnaf = new ScalarMultiplier(Point2, randomBytes4);
  if (wnaf.bits >= 6)
    Point2.BASE.precompute(6);
  Object.freeze(Point2.prototype);
  Object.freeze(Point2);
  return Point2;
}
var PrimeEdwardsPoint = class {
  static BASE;
  static ZERO;
  static Fp;
  static Fn;
  ep;
  /**
   * Wrap one internal Edwards representative directly.
   * This is not a canonical encoding boundary: alternate Edwards
   * representatives may still describe the same abstract wrapper element.
   */
  constructor(ep) {
    this.ep = ep;
  }
  // Static methods that must be implemented by subclasses
  static fromBytes(_bytes) {
    notImplemented();
  }
  static fromHex(_hex) {
    notImplemented();
  }
  get x() {
    return this.toAffine().x;
  }
  get y() {
    return this.toAffine().y;
  }
  // Common implementations
  clearCofactor() {
    return this;
  }
  assertValidity() {
    this.ep.assertValidity();
  }
  /**
   * Return affine coordinates of the current internal Edwards representative.
   * This is a convenience helper, not a canonical Ristretto/Decaf encoding.
   * Equal abstract elements may expose different `x` / `y`; use
   * `toBytes()` / `fromBytes()` for canonical roundtrips.
   */
  toAffine(invertedZ) {
    return this.ep.toAffine(invertedZ);
  }
  toHex() {
    return bytesToHex2(this.toBytes());
  }
  toString() {
    return this.toHex();
  }
  isTorsionFree() {
    return true;
  }
  isSmallOrder() {
    return false;
  }
  add(other) {
    this.assertSame(other);
    return this.init(this.ep.add(other.ep));
  }
  subtract(other) {
    this.assertSame(other);
    return this.init(this.ep.subtract(other.ep));
  }
  multiply(scalar) {
    return this.init(this.ep.multiply(scalar));
  }
  multiplyUnsafe(scalar) {
    return this.init(this.ep.multiplyUnsafe(scalar));
  }
  double() {
    return this.init(this.ep.double());
  }
  negate() {
    return this.init(this.ep.negate());
  }
  precompute(windowSize, isLazy) {
    this.ep.precompute(windowSize, isLazy);
    return this;
  }
};
function eddsa(Point2, cHash, eddsaOpts = {}) {
  validatePointCons(Point2);
  if (typeof cHash !== "function")
    throw new Error('"hash" function param is required');
  const hash = cHash;
  const opts = eddsaOpts;
  validateObject(opts, {}, {
    adjustScalarBytes: "function",
    randomBytes: "function",
    domain: "function",
    prehash: "function",
    zip215: "boolean",
    mapToCurve: "function",
    toMontgomery: "function",
    toMontgomerySecret: "function"
  });
  const { prehash } = opts;
  const { BASE, Fp: Fp2, Fn: Fn2 } = Point2;
  const outputLen = hash.outputLen;
  const expectedLen = 2 * Fp2.BYTES;
  if (outputLen !== void 0) {
    asafenumber(outputLen, "hash.outputLen");
    if (outputLen !== expectedLen)
      throw new Error(`hash.outputLen must be ${expectedLen}, got ${outputLen}`);
  }
  const randomBytes4 = opts.randomBytes === void 0 ? randomBytes2 : opts.randomBytes;
  const toMontgomery2 = opts.toMontgomery;
  const toMontgomerySecret2 = opts.toMontgomerySecret;
  const adjustScalarBytes2 = opts.adjustScalarBytes === void 0 ? (bytes) => bytes : opts.adjustScalarBytes;
  const domain = opts.domain === void 0 ? (data, ctx, phflag) => {
    abool(phflag, "phflag");
    if (ctx.length || phflag)
      throw new Error("Contexts/pre-hash are not supported");
    return data;
  } : opts.domain;
  function modN_LE(hash2) {
    return Fn2.create(bytesToNumberLE(hash2));
  }
  function getPrivateScalar(key) {
    const len = lengths.secretKey;
    abytes2(key, lengths.secretKey, "secretKey");
    const hashed = abytes2(hash(key), 2 * len, "hashedSecretKey");
    const head = adjustScalarBytes2(hashed.slice(0, len));
    const prefix = hashed.slice(len, 2 * len);
    const scalar = modN_LE(head);
    return { head, prefix, scalar };
  }
  function getExtendedPublicKey(secretKey) {
    const { head, prefix, scalar } = getPrivateScalar(secretKey);
    const point = BASE.multiply(scalar);
    const pointBytes = point.toBytes();
    return { head, prefix, scalar, point, pointBytes };
  }
  function getPublicKey(secretKey) {
    return getExtendedPublicKey(secretKey).pointBytes;
  }
  function hashDomainToScalar(context2 = Uint8Array.of(), ...msgs) {
    const msg = concatBytes2(...msgs);
    return modN_LE(hash(domain(msg, abytes2(context2, void 0, "context"), !!prehash)));
  }
  function sign(msg, secretKey, options2 = {}) {
    validateObject(options2, {}, {}, "options");
    msg = copyBytes(abytes2(msg, void 0, "message"));
    if (prehash)
      msg = prehash(msg);
    const { prefix, scalar, pointBytes } = getExtendedPublicKey(secretKey);
    const r2 = hashDomainToScalar(options2.context, prefix, msg);
    const R2 = BASE.multiply(r2).toBytes();
    const k2 = hashDomainToScalar(options2.context, R2, pointBytes, msg);
    const s2 = Fn2.create(r2 + k2 * scalar);
    if (!Fn2.isValid(s2))
      throw new Error("sign failed: invalid s");
    const rs = concatBytes2(R2, Fn2.toBytes(s2));
    return abytes2(rs, lengths.signature, "result");
  }
  const verifyOpts = {
    zip215: opts.zip215
  };
  function verify2(sig, msg, publicKey, options2 = verifyOpts) {
    validateObject(options2);
    const { context: context2 } = options2;
    const zip215 = options2.zip215 === void 0 ? !!verifyOpts.zip215 : options2.zip215;
    const len = lengths.signature;
    sig = abytes2(sig, len, "signature");
    msg = abytes2(msg, void 0, "message");
    publicKey = abytes2(publicKey, lengths.publicKey, "publicKey");
    if (zip215 !== void 0)
      abool(zip215, "zip215");
    if (prehash)
      msg = prehash(msg);
    const mid = len / 2;
    const r2 = sig.subarray(0, mid);
    const s2 = bytesToNumberLE(sig.subarray(mid, len));
    let A4, R2, SB;
    try {
      A4 = Point2.fromBytes(publicKey, zip215);
      R2 = Point2.fromBytes(r2, zip215);
      SB = BASE.multiplyUnsafe(s2);
    } catch (error) {
      return false;
    }
    if (!zip215 && A4.isSmallOrder())
      return false;
    const k2 = hashDomainToScalar(context2, r2, publicKey, msg);
    const RkA = R2.add(A4.multiplyUnsafe(k2));
    return RkA.subtract(SB).clearCofactor().is0();
  }
  const _size = Fp2.BYTES;
  const lengths = {
    secretKey: _size,
    publicKey: _size,
    signature: 2 * _size,
    seed: _size
  };
  function randomSecretKey(seed) {
    seed = seed === void 0 ? randomBytes4(lengths.seed) : seed;
    return abytes2(seed, lengths.seed, "seed");
  }
  function isValidSecretKey(key) {
    return isBytes2(key) && key.length === lengths.secretKey;
  }
  function isValidPublicKey(key, zip215) {
    try {
      return !!Point2.fromBytes(key, zip215 === void 0 ? verifyOpts.zip215 : zip215);
    } catch (error) {
      return false;
    }
  }
  const utils = {
    getExtendedPublicKey,
    randomSecretKey,
    isValidSecretKey,
    isValidPublicKey,
    /** Converts an Edwards public key to a companion Montgomery public key. */
    toMontgomery(publicKey) {
      if (toMontgomery2 === void 0)
        throw new Error("Montgomery conversion is not supported for this curve");
      return toMontgomery2(Point2.fromBytes(publicKey));
    },
    toMontgomerySecret(secretKey) {
      if (toMontgomerySecret2 === void 0)
        throw new Error("Montgomery conversion is not supported for this curve");
      return toMontgomerySecret2(secretKey);
    }
  };
  Object.freeze(lengths);
  Object.freeze(utils);
  return Object.freeze({
    keygen: createKeygen(randomSecretKey, getPublicKey),
    getPublicKey,
    sign,
    verify: verify2,
    utils,
    Point: Point2,
    lengths
  });
}

// node_modules/@noble/curves/abstract/hash-to-curve.js
function i2osp(value, length) {
  asafenumber(value);
  asafenumber(length);
  if (length < 0 || length > 4)
    throw new Error("invalid I2OSP length: " + length);
  if (value < 0 || value > 2 ** (8 * length) - 1)
    throw new Error("invalid I2OSP input: " + value);
  const res = Array.from({ length }).fill(0);
  for (let i2 = length - 1; i2 >= 0; i2--) {
    res[i2] = value & 255;
    value >>>= 8;
  }
  return new Uint8Array(res);
}
function strxor(a2, b2) {
  const arr = new Uint8Array(a2.length);
  for (let i2 = 0; i2 < a2.length; i2++) {
    arr[i2] = a2[i2] ^ b2[i2];
  }
  return arr;
}
function normDST(DST) {
  if (!isBytes2(DST) && typeof DST !== "string")
    throw new Error("DST must be Uint8Array or ascii string");
  const dst2 = typeof DST === "string" ? asciiToBytes(DST) : DST;
  if (dst2.length === 0)
    throw new Error("DST must be non-empty");
  return dst2;
}
function expand_message_xmd(msg, DST, lenInBytes, H2) {
  abytes2(msg);
  asafenumber(lenInBytes);
  if (typeof H2 !== "function")
    throw new Error("expand_message_xmd: expected hash function");
  asafenumber(H2.outputLen, "hash.outputLen");
  asafenumber(H2.blockLen, "hash.blockLen");
  DST = normDST(DST);
  if (DST.length > 255)
    DST = H2(concatBytes2(asciiToBytes("H2C-OVERSIZE-DST-"), DST));
  const { outputLen: b_in_bytes, blockLen: r_in_bytes } = H2;
  const ell = Math.ceil(lenInBytes / b_in_bytes);
  if (lenInBytes > 65535 || ell > 255)
    throw new Error("expand_message_xmd: invalid lenInBytes");
  const DST_prime = concatBytes2(DST, i2osp(DST.length, 1));
  const Z_pad = new Uint8Array(r_in_bytes);
  const l_i_b_str = i2osp(lenInBytes, 2);
  const b2 = new Array(ell);
  const b_0 = H2(concatBytes2(Z_pad, msg, l_i_b_str, i2osp(0, 1), DST_prime));
  b2[0] = H2(concatBytes2(b_0, i2osp(1, 1), DST_prime));
  for (let i2 = 1; i2 < ell; i2++) {
    const args = [strxor(b_0, b2[i2 - 1]), i2osp(i2 + 1, 1), DST_prime];
    b2[i2] = H2(concatBytes2(...args));
  }
  const pseudo_random_bytes = concatBytes2(...b2);
  return pseudo_random_bytes.slice(0, lenInBytes);
}
var _DST_scalar = "HashToScalar-";

// node_modules/@noble/curves/ed25519.js
var _1n5 = /* @__PURE__ */ BigInt(1);
var _2n3 = /* @__PURE__ */ BigInt(2);
var _5n2 = /* @__PURE__ */ BigInt(5);
var _8n3 = /* @__PURE__ */ BigInt(8);
var ed25519_CURVE_p = /* @__PURE__ */ BigInt("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed");
var ed25519_CURVE = /* @__PURE__ */ (() => ({
  p: ed25519_CURVE_p,
  n: BigInt("0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed"),
  h: _8n3,
  a: BigInt("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec"),
  d: BigInt("0x52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3"),
  Gx: BigInt("0x216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51a"),
  Gy: BigInt("0x6666666666666666666666666666666666666666666666666666666666666658")
}))();
function ed25519_pow_2_252_3(x2) {
  const _10n = BigInt(10), _20n = BigInt(20), _40n = BigInt(40), _80n = BigInt(80);
  const P3 = ed25519_CURVE_p;
  const x22 = x2 * x2 % P3;
  const b2 = x22 * x2 % P3;
  const b4 = pow2(b2, _2n3, P3) * b2 % P3;
  const b5 = pow2(b4, _1n5, P3) * x2 % P3;
  const b10 = pow2(b5, _5n2, P3) * b5 % P3;
  const b20 = pow2(b10, _10n, P3) * b10 % P3;
  const b40 = pow2(b20, _20n, P3) * b20 % P3;
  const b80 = pow2(b40, _40n, P3) * b40 % P3;
  const b160 = pow2(b80, _80n, P3) * b80 % P3;
  const b240 = pow2(b160, _80n, P3) * b80 % P3;
  const b250 = pow2(b240, _10n, P3) * b10 % P3;
  const pow_p_5_8 = pow2(b250, _2n3, P3) * x2 % P3;
  return { pow_p_5_8, b2 };
}
function adjustScalarBytes(bytes) {
  bytes[0] &= 248;
  bytes[31] &= 127;
  bytes[31] |= 64;
  return bytes;
}
var ED25519_SQRT_M1 = /* @__PURE__ */ BigInt("19681161376707505956807079304988542015446066515923890162744021073123829784752");
function uvRatio(u2, v2) {
  const P3 = ed25519_CURVE_p;
  const v3 = mod(v2 * v2 * v2, P3);
  const v7 = mod(v3 * v3 * v2, P3);
  const pow4 = ed25519_pow_2_252_3(u2 * v7).pow_p_5_8;
  let x2 = mod(u2 * v3 * pow4, P3);
  const vx2 = mod(v2 * x2 * x2, P3);
  const root1 = x2;
  const root2 = mod(x2 * ED25519_SQRT_M1, P3);
  const useRoot1 = vx2 === u2;
  const useRoot2 = vx2 === mod(-u2, P3);
  const noRoot = vx2 === mod(-u2 * ED25519_SQRT_M1, P3);
  if (useRoot1)
    x2 = root1;
  if (useRoot2 || noRoot)
    x2 = root2;
  if (isNegativeLE(x2, P3))
    x2 = mod(-x2, P3);
  return { isValid: useRoot1 || useRoot2, value: x2 };
}
var ed25519_Point = /* @__PURE__ */ edwards(ed25519_CURVE, { uvRatio });
var Fp = /* @__PURE__ */ (() => ed25519_Point.Fp)();
function toMontgomery(point) {
  const { y: y2 } = point;
  return Fp.toBytes(Fp.div(_1n5 + y2, _1n5 - y2));
}
function toMontgomerySecret(secretKey) {
  const size = ed25519_Point.Fp.BYTES;
  abytes(secretKey, size);
  return adjustScalarBytes(sha512(secretKey.subarray(0, size))).subarray(0, size);
}
var Fn = /* @__PURE__ */ (() => ed25519_Point.Fn)();
function ed(opts) {
  return eddsa(ed25519_Point, sha512, Object.assign({ adjustScalarBytes, toMontgomery, toMontgomerySecret, zip215: true }, opts));
}
var ed25519 = /* @__PURE__ */ ed({});
var SQRT_M1 = ED25519_SQRT_M1;
var SQRT_AD_MINUS_ONE = /* @__PURE__ */ BigInt("25063068953384623474111414158702152701244531502492656460079210482610430750235");
var INVSQRT_A_MINUS_D = /* @__PURE__ */ BigInt("54469307008909316920995813868745141605393597292927456921205312896311721017578");
var ONE_MINUS_D_SQ = /* @__PURE__ */ BigInt("1159843021668779879193775521855586647937357759715417654439879720876111806838");
var D_MINUS_ONE_SQ = /* @__PURE__ */ BigInt("40440834346308536858101042469323190826248399146238708352240133220865137265952");
var invertSqrt = (number) => uvRatio(_1n5, number);
var MAX_255B = /* @__PURE__ */ BigInt("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff");
var bytes255ToNumberLE = (bytes) => Fp.create(bytesToNumberLE(bytes) & MAX_255B);
function calcElligatorRistrettoMap(r0) {
  const { d: d2 } = ed25519_CURVE;
  const r2 = Fp.mul(Fp.mulN(SQRT_M1, r0), r0);
  const Ns = Fp.mul(Fp.addN(r2, _1n5), ONE_MINUS_D_SQ);
  let c2 = BigInt(-1);
  const D3 = Fp.mul(Fp.subN(c2, Fp.mulN(d2, r2)), Fp.add(r2, d2));
  let { isValid: Ns_D_is_sq, value: s2 } = uvRatio(Ns, D3);
  let s_2 = Fp.mul(s2, r0);
  if (!Fp.isOdd(s_2))
    s_2 = Fp.neg(s_2);
  if (!Ns_D_is_sq)
    s2 = s_2;
  if (!Ns_D_is_sq)
    c2 = r2;
  const Nt2 = Fp.sub(Fp.mulN(Fp.mulN(c2, Fp.subN(r2, _1n5)), D_MINUS_ONE_SQ), D3);
  const s22 = Fp.sqrN(s2);
  const W0 = Fp.mul(Fp.addN(s2, s2), D3);
  const W1 = Fp.mul(Nt2, SQRT_AD_MINUS_ONE);
  const W2 = Fp.sub(_1n5, s22);
  const W3 = Fp.add(_1n5, s22);
  return new ed25519_Point(Fp.mul(W0, W3), Fp.mul(W2, W1), Fp.mul(W1, W3), Fp.mul(W0, W2));
}
var _RistrettoPoint = class __RistrettoPoint extends PrimeEdwardsPoint {
  // Do NOT change syntax: the following gymnastics is done,
  // because typescript strips comments, which makes bundlers disable tree-shaking.
  // prettier-ignore
  static BASE = /* @__PURE__ */ (() => new __RistrettoPoint(ed25519_Point.BASE))();
  // prettier-ignore
  static ZERO = /* @__PURE__ */ (() => new __RistrettoPoint(ed25519_Point.ZERO))();
  // prettier-ignore
  static Fp = /* @__PURE__ */ (() => Fp)();
  // prettier-ignore
  static Fn = /* @__PURE__ */ (() => Fn)();
  constructor(ep) {
    super(ep);
  }
  /**
   * Create one Ristretto255 point from affine Edwards coordinates.
   * This wraps the internal Edwards representative directly and is not a
   * canonical ristretto255 decoding path.
   * Use `toBytes()` / `fromBytes()` if canonical ristretto255 bytes matter.
   */
  static fromAffine(ap) {
    return new __RistrettoPoint(ed25519_Point.fromAffine(ap));
  }
  assertSame(other) {
    if (!(other instanceof __RistrettoPoint))
      throw new Error("RistrettoPoint expected");
  }
  init(ep) {
    return new __RistrettoPoint(ep);
  }
  static fromBytes(bytes) {
    abytes(bytes, 32);
    const { a: a2, d: d2 } = ed25519_CURVE;
    const s2 = bytes255ToNumberLE(bytes);
    if (!equalBytes(Fp.toBytes(s2), bytes) || Fp.isOdd(s2))
      throw new Error("invalid ristretto255 encoding 1");
    const s22 = Fp.sqr(s2);
    const u1 = Fp.add(_1n5, Fp.mulN(a2, s22));
    const u2 = Fp.sub(_1n5, Fp.mulN(a2, s22));
    const u1_2 = Fp.sqr(u1);
    const u2_2 = Fp.sqr(u2);
    const v2 = Fp.sub(Fp.mulN(Fp.mulN(a2, d2), u1_2), u2_2);
    const { isValid, value: I2 } = invertSqrt(Fp.mul(v2, u2_2));
    const Dx = Fp.mul(I2, u2);
    const Dy = Fp.mul(Fp.mulN(I2, Dx), v2);
    let x2 = Fp.mul(Fp.addN(s2, s2), Dx);
    if (Fp.isOdd(x2))
      x2 = Fp.neg(x2);
    const y2 = Fp.mul(u1, Dy);
    const t2 = Fp.mul(x2, y2);
    if (!isValid || Fp.isOdd(t2) || Fp.is0(y2))
      throw new Error("invalid ristretto255 encoding 2");
    return new __RistrettoPoint(new ed25519_Point(x2, y2, Fp.ONE, t2));
  }
  /**
   * Converts ristretto-encoded string to ristretto point.
   * Described in [RFC9496](https://www.rfc-editor.org/rfc/rfc9496#name-decode).
   * @param hex - Ristretto-encoded 32 bytes. Not every 32-byte string is valid ristretto encoding
   */
  static fromHex(hex2) {
    return __RistrettoPoint.fromBytes(hexToBytes(hex2));
  }
  /**
   * Encodes ristretto point to Uint8Array.
   * Described in [RFC9496](https://www.rfc-editor.org/rfc/rfc9496#name-encode).
   */
  toBytes() {
    let { X: X2, Y: Y2, Z: Z2, T: T2 } = this.ep;
    const u1 = Fp.mul(Fp.add(Z2, Y2), Fp.sub(Z2, Y2));
    const u2 = Fp.mul(X2, Y2);
    const u2sq = Fp.sqr(u2);
    const { value: invsqrt } = invertSqrt(Fp.mul(u1, u2sq));
    const D1 = Fp.mul(invsqrt, u1);
    const D22 = Fp.mul(invsqrt, u2);
    const zInv = Fp.mul(Fp.mulN(D1, D22), T2);
    let D3;
    if (Fp.isOdd(Fp.mul(T2, zInv))) {
      let _x = Fp.mul(Y2, SQRT_M1);
      let _y = Fp.mul(X2, SQRT_M1);
      X2 = _x;
      Y2 = _y;
      D3 = Fp.mul(D1, INVSQRT_A_MINUS_D);
    } else {
      D3 = D22;
    }
    if (Fp.isOdd(Fp.mul(X2, zInv)))
      Y2 = Fp.neg(Y2);
    let s2 = Fp.mul(Fp.subN(Z2, Y2), D3);
    if (Fp.isOdd(s2))
      s2 = Fp.neg(s2);
    return Fp.toBytes(s2);
  }
  /**
   * Compares two Ristretto points.
   * Described in [RFC9496](https://www.rfc-editor.org/rfc/rfc9496#name-equals).
   */
  equals(other) {
    this.assertSame(other);
    const { X: X1, Y: Y1 } = this.ep;
    const { X: X2, Y: Y2 } = other.ep;
    const one = Fp.eql(Fp.mul(X1, Y2), Fp.mul(Y1, X2));
    const two = Fp.eql(Fp.mul(Y1, Y2), Fp.mul(X1, X2));
    return one || two;
  }
  is0() {
    return this.equals(__RistrettoPoint.ZERO);
  }
};
var ristretto255 = /* @__PURE__ */ (() => {
  Object.freeze(_RistrettoPoint.BASE);
  Object.freeze(_RistrettoPoint.ZERO);
  Object.freeze(_RistrettoPoint.prototype);
  Object.freeze(_RistrettoPoint);
  return Object.freeze({ Point: _RistrettoPoint });
})();
var ristretto255_hasher = /* @__PURE__ */ Object.freeze({
  Point: _RistrettoPoint,
  /**
  * Spec: https://www.rfc-editor.org/rfc/rfc9380.html#name-hashing-to-ristretto255. Caveats:
  * * There are no test vectors
  * * encodeToCurve / mapToCurve is undefined
  * * mapToCurve would be `calcElligatorRistrettoMap(scalars[0])`, not ristretto255_map!
  * * hashToScalar is undefined too, so we just use OPRF implementation
  * * We cannot re-use 'createHasher', because ristretto255_map is different algorithm/RFC
    (os2ip -> bytes255ToNumberLE)
  * * mapToCurve == calcElligatorRistrettoMap, hashToCurve == ristretto255_map
  * * hashToScalar is undefined in RFC9380 for ristretto, so we use the OPRF
    version here. Using `bytes255ToNumblerLE` will create a different result
    if we use `bytes255ToNumberLE` as os2ip
  * * current version is closest to spec.
  */
  hashToCurve(msg, options2) {
    const DST = options2?.DST === void 0 ? "ristretto255_XMD:SHA-512_R255MAP_RO_" : options2.DST;
    const xmd = expand_message_xmd(msg, DST, 64, sha512);
    return ristretto255_hasher.deriveToCurve(xmd);
  },
  hashToScalar(msg, options2) {
    const DST = options2?.DST === void 0 ? _DST_scalar : options2.DST;
    const xmd = expand_message_xmd(msg, DST, 64, sha512);
    return Fn.create(bytesToNumberLE(xmd));
  },
  /**
   * HashToCurve-like construction based on RFC 9496 (Element Derivation).
   * Converts 64 uniform random bytes into a curve point.
   *
   * WARNING: This represents an older hash-to-curve construction from before
   * RFC 9380 was finalized.
   * It was later reused as a component in the newer
   * `hash_to_ristretto255` function defined in RFC 9380.
   */
  deriveToCurve(bytes) {
    abytes(bytes, 64);
    const r1 = bytes255ToNumberLE(bytes.subarray(0, 32));
    const R1 = calcElligatorRistrettoMap(r1);
    const r2 = bytes255ToNumberLE(bytes.subarray(32, 64));
    const R2 = calcElligatorRistrettoMap(r2);
    return new _RistrettoPoint(R1.add(R2));
  }
});

// node_modules/libsodium-sumo/dist/modules-sumo-esm/libsodium-sumo.mjs
async function A(A4 = {}) {
  var I2, g2 = A4, C2 = !!globalThis.window, B2 = !!globalThis.WorkerGlobalScope, Q2 = (globalThis.process?.versions?.node && globalThis.process, import.meta.url);
  if (C2 || B2) {
    try {
      new URL(".", Q2).href;
    } catch {
    }
    B2 && (I2 = (A5) => {
      var I3 = new XMLHttpRequest();
      return I3.open("GET", A5, false), I3.responseType = "arraybuffer", I3.send(null), new Uint8Array(I3.response);
    });
  }
  (function() {
  }).bind();
  var E2, i2, D3, o2, y2, h2, w2, F2, c2, S2, a2, k2 = function() {
  }.bind(), M2 = false, G2 = false;
  function N2() {
    var A5 = e.buffer;
    w2 = new Int8Array(A5), y2 = new Int16Array(A5), g2.HEAPU8 = a2 = new Uint8Array(A5), new Uint16Array(A5), h2 = new Int32Array(A5), S2 = new Uint32Array(A5), F2 = new Float32Array(A5), c2 = new Float64Array(A5);
  }
  function J2(A5) {
    g2.onAbort?.(A5), k2(A5 = `Aborted(${A5})`), M2 = true, A5 += ". Build with -sASSERTIONS for more info.";
    var I3 = new WebAssembly.RuntimeError(A5);
    throw D3?.(I3), I3;
  }
  for (var U2 = (A5) => {
    for (; A5.length > 0; ) A5.shift()(g2);
  }, Y2 = [], K2 = (A5) => Y2.push(A5), H2 = [], s2 = (A5) => H2.push(A5), f2 = globalThis.TextDecoder && new TextDecoder(), t2 = (A5, I3, g3) => A5 ? ((A6, I4 = 0, g4, C3) => {
    var B3 = ((A7, I5, g5, C4) => {
      var B4 = I5 + g5;
      if (C4) return B4;
      for (; A7[I5] && !(I5 >= B4); ) ++I5;
      return I5;
    })(A6, I4, g4, C3);
    if (B3 - I4 > 16 && A6.buffer && f2) return f2.decode(A6.subarray(I4, B3));
    for (var Q3 = ""; I4 < B3; ) {
      var E3 = A6[I4++];
      if (128 & E3) {
        var i3 = 63 & A6[I4++];
        if (192 != (224 & E3)) {
          var D4 = 63 & A6[I4++];
          if ((E3 = 224 == (240 & E3) ? (15 & E3) << 12 | i3 << 6 | D4 : (7 & E3) << 18 | i3 << 12 | D4 << 6 | 63 & A6[I4++]) < 65536) Q3 += String.fromCharCode(E3);
          else {
            var o3 = E3 - 65536;
            Q3 += String.fromCharCode(55296 | o3 >> 10, 56320 | 1023 & o3);
          }
        } else Q3 += String.fromCharCode((31 & E3) << 6 | i3);
      } else Q3 += String.fromCharCode(E3);
    }
    return Q3;
  })(a2, A5, I3, g3) : "", p2 = [], L3 = (A5, I3) => Math.ceil(A5 / I3) * I3, r2 = (A5) => {
    var I3 = (A5 - e.buffer.byteLength + 65535) / 65536 | 0;
    try {
      return e.grow(I3), N2(), 1;
    } catch (A6) {
    }
  }, R2 = new Uint8Array(123), n2 = 25; n2 >= 0; --n2) R2[48 + n2] = 52 + n2, R2[65 + n2] = n2, R2[97 + n2] = 26 + n2;
  if (R2[43] = 62, R2[47] = 63, g2.noExitRuntime && g2.noExitRuntime, g2.print && g2.print, g2.printErr && (k2 = g2.printErr), g2.wasmBinary && (E2 = g2.wasmBinary), g2.arguments && g2.arguments, g2.thisProgram && g2.thisProgram, g2.preInit) for ("function" == typeof g2.preInit && (g2.preInit = [g2.preInit]); g2.preInit.length > 0; ) g2.preInit.shift()();
  g2.setValue = function(A5, I3, g3 = "i8") {
    switch (g3.endsWith("*") && (g3 = "*"), g3) {
      case "i1":
      case "i8":
        w2[A5] = I3;
        break;
      case "i16":
        y2[A5 >> 1] = I3;
        break;
      case "i32":
        h2[A5 >> 2] = I3;
        break;
      case "i64":
        J2("to do setValue(i64) use WASM_BIGINT");
      case "float":
        F2[A5 >> 2] = I3;
        break;
      case "double":
        c2[A5 >> 3] = I3;
        break;
      case "*":
        S2[A5 >> 2] = I3;
        break;
      default:
        J2(`invalid type for setValue: ${g3}`);
    }
  }, g2.getValue = function(A5, I3 = "i8") {
    switch (I3.endsWith("*") && (I3 = "*"), I3) {
      case "i1":
      case "i8":
        return w2[A5];
      case "i16":
        return y2[A5 >> 1];
      case "i32":
        return h2[A5 >> 2];
      case "i64":
        J2("to do getValue(i64) use WASM_BIGINT");
      case "float":
        return F2[A5 >> 2];
      case "double":
        return c2[A5 >> 3];
      case "*":
        return S2[A5 >> 2];
      default:
        J2(`invalid type for getValue: ${I3}`);
    }
  }, g2.UTF8ToString = t2;
  var e, _2, d2 = { 40712: () => g2.getRandomValue(), 40748: () => {
    if (void 0 === g2.getRandomValue) try {
      var A5 = "object" == typeof window ? window : self, I3 = void 0 !== A5.crypto ? A5.crypto : A5.msCrypto;
      I3 = void 0 === I3 ? B3 : I3;
      var C3 = function() {
        var A6 = new Uint32Array(1);
        return I3.getRandomValues(A6), A6[0] >>> 0;
      };
      C3(), g2.getRandomValue = C3;
    } catch (A6) {
      try {
        var B3 = __require("crypto"), Q3 = function() {
          var A7 = B3.randomBytes(4);
          return (A7[0] << 24 | A7[1] << 16 | A7[2] << 8 | A7[3]) >>> 0;
        };
        Q3(), g2.getRandomValue = Q3;
      } catch (A7) {
        throw "No secure random number generator found";
      }
    }
  } }, q2 = { a: (A5, I3, g3, C3) => J2(`Assertion failed: ${t2(A5)}, at: ` + [I3 ? t2(I3) : "unknown filename", g3, C3 ? t2(C3) : "unknown function"]), c: () => J2(""), b: (A5, I3, g3) => ((A6, I4, g4) => {
    var C3 = ((A7, I5) => {
      var g5;
      for (p2.length = 0; g5 = a2[A7++]; ) {
        var C4 = 105 != g5;
        I5 += (C4 &= 112 != g5) && I5 % 8 ? 4 : 0, p2.push(112 == g5 ? S2[I5 >> 2] : 105 == g5 ? h2[I5 >> 2] : c2[I5 >> 3]), I5 += C4 ? 8 : 4;
      }
      return p2;
    })(I4, g4);
    return d2[A6](...C3);
  })(A5, I3, g3), d: (A5) => {
    var I3 = a2.length, g3 = 2147483648;
    if ((A5 >>>= 0) > g3) return false;
    for (var C3 = 1; C3 <= 4; C3 *= 2) {
      var B3 = I3 * (1 + 0.2 / C3);
      B3 = Math.min(B3, A5 + 100663296);
      var Q3 = Math.min(g3, L3(Math.max(A5, B3), 65536));
      if (r2(Q3)) return true;
    }
    return false;
  } };
  return _2 = await (async function() {
    function A5(A6, I3) {
      return (function(A7) {
        g2._crypto_aead_aegis128l_keybytes = A7.f, g2._crypto_aead_aegis128l_nsecbytes = A7.g, g2._crypto_aead_aegis128l_npubbytes = A7.h, g2._crypto_aead_aegis128l_abytes = A7.i, g2._crypto_aead_aegis128l_messagebytes_max = A7.j, g2._crypto_aead_aegis128l_keygen = A7.k, g2._crypto_aead_aegis128l_encrypt = A7.l, g2._crypto_aead_aegis128l_encrypt_detached = A7.m, g2._crypto_aead_aegis128l_decrypt = A7.n, g2._crypto_aead_aegis128l_decrypt_detached = A7.o, g2._crypto_aead_aegis256_keybytes = A7.p, g2._crypto_aead_aegis256_nsecbytes = A7.q, g2._crypto_aead_aegis256_npubbytes = A7.r, g2._crypto_aead_aegis256_abytes = A7.s, g2._crypto_aead_aegis256_messagebytes_max = A7.t, g2._crypto_aead_aegis256_keygen = A7.u, g2._crypto_aead_aegis256_encrypt = A7.v, g2._crypto_aead_aegis256_encrypt_detached = A7.w, g2._crypto_aead_aegis256_decrypt = A7.x, g2._crypto_aead_aegis256_decrypt_detached = A7.y, g2._crypto_aead_aes256gcm_is_available = A7.z, g2._crypto_aead_chacha20poly1305_encrypt_detached = A7.A, g2._crypto_aead_chacha20poly1305_encrypt = A7.B, g2._crypto_aead_chacha20poly1305_ietf_encrypt_detached = A7.C, g2._crypto_aead_chacha20poly1305_ietf_encrypt = A7.D, g2._crypto_aead_chacha20poly1305_decrypt_detached = A7.E, g2._crypto_aead_chacha20poly1305_decrypt = A7.F, g2._crypto_aead_chacha20poly1305_ietf_decrypt_detached = A7.G, g2._crypto_aead_chacha20poly1305_ietf_decrypt = A7.H, g2._crypto_aead_chacha20poly1305_ietf_keybytes = A7.I, g2._crypto_aead_chacha20poly1305_ietf_npubbytes = A7.J, g2._crypto_aead_chacha20poly1305_ietf_nsecbytes = A7.K, g2._crypto_aead_chacha20poly1305_ietf_abytes = A7.L, g2._crypto_aead_chacha20poly1305_ietf_messagebytes_max = A7.M, g2._crypto_aead_chacha20poly1305_ietf_keygen = A7.N, g2._crypto_aead_chacha20poly1305_keybytes = A7.O, g2._crypto_aead_chacha20poly1305_npubbytes = A7.P, g2._crypto_aead_chacha20poly1305_nsecbytes = A7.Q, g2._crypto_aead_chacha20poly1305_abytes = A7.R, g2._crypto_aead_chacha20poly1305_messagebytes_max = A7.S, g2._crypto_aead_chacha20poly1305_keygen = A7.T, g2._crypto_aead_xchacha20poly1305_ietf_encrypt_detached = A7.U, g2._crypto_aead_xchacha20poly1305_ietf_encrypt = A7.V, g2._crypto_aead_xchacha20poly1305_ietf_decrypt_detached = A7.W, g2._crypto_aead_xchacha20poly1305_ietf_decrypt = A7.X, g2._crypto_aead_xchacha20poly1305_ietf_keybytes = A7.Y, g2._crypto_aead_xchacha20poly1305_ietf_npubbytes = A7.Z, g2._crypto_aead_xchacha20poly1305_ietf_nsecbytes = A7._, g2._crypto_aead_xchacha20poly1305_ietf_abytes = A7.$, g2._crypto_aead_xchacha20poly1305_ietf_messagebytes_max = A7.aa, g2._crypto_aead_xchacha20poly1305_ietf_keygen = A7.ba, g2._crypto_auth_bytes = A7.ca, g2._crypto_auth_keybytes = A7.da, g2._crypto_auth_primitive = A7.ea, g2._crypto_auth = A7.fa, g2._crypto_auth_verify = A7.ga, g2._crypto_auth_keygen = A7.ha, g2._crypto_auth_hmacsha256_bytes = A7.ia, g2._crypto_auth_hmacsha256_keybytes = A7.ja, g2._crypto_auth_hmacsha256_statebytes = A7.ka, g2._crypto_auth_hmacsha256_keygen = A7.la, g2._crypto_auth_hmacsha256_init = A7.ma, g2._crypto_auth_hmacsha256_update = A7.na, g2._crypto_auth_hmacsha256_final = A7.oa, g2._crypto_auth_hmacsha256 = A7.pa, g2._crypto_auth_hmacsha256_verify = A7.qa, g2._crypto_auth_hmacsha512_bytes = A7.ra, g2._crypto_auth_hmacsha512_keybytes = A7.sa, g2._crypto_auth_hmacsha512_statebytes = A7.ta, g2._crypto_auth_hmacsha512_keygen = A7.ua, g2._crypto_auth_hmacsha512_init = A7.va, g2._crypto_auth_hmacsha512_update = A7.wa, g2._crypto_auth_hmacsha512_final = A7.xa, g2._crypto_auth_hmacsha512 = A7.ya, g2._crypto_auth_hmacsha512_verify = A7.za, g2._crypto_auth_hmacsha512256_bytes = A7.Aa, g2._crypto_auth_hmacsha512256_keybytes = A7.Ba, g2._crypto_auth_hmacsha512256_statebytes = A7.Ca, g2._crypto_auth_hmacsha512256_keygen = A7.Da, g2._crypto_auth_hmacsha512256_init = A7.Ea, g2._crypto_auth_hmacsha512256_update = A7.Fa, g2._crypto_auth_hmacsha512256_final = A7.Ga, g2._crypto_auth_hmacsha512256 = A7.Ha, g2._crypto_auth_hmacsha512256_verify = A7.Ia, g2._crypto_box_seedbytes = A7.Ja, g2._crypto_box_publickeybytes = A7.Ka, g2._crypto_box_secretkeybytes = A7.La, g2._crypto_box_beforenmbytes = A7.Ma, g2._crypto_box_noncebytes = A7.Na, g2._crypto_box_zerobytes = A7.Oa, g2._crypto_box_boxzerobytes = A7.Pa, g2._crypto_box_macbytes = A7.Qa, g2._crypto_box_messagebytes_max = A7.Ra, g2._crypto_box_primitive = A7.Sa, g2._crypto_box_seed_keypair = A7.Ta, g2._crypto_box_keypair = A7.Ua, g2._crypto_box_beforenm = A7.Va, g2._crypto_box_afternm = A7.Wa, g2._crypto_box_open_afternm = A7.Xa, g2._crypto_box = A7.Ya, g2._crypto_box_open = A7.Za, g2._crypto_box_detached_afternm = A7._a, g2._crypto_box_detached = A7.$a, g2._crypto_box_easy_afternm = A7.ab, g2._crypto_box_easy = A7.bb, g2._crypto_box_open_detached_afternm = A7.cb, g2._crypto_box_open_detached = A7.db, g2._crypto_box_open_easy_afternm = A7.eb, g2._crypto_box_open_easy = A7.fb, g2._crypto_box_seal = A7.gb, g2._crypto_box_seal_open = A7.hb, g2._crypto_box_sealbytes = A7.ib, g2._crypto_box_curve25519xsalsa20poly1305_seed_keypair = A7.jb, g2._crypto_box_curve25519xsalsa20poly1305_keypair = A7.kb, g2._crypto_box_curve25519xsalsa20poly1305_beforenm = A7.lb, g2._crypto_box_curve25519xsalsa20poly1305_afternm = A7.mb, g2._crypto_box_curve25519xsalsa20poly1305_open_afternm = A7.nb, g2._crypto_box_curve25519xsalsa20poly1305 = A7.ob, g2._crypto_box_curve25519xsalsa20poly1305_open = A7.pb, g2._crypto_box_curve25519xsalsa20poly1305_seedbytes = A7.qb, g2._crypto_box_curve25519xsalsa20poly1305_publickeybytes = A7.rb, g2._crypto_box_curve25519xsalsa20poly1305_secretkeybytes = A7.sb, g2._crypto_box_curve25519xsalsa20poly1305_beforenmbytes = A7.tb, g2._crypto_box_curve25519xsalsa20poly1305_noncebytes = A7.ub, g2._crypto_box_curve25519xsalsa20poly1305_zerobytes = A7.vb, g2._crypto_box_curve25519xsalsa20poly1305_boxzerobytes = A7.wb, g2._crypto_box_curve25519xsalsa20poly1305_macbytes = A7.xb, g2._crypto_box_curve25519xsalsa20poly1305_messagebytes_max = A7.yb, g2._crypto_core_hchacha20 = A7.zb, g2._crypto_core_hchacha20_outputbytes = A7.Ab, g2._crypto_core_hchacha20_inputbytes = A7.Bb, g2._crypto_core_hchacha20_keybytes = A7.Cb, g2._crypto_core_hchacha20_constbytes = A7.Db, g2._crypto_core_hsalsa20 = A7.Eb, g2._crypto_core_hsalsa20_outputbytes = A7.Fb, g2._crypto_core_hsalsa20_inputbytes = A7.Gb, g2._crypto_core_hsalsa20_keybytes = A7.Hb, g2._crypto_core_hsalsa20_constbytes = A7.Ib, g2._crypto_core_keccak1600_statebytes = A7.Jb, g2._crypto_core_keccak1600_init = A7.Kb, g2._crypto_core_keccak1600_xor_bytes = A7.Lb, g2._crypto_core_keccak1600_extract_bytes = A7.Mb, g2._crypto_core_keccak1600_permute_24 = A7.Nb, g2._crypto_core_keccak1600_permute_12 = A7.Ob, g2._crypto_core_salsa20 = A7.Pb, g2._crypto_core_salsa20_outputbytes = A7.Qb, g2._crypto_core_salsa20_inputbytes = A7.Rb, g2._crypto_core_salsa20_keybytes = A7.Sb, g2._crypto_core_salsa20_constbytes = A7.Tb, g2._crypto_core_salsa2012 = A7.Ub, g2._crypto_core_salsa2012_outputbytes = A7.Vb, g2._crypto_core_salsa2012_inputbytes = A7.Wb, g2._crypto_core_salsa2012_keybytes = A7.Xb, g2._crypto_core_salsa2012_constbytes = A7.Yb, g2._crypto_core_salsa208 = A7.Zb, g2._crypto_core_salsa208_outputbytes = A7._b, g2._crypto_core_salsa208_inputbytes = A7.$b, g2._crypto_core_salsa208_keybytes = A7.ac, g2._crypto_core_salsa208_constbytes = A7.bc, g2._crypto_generichash_bytes_min = A7.cc, g2._crypto_generichash_bytes_max = A7.dc, g2._crypto_generichash_bytes = A7.ec, g2._crypto_generichash_keybytes_min = A7.fc, g2._crypto_generichash_keybytes_max = A7.gc, g2._crypto_generichash_keybytes = A7.hc, g2._crypto_generichash_primitive = A7.ic, g2._crypto_generichash_statebytes = A7.jc, g2._crypto_generichash = A7.kc, g2._crypto_generichash_init = A7.lc, g2._crypto_generichash_update = A7.mc, g2._crypto_generichash_final = A7.nc, g2._crypto_generichash_keygen = A7.oc, g2._crypto_generichash_blake2b_bytes_min = A7.pc, g2._crypto_generichash_blake2b_bytes_max = A7.qc, g2._crypto_generichash_blake2b_bytes = A7.rc, g2._crypto_generichash_blake2b_keybytes_min = A7.sc, g2._crypto_generichash_blake2b_keybytes_max = A7.tc, g2._crypto_generichash_blake2b_keybytes = A7.uc, g2._crypto_generichash_blake2b_saltbytes = A7.vc, g2._crypto_generichash_blake2b_personalbytes = A7.wc, g2._crypto_generichash_blake2b_statebytes = A7.xc, g2._crypto_generichash_blake2b_keygen = A7.yc, g2._crypto_generichash_blake2b = A7.zc, g2._crypto_generichash_blake2b_salt_personal = A7.Ac, g2._crypto_generichash_blake2b_init = A7.Bc, g2._crypto_generichash_blake2b_init_salt_personal = A7.Cc, g2._crypto_generichash_blake2b_update = A7.Dc, g2._crypto_generichash_blake2b_final = A7.Ec, g2._crypto_hash_bytes = A7.Fc, g2._crypto_hash = A7.Gc, g2._crypto_hash_primitive = A7.Hc, g2._crypto_hash_sha256_bytes = A7.Ic, g2._crypto_hash_sha256_statebytes = A7.Jc, g2._crypto_hash_sha256_init = A7.Kc, g2._crypto_hash_sha256_update = A7.Lc, g2._crypto_hash_sha256_final = A7.Mc, g2._crypto_hash_sha256 = A7.Nc, g2._crypto_hash_sha512_bytes = A7.Oc, g2._crypto_hash_sha512_statebytes = A7.Pc, g2._crypto_hash_sha512_init = A7.Qc, g2._crypto_hash_sha512_update = A7.Rc, g2._crypto_hash_sha512_final = A7.Sc, g2._crypto_hash_sha512 = A7.Tc, g2._crypto_hash_sha3256_bytes = A7.Uc, g2._crypto_hash_sha3256_statebytes = A7.Vc, g2._crypto_hash_sha3256_init = A7.Wc, g2._crypto_hash_sha3256_update = A7.Xc, g2._crypto_hash_sha3256_final = A7.Yc, g2._crypto_hash_sha3256 = A7.Zc, g2._crypto_hash_sha3512_bytes = A7._c, g2._crypto_hash_sha3512_statebytes = A7.$c, g2._crypto_hash_sha3512_init = A7.ad, g2._crypto_hash_sha3512_update = A7.bd, g2._crypto_hash_sha3512_final = A7.cd, g2._crypto_hash_sha3512 = A7.dd, g2._crypto_ipcrypt_bytes = A7.ed, g2._crypto_ipcrypt_keybytes = A7.fd, g2._crypto_ipcrypt_nd_keybytes = A7.gd, g2._crypto_ipcrypt_nd_tweakbytes = A7.hd, g2._crypto_ipcrypt_nd_inputbytes = A7.id, g2._crypto_ipcrypt_nd_outputbytes = A7.jd, g2._crypto_ipcrypt_ndx_keybytes = A7.kd, g2._crypto_ipcrypt_ndx_tweakbytes = A7.ld, g2._crypto_ipcrypt_ndx_inputbytes = A7.md, g2._crypto_ipcrypt_ndx_outputbytes = A7.nd, g2._crypto_ipcrypt_pfx_keybytes = A7.od, g2._crypto_ipcrypt_pfx_bytes = A7.pd, g2._crypto_ipcrypt_keygen = A7.qd, g2._crypto_ipcrypt_nd_keygen = A7.rd, g2._crypto_ipcrypt_ndx_keygen = A7.sd, g2._crypto_ipcrypt_pfx_keygen = A7.td, g2._crypto_ipcrypt_encrypt = A7.ud, g2._crypto_ipcrypt_decrypt = A7.vd, g2._crypto_ipcrypt_nd_encrypt = A7.wd, g2._crypto_ipcrypt_nd_decrypt = A7.xd, g2._crypto_ipcrypt_ndx_encrypt = A7.yd, g2._crypto_ipcrypt_ndx_decrypt = A7.zd, g2._crypto_ipcrypt_pfx_encrypt = A7.Ad, g2._crypto_ipcrypt_pfx_decrypt = A7.Bd, g2._crypto_kdf_blake2b_bytes_min = A7.Cd, g2._crypto_kdf_blake2b_bytes_max = A7.Dd, g2._crypto_kdf_blake2b_contextbytes = A7.Ed, g2._crypto_kdf_blake2b_keybytes = A7.Fd, g2._crypto_kdf_blake2b_derive_from_key = A7.Gd, g2._crypto_kdf_primitive = A7.Hd, g2._crypto_kdf_bytes_min = A7.Id, g2._crypto_kdf_bytes_max = A7.Jd, g2._crypto_kdf_contextbytes = A7.Kd, g2._crypto_kdf_keybytes = A7.Ld, g2._crypto_kdf_derive_from_key = A7.Md, g2._crypto_kdf_keygen = A7.Nd, g2._crypto_kdf_hkdf_sha256_extract_init = A7.Od, g2._crypto_kdf_hkdf_sha256_extract_update = A7.Pd, g2._crypto_kdf_hkdf_sha256_extract_final = A7.Qd, g2._crypto_kdf_hkdf_sha256_extract = A7.Rd, g2._crypto_kdf_hkdf_sha256_keygen = A7.Sd, g2._crypto_kdf_hkdf_sha256_expand = A7.Td, g2._crypto_kdf_hkdf_sha256_keybytes = A7.Ud, g2._crypto_kdf_hkdf_sha256_bytes_min = A7.Vd, g2._crypto_kdf_hkdf_sha256_bytes_max = A7.Wd, g2._crypto_kdf_hkdf_sha256_statebytes = A7.Xd, g2._crypto_kdf_hkdf_sha512_extract_init = A7.Yd, g2._crypto_kdf_hkdf_sha512_extract_update = A7.Zd, g2._crypto_kdf_hkdf_sha512_extract_final = A7._d, g2._crypto_kdf_hkdf_sha512_extract = A7.$d, g2._crypto_kdf_hkdf_sha512_keygen = A7.ae, g2._crypto_kdf_hkdf_sha512_expand = A7.be, g2._crypto_kdf_hkdf_sha512_keybytes = A7.ce, g2._crypto_kdf_hkdf_sha512_bytes_min = A7.de, g2._crypto_kdf_hkdf_sha512_bytes_max = A7.ee, g2._crypto_kdf_hkdf_sha512_statebytes = A7.fe, g2._crypto_kem_publickeybytes = A7.ge, g2._crypto_kem_secretkeybytes = A7.he, g2._crypto_kem_ciphertextbytes = A7.ie, g2._crypto_kem_sharedsecretbytes = A7.je, g2._crypto_kem_seedbytes = A7.ke, g2._crypto_kem_primitive = A7.le, g2._crypto_kem_seed_keypair = A7.me, g2._crypto_kem_keypair = A7.ne, g2._crypto_kem_enc = A7.oe, g2._crypto_kem_dec = A7.pe, g2._crypto_kem_mlkem768_publickeybytes = A7.qe, g2._crypto_kem_mlkem768_secretkeybytes = A7.re, g2._crypto_kem_mlkem768_ciphertextbytes = A7.se, g2._crypto_kem_mlkem768_sharedsecretbytes = A7.te, g2._crypto_kem_mlkem768_seedbytes = A7.ue, g2._crypto_kem_mlkem768_seed_keypair = A7.ve, g2._crypto_kem_mlkem768_keypair = A7.we, g2._crypto_kem_mlkem768_enc = A7.xe, g2._crypto_kem_mlkem768_enc_deterministic = A7.ye, g2._crypto_kem_mlkem768_dec = A7.ze, g2._crypto_kem_xwing_publickeybytes = A7.Ae, g2._crypto_kem_xwing_secretkeybytes = A7.Be, g2._crypto_kem_xwing_ciphertextbytes = A7.Ce, g2._crypto_kem_xwing_sharedsecretbytes = A7.De, g2._crypto_kem_xwing_seedbytes = A7.Ee, g2._crypto_kem_xwing_seed_keypair = A7.Fe, g2._crypto_kem_xwing_keypair = A7.Ge, g2._crypto_kem_xwing_enc_deterministic = A7.He, g2._crypto_kem_xwing_enc = A7.Ie, g2._crypto_kem_xwing_dec = A7.Je, g2._crypto_kx_seed_keypair = A7.Ke, g2._crypto_kx_keypair = A7.Le, g2._crypto_kx_client_session_keys = A7.Me, g2._crypto_kx_server_session_keys = A7.Ne, g2._crypto_kx_publickeybytes = A7.Oe, g2._crypto_kx_secretkeybytes = A7.Pe, g2._crypto_kx_seedbytes = A7.Qe, g2._crypto_kx_sessionkeybytes = A7.Re, g2._crypto_kx_primitive = A7.Se, g2._crypto_onetimeauth_statebytes = A7.Te, g2._crypto_onetimeauth_bytes = A7.Ue, g2._crypto_onetimeauth_keybytes = A7.Ve, g2._crypto_onetimeauth = A7.We, g2._crypto_onetimeauth_verify = A7.Xe, g2._crypto_onetimeauth_init = A7.Ye, g2._crypto_onetimeauth_update = A7.Ze, g2._crypto_onetimeauth_final = A7._e, g2._crypto_onetimeauth_primitive = A7.$e, g2._crypto_onetimeauth_keygen = A7.af, g2._crypto_onetimeauth_poly1305 = A7.bf, g2._crypto_onetimeauth_poly1305_verify = A7.cf, g2._crypto_onetimeauth_poly1305_init = A7.df, g2._crypto_onetimeauth_poly1305_update = A7.ef, g2._crypto_onetimeauth_poly1305_final = A7.ff, g2._crypto_onetimeauth_poly1305_bytes = A7.gf, g2._crypto_onetimeauth_poly1305_keybytes = A7.hf, g2._crypto_onetimeauth_poly1305_statebytes = A7.jf, g2._crypto_onetimeauth_poly1305_keygen = A7.kf, g2._crypto_pwhash_argon2i_alg_argon2i13 = A7.lf, g2._crypto_pwhash_argon2i_bytes_min = A7.mf, g2._crypto_pwhash_argon2i_bytes_max = A7.nf, g2._crypto_pwhash_argon2i_passwd_min = A7.of, g2._crypto_pwhash_argon2i_passwd_max = A7.pf, g2._crypto_pwhash_argon2i_saltbytes = A7.qf, g2._crypto_pwhash_argon2i_strbytes = A7.rf, g2._crypto_pwhash_argon2i_strprefix = A7.sf, g2._crypto_pwhash_argon2i_opslimit_min = A7.tf, g2._crypto_pwhash_argon2i_opslimit_max = A7.uf, g2._crypto_pwhash_argon2i_memlimit_min = A7.vf, g2._crypto_pwhash_argon2i_memlimit_max = A7.wf, g2._crypto_pwhash_argon2i_opslimit_interactive = A7.xf, g2._crypto_pwhash_argon2i_memlimit_interactive = A7.yf, g2._crypto_pwhash_argon2i_opslimit_moderate = A7.zf, g2._crypto_pwhash_argon2i_memlimit_moderate = A7.Af, g2._crypto_pwhash_argon2i_opslimit_sensitive = A7.Bf, g2._crypto_pwhash_argon2i_memlimit_sensitive = A7.Cf, g2._crypto_pwhash_argon2i = A7.Df, g2._crypto_pwhash_argon2i_str = A7.Ef, g2._crypto_pwhash_argon2i_str_verify = A7.Ff, g2._crypto_pwhash_argon2i_str_needs_rehash = A7.Gf, g2._crypto_pwhash_argon2id_str_needs_rehash = A7.Hf, g2._crypto_pwhash_argon2id_alg_argon2id13 = A7.If, g2._crypto_pwhash_argon2id_bytes_min = A7.Jf, g2._crypto_pwhash_argon2id_bytes_max = A7.Kf, g2._crypto_pwhash_argon2id_passwd_min = A7.Lf, g2._crypto_pwhash_argon2id_passwd_max = A7.Mf, g2._crypto_pwhash_argon2id_saltbytes = A7.Nf, g2._crypto_pwhash_argon2id_strbytes = A7.Of, g2._crypto_pwhash_argon2id_strprefix = A7.Pf, g2._crypto_pwhash_argon2id_opslimit_min = A7.Qf, g2._crypto_pwhash_argon2id_opslimit_max = A7.Rf, g2._crypto_pwhash_argon2id_memlimit_min = A7.Sf, g2._crypto_pwhash_argon2id_memlimit_max = A7.Tf, g2._crypto_pwhash_argon2id_opslimit_interactive = A7.Uf, g2._crypto_pwhash_argon2id_memlimit_interactive = A7.Vf, g2._crypto_pwhash_argon2id_opslimit_moderate = A7.Wf, g2._crypto_pwhash_argon2id_memlimit_moderate = A7.Xf, g2._crypto_pwhash_argon2id_opslimit_sensitive = A7.Yf, g2._crypto_pwhash_argon2id_memlimit_sensitive = A7.Zf, g2._crypto_pwhash_argon2id = A7._f, g2._crypto_pwhash_argon2id_str = A7.$f, g2._crypto_pwhash_argon2id_str_verify = A7.ag, g2._crypto_pwhash_alg_argon2i13 = A7.bg, g2._crypto_pwhash_alg_argon2id13 = A7.cg, g2._crypto_pwhash_alg_default = A7.dg, g2._crypto_pwhash_bytes_min = A7.eg, g2._crypto_pwhash_bytes_max = A7.fg, g2._crypto_pwhash_passwd_min = A7.gg, g2._crypto_pwhash_passwd_max = A7.hg, g2._crypto_pwhash_saltbytes = A7.ig, g2._crypto_pwhash_strbytes = A7.jg, g2._crypto_pwhash_strprefix = A7.kg, g2._crypto_pwhash_opslimit_min = A7.lg, g2._crypto_pwhash_opslimit_max = A7.mg, g2._crypto_pwhash_memlimit_min = A7.ng, g2._crypto_pwhash_memlimit_max = A7.og, g2._crypto_pwhash_opslimit_interactive = A7.pg, g2._crypto_pwhash_memlimit_interactive = A7.qg, g2._crypto_pwhash_opslimit_moderate = A7.rg, g2._crypto_pwhash_memlimit_moderate = A7.sg, g2._crypto_pwhash_opslimit_sensitive = A7.tg, g2._crypto_pwhash_memlimit_sensitive = A7.ug, g2._crypto_pwhash = A7.vg, g2._crypto_pwhash_str = A7.wg, g2._crypto_pwhash_str_alg = A7.xg, g2._crypto_pwhash_str_verify = A7.yg, g2._crypto_pwhash_str_needs_rehash = A7.zg, g2._crypto_pwhash_primitive = A7.Ag, g2._crypto_scalarmult_primitive = A7.Bg, g2._crypto_scalarmult_base = A7.Cg, g2._crypto_scalarmult = A7.Dg, g2._crypto_scalarmult_bytes = A7.Eg, g2._crypto_scalarmult_scalarbytes = A7.Fg, g2._crypto_scalarmult_curve25519 = A7.Gg, g2._crypto_scalarmult_curve25519_base = A7.Hg, g2._crypto_scalarmult_curve25519_bytes = A7.Ig, g2._crypto_scalarmult_curve25519_scalarbytes = A7.Jg, g2._crypto_secretbox_keybytes = A7.Kg, g2._crypto_secretbox_noncebytes = A7.Lg, g2._crypto_secretbox_zerobytes = A7.Mg, g2._crypto_secretbox_boxzerobytes = A7.Ng, g2._crypto_secretbox_macbytes = A7.Og, g2._crypto_secretbox_messagebytes_max = A7.Pg, g2._crypto_secretbox_primitive = A7.Qg, g2._crypto_secretbox = A7.Rg, g2._crypto_secretbox_open = A7.Sg, g2._crypto_secretbox_keygen = A7.Tg, g2._crypto_secretbox_detached = A7.Ug, g2._crypto_secretbox_easy = A7.Vg, g2._crypto_secretbox_open_detached = A7.Wg, g2._crypto_secretbox_open_easy = A7.Xg, g2._crypto_secretbox_xsalsa20poly1305 = A7.Yg, g2._crypto_secretbox_xsalsa20poly1305_open = A7.Zg, g2._crypto_secretbox_xsalsa20poly1305_keybytes = A7._g, g2._crypto_secretbox_xsalsa20poly1305_noncebytes = A7.$g, g2._crypto_secretbox_xsalsa20poly1305_zerobytes = A7.ah, g2._crypto_secretbox_xsalsa20poly1305_boxzerobytes = A7.bh, g2._crypto_secretbox_xsalsa20poly1305_macbytes = A7.ch, g2._crypto_secretbox_xsalsa20poly1305_messagebytes_max = A7.dh, g2._crypto_secretbox_xsalsa20poly1305_keygen = A7.eh, g2._crypto_secretstream_xchacha20poly1305_keygen = A7.fh, g2._crypto_secretstream_xchacha20poly1305_init_push = A7.gh, g2._crypto_secretstream_xchacha20poly1305_init_pull = A7.hh, g2._crypto_secretstream_xchacha20poly1305_rekey = A7.ih, g2._crypto_secretstream_xchacha20poly1305_push = A7.jh, g2._crypto_secretstream_xchacha20poly1305_pull = A7.kh, g2._crypto_secretstream_xchacha20poly1305_statebytes = A7.lh, g2._crypto_secretstream_xchacha20poly1305_abytes = A7.mh, g2._crypto_secretstream_xchacha20poly1305_headerbytes = A7.nh, g2._crypto_secretstream_xchacha20poly1305_keybytes = A7.oh, g2._crypto_secretstream_xchacha20poly1305_messagebytes_max = A7.ph, g2._crypto_secretstream_xchacha20poly1305_tag_message = A7.qh, g2._crypto_secretstream_xchacha20poly1305_tag_push = A7.rh, g2._crypto_secretstream_xchacha20poly1305_tag_rekey = A7.sh, g2._crypto_secretstream_xchacha20poly1305_tag_final = A7.th, g2._crypto_shorthash_bytes = A7.uh, g2._crypto_shorthash_keybytes = A7.vh, g2._crypto_shorthash_primitive = A7.wh, g2._crypto_shorthash = A7.xh, g2._crypto_shorthash_keygen = A7.yh, g2._crypto_shorthash_siphash24_bytes = A7.zh, g2._crypto_shorthash_siphash24_keybytes = A7.Ah, g2._crypto_shorthash_siphash24 = A7.Bh, g2._crypto_sign_statebytes = A7.Ch, g2._crypto_sign_bytes = A7.Dh, g2._crypto_sign_seedbytes = A7.Eh, g2._crypto_sign_publickeybytes = A7.Fh, g2._crypto_sign_secretkeybytes = A7.Gh, g2._crypto_sign_messagebytes_max = A7.Hh, g2._crypto_sign_primitive = A7.Ih, g2._crypto_sign_seed_keypair = A7.Jh, g2._crypto_sign_keypair = A7.Kh, g2._crypto_sign = A7.Lh, g2._crypto_sign_open = A7.Mh, g2._crypto_sign_detached = A7.Nh, g2._crypto_sign_verify_detached = A7.Oh, g2._crypto_sign_init = A7.Ph, g2._crypto_sign_update = A7.Qh, g2._crypto_sign_final_create = A7.Rh, g2._crypto_sign_final_verify = A7.Sh, g2._crypto_sign_ed25519ph_statebytes = A7.Th, g2._crypto_sign_ed25519_bytes = A7.Uh, g2._crypto_sign_ed25519_seedbytes = A7.Vh, g2._crypto_sign_ed25519_publickeybytes = A7.Wh, g2._crypto_sign_ed25519_secretkeybytes = A7.Xh, g2._crypto_sign_ed25519_messagebytes_max = A7.Yh, g2._crypto_sign_ed25519_sk_to_seed = A7.Zh, g2._crypto_sign_ed25519_sk_to_pk = A7._h, g2._crypto_sign_ed25519ph_init = A7.$h, g2._crypto_sign_ed25519ph_update = A7.ai, g2._crypto_sign_ed25519ph_final_create = A7.bi, g2._crypto_sign_ed25519ph_final_verify = A7.ci, g2._crypto_sign_ed25519_seed_keypair = A7.di, g2._crypto_sign_ed25519_keypair = A7.ei, g2._crypto_sign_ed25519_pk_to_curve25519 = A7.fi, g2._crypto_sign_ed25519_sk_to_curve25519 = A7.gi, g2._crypto_sign_ed25519_verify_detached = A7.hi, g2._crypto_sign_ed25519_open = A7.ii, g2._crypto_sign_ed25519_detached = A7.ji, g2._crypto_sign_ed25519 = A7.ki, g2._crypto_stream_chacha20_keybytes = A7.li, g2._crypto_stream_chacha20_noncebytes = A7.mi, g2._crypto_stream_chacha20_messagebytes_max = A7.ni, g2._crypto_stream_chacha20_ietf_keybytes = A7.oi, g2._crypto_stream_chacha20_ietf_noncebytes = A7.pi, g2._crypto_stream_chacha20_ietf_messagebytes_max = A7.qi, g2._crypto_stream_chacha20 = A7.ri, g2._crypto_stream_chacha20_xor_ic = A7.si, g2._crypto_stream_chacha20_xor = A7.ti, g2._crypto_stream_chacha20_ietf = A7.ui, g2._crypto_stream_chacha20_ietf_xor_ic = A7.vi, g2._crypto_stream_chacha20_ietf_xor = A7.wi, g2._crypto_stream_chacha20_ietf_keygen = A7.xi, g2._crypto_stream_chacha20_keygen = A7.yi, g2._crypto_stream_keybytes = A7.zi, g2._crypto_stream_noncebytes = A7.Ai, g2._crypto_stream_messagebytes_max = A7.Bi, g2._crypto_stream_primitive = A7.Ci, g2._crypto_stream = A7.Di, g2._crypto_stream_xor = A7.Ei, g2._crypto_stream_keygen = A7.Fi, g2._crypto_stream_salsa20_keybytes = A7.Gi, g2._crypto_stream_salsa20_noncebytes = A7.Hi, g2._crypto_stream_salsa20_messagebytes_max = A7.Ii, g2._crypto_stream_salsa20 = A7.Ji, g2._crypto_stream_salsa20_xor_ic = A7.Ki, g2._crypto_stream_salsa20_xor = A7.Li, g2._crypto_stream_salsa20_keygen = A7.Mi, g2._crypto_stream_xsalsa20 = A7.Ni, g2._crypto_stream_xsalsa20_xor_ic = A7.Oi, g2._crypto_stream_xsalsa20_xor = A7.Pi, g2._crypto_stream_xsalsa20_keybytes = A7.Qi, g2._crypto_stream_xsalsa20_noncebytes = A7.Ri, g2._crypto_stream_xsalsa20_messagebytes_max = A7.Si, g2._crypto_stream_xsalsa20_keygen = A7.Ti, g2._crypto_verify_16_bytes = A7.Ui, g2._crypto_verify_32_bytes = A7.Vi, g2._crypto_verify_64_bytes = A7.Wi, g2._crypto_verify_16 = A7.Xi, g2._crypto_verify_32 = A7.Yi, g2._crypto_verify_64 = A7.Zi, g2._crypto_xof_shake128_blockbytes = A7._i, g2._crypto_xof_shake128_statebytes = A7.$i, g2._crypto_xof_shake128_domain_standard = A7.aj, g2._crypto_xof_shake128 = A7.bj, g2._crypto_xof_shake128_init = A7.cj, g2._crypto_xof_shake128_init_with_domain = A7.dj, g2._crypto_xof_shake128_update = A7.ej, g2._crypto_xof_shake128_squeeze = A7.fj, g2._crypto_xof_shake256_blockbytes = A7.gj, g2._crypto_xof_shake256_statebytes = A7.hj, g2._crypto_xof_shake256_domain_standard = A7.ij, g2._crypto_xof_shake256 = A7.jj, g2._crypto_xof_shake256_init = A7.kj, g2._crypto_xof_shake256_init_with_domain = A7.lj, g2._crypto_xof_shake256_update = A7.mj, g2._crypto_xof_shake256_squeeze = A7.nj, g2._crypto_xof_turboshake128_blockbytes = A7.oj, g2._crypto_xof_turboshake128_statebytes = A7.pj, g2._crypto_xof_turboshake128_domain_standard = A7.qj, g2._crypto_xof_turboshake128 = A7.rj, g2._crypto_xof_turboshake128_init = A7.sj, g2._crypto_xof_turboshake128_init_with_domain = A7.tj, g2._crypto_xof_turboshake128_update = A7.uj, g2._crypto_xof_turboshake128_squeeze = A7.vj, g2._crypto_xof_turboshake256_blockbytes = A7.wj, g2._crypto_xof_turboshake256_statebytes = A7.xj, g2._crypto_xof_turboshake256_domain_standard = A7.yj, g2._crypto_xof_turboshake256 = A7.zj, g2._crypto_xof_turboshake256_init = A7.Aj, g2._crypto_xof_turboshake256_init_with_domain = A7.Bj, g2._crypto_xof_turboshake256_update = A7.Cj, g2._crypto_xof_turboshake256_squeeze = A7.Dj, g2._randombytes_implementation_name = A7.Ej, g2._randombytes_random = A7.Fj, g2._randombytes_stir = A7.Gj, g2._randombytes_uniform = A7.Hj, g2._randombytes_buf = A7.Ij, g2._randombytes_buf_deterministic = A7.Jj, g2._randombytes_seedbytes = A7.Kj, g2._randombytes_close = A7.Lj, g2._randombytes = A7.Mj, g2._sodium_bin2hex = A7.Nj, g2._sodium_hex2bin = A7.Oj, g2._sodium_base64_encoded_len = A7.Pj, g2._sodium_bin2base64 = A7.Qj, g2._sodium_base642bin = A7.Rj, g2._sodium_ip2bin = A7.Sj, g2._sodium_bin2ip = A7.Tj, g2._sodium_init = A7.Uj, g2._sodium_pad = A7.Vj, g2._sodium_unpad = A7.Wj, g2._sodium_version_string = A7.Xj, g2._sodium_library_version_major = A7.Yj, g2._sodium_library_version_minor = A7.Zj, g2._sodium_library_minimal = A7._j, g2._crypto_box_curve25519xchacha20poly1305_seed_keypair = A7.$j, g2._crypto_box_curve25519xchacha20poly1305_keypair = A7.ak, g2._crypto_box_curve25519xchacha20poly1305_beforenm = A7.bk, g2._crypto_box_curve25519xchacha20poly1305_detached_afternm = A7.ck, g2._crypto_box_curve25519xchacha20poly1305_detached = A7.dk, g2._crypto_box_curve25519xchacha20poly1305_easy_afternm = A7.ek, g2._crypto_box_curve25519xchacha20poly1305_easy = A7.fk, g2._crypto_box_curve25519xchacha20poly1305_open_detached_afternm = A7.gk, g2._crypto_box_curve25519xchacha20poly1305_open_detached = A7.hk, g2._crypto_box_curve25519xchacha20poly1305_open_easy_afternm = A7.ik, g2._crypto_box_curve25519xchacha20poly1305_open_easy = A7.jk, g2._crypto_box_curve25519xchacha20poly1305_seedbytes = A7.kk, g2._crypto_box_curve25519xchacha20poly1305_publickeybytes = A7.lk, g2._crypto_box_curve25519xchacha20poly1305_secretkeybytes = A7.mk, g2._crypto_box_curve25519xchacha20poly1305_beforenmbytes = A7.nk, g2._crypto_box_curve25519xchacha20poly1305_noncebytes = A7.ok, g2._crypto_box_curve25519xchacha20poly1305_macbytes = A7.pk, g2._crypto_box_curve25519xchacha20poly1305_messagebytes_max = A7.qk, g2._crypto_box_curve25519xchacha20poly1305_seal = A7.rk, g2._crypto_box_curve25519xchacha20poly1305_seal_open = A7.sk, g2._crypto_box_curve25519xchacha20poly1305_sealbytes = A7.tk, g2._crypto_core_ed25519_is_valid_point = A7.uk, g2._crypto_core_ed25519_add = A7.vk, g2._crypto_core_ed25519_sub = A7.wk, g2._crypto_core_ed25519_from_uniform = A7.xk, g2._crypto_core_ed25519_from_hash = A7.yk, g2._crypto_core_ed25519_random = A7.zk, g2._crypto_core_ed25519_scalar_random = A7.Ak, g2._crypto_core_ed25519_scalar_invert = A7.Bk, g2._crypto_core_ed25519_scalar_negate = A7.Ck, g2._crypto_core_ed25519_scalar_complement = A7.Dk, g2._crypto_core_ed25519_scalar_add = A7.Ek, g2._crypto_core_ed25519_scalar_reduce = A7.Fk, g2._crypto_core_ed25519_scalar_sub = A7.Gk, g2._crypto_core_ed25519_scalar_mul = A7.Hk, g2._crypto_core_ed25519_bytes = A7.Ik, g2._crypto_core_ed25519_nonreducedscalarbytes = A7.Jk, g2._crypto_core_ed25519_uniformbytes = A7.Kk, g2._crypto_core_ed25519_hashbytes = A7.Lk, g2._crypto_core_ed25519_scalarbytes = A7.Mk, g2._crypto_core_ristretto255_is_valid_point = A7.Nk, g2._crypto_core_ristretto255_add = A7.Ok, g2._crypto_core_ristretto255_sub = A7.Pk, g2._crypto_core_ristretto255_from_hash = A7.Qk, g2._crypto_core_ristretto255_random = A7.Rk, g2._crypto_core_ristretto255_scalar_random = A7.Sk, g2._crypto_core_ristretto255_scalar_invert = A7.Tk, g2._crypto_core_ristretto255_scalar_negate = A7.Uk, g2._crypto_core_ristretto255_scalar_complement = A7.Vk, g2._crypto_core_ristretto255_scalar_add = A7.Wk, g2._crypto_core_ristretto255_scalar_sub = A7.Xk, g2._crypto_core_ristretto255_scalar_mul = A7.Yk, g2._crypto_core_ristretto255_scalar_reduce = A7.Zk, g2._crypto_core_ristretto255_bytes = A7._k, g2._crypto_core_ristretto255_nonreducedscalarbytes = A7.$k, g2._crypto_core_ristretto255_hashbytes = A7.al, g2._crypto_core_ristretto255_scalarbytes = A7.bl, g2._crypto_pwhash_scryptsalsa208sha256_ll = A7.cl, g2._crypto_pwhash_scryptsalsa208sha256_bytes_min = A7.dl, g2._crypto_pwhash_scryptsalsa208sha256_bytes_max = A7.el, g2._crypto_pwhash_scryptsalsa208sha256_passwd_min = A7.fl, g2._crypto_pwhash_scryptsalsa208sha256_passwd_max = A7.gl, g2._crypto_pwhash_scryptsalsa208sha256_saltbytes = A7.hl, g2._crypto_pwhash_scryptsalsa208sha256_strbytes = A7.il, g2._crypto_pwhash_scryptsalsa208sha256_strprefix = A7.jl, g2._crypto_pwhash_scryptsalsa208sha256_opslimit_min = A7.kl, g2._crypto_pwhash_scryptsalsa208sha256_opslimit_max = A7.ll, g2._crypto_pwhash_scryptsalsa208sha256_memlimit_min = A7.ml, g2._crypto_pwhash_scryptsalsa208sha256_memlimit_max = A7.nl, g2._crypto_pwhash_scryptsalsa208sha256_opslimit_interactive = A7.ol, g2._crypto_pwhash_scryptsalsa208sha256_memlimit_interactive = A7.pl, g2._crypto_pwhash_scryptsalsa208sha256_opslimit_sensitive = A7.ql, g2._crypto_pwhash_scryptsalsa208sha256_memlimit_sensitive = A7.rl, g2._crypto_pwhash_scryptsalsa208sha256 = A7.sl, g2._crypto_pwhash_scryptsalsa208sha256_str = A7.tl, g2._crypto_pwhash_scryptsalsa208sha256_str_verify = A7.ul, g2._crypto_pwhash_scryptsalsa208sha256_str_needs_rehash = A7.vl, g2._crypto_scalarmult_ed25519 = A7.wl, g2._crypto_scalarmult_ed25519_noclamp = A7.xl, g2._crypto_scalarmult_ed25519_base = A7.yl, g2._crypto_scalarmult_ed25519_base_noclamp = A7.zl, g2._crypto_scalarmult_ed25519_bytes = A7.Al, g2._crypto_scalarmult_ed25519_scalarbytes = A7.Bl, g2._crypto_scalarmult_ristretto255 = A7.Cl, g2._crypto_scalarmult_ristretto255_base = A7.Dl, g2._crypto_scalarmult_ristretto255_bytes = A7.El, g2._crypto_scalarmult_ristretto255_scalarbytes = A7.Fl, g2._crypto_secretbox_xchacha20poly1305_detached = A7.Gl, g2._crypto_secretbox_xchacha20poly1305_easy = A7.Hl, g2._crypto_secretbox_xchacha20poly1305_open_detached = A7.Il, g2._crypto_secretbox_xchacha20poly1305_open_easy = A7.Jl, g2._crypto_secretbox_xchacha20poly1305_keybytes = A7.Kl, g2._crypto_secretbox_xchacha20poly1305_noncebytes = A7.Ll, g2._crypto_secretbox_xchacha20poly1305_macbytes = A7.Ml, g2._crypto_secretbox_xchacha20poly1305_messagebytes_max = A7.Nl, g2._crypto_shorthash_siphashx24_bytes = A7.Ol, g2._crypto_shorthash_siphashx24_keybytes = A7.Pl, g2._crypto_shorthash_siphashx24 = A7.Ql, g2._crypto_sign_edwards25519sha512batch_keypair = A7.Rl, g2._crypto_sign_edwards25519sha512batch = A7.Sl, g2._crypto_sign_edwards25519sha512batch_open = A7.Tl, g2._crypto_stream_salsa2012 = A7.Ul, g2._crypto_stream_salsa2012_xor = A7.Vl, g2._crypto_stream_salsa2012_keybytes = A7.Wl, g2._crypto_stream_salsa2012_noncebytes = A7.Xl, g2._crypto_stream_salsa2012_messagebytes_max = A7.Yl, g2._crypto_stream_salsa2012_keygen = A7.Zl, g2._crypto_stream_salsa208 = A7._l, g2._crypto_stream_salsa208_xor = A7.$l, g2._crypto_stream_salsa208_keybytes = A7.am, g2._crypto_stream_salsa208_noncebytes = A7.bm, g2._crypto_stream_salsa208_messagebytes_max = A7.cm, g2._crypto_stream_salsa208_keygen = A7.dm, g2._crypto_stream_xchacha20_keybytes = A7.em, g2._crypto_stream_xchacha20_noncebytes = A7.fm, g2._crypto_stream_xchacha20_messagebytes_max = A7.gm, g2._crypto_stream_xchacha20 = A7.hm, g2._crypto_stream_xchacha20_xor_ic = A7.im, g2._crypto_stream_xchacha20_xor = A7.jm, g2._crypto_stream_xchacha20_keygen = A7.km, g2._malloc = A7.lm, g2._free = A7.mm, A7.dynCall_iiiji, A7.dynCall_iiij, A7.dynCall_iijii, A7.dynCall_iiijiji, A7.dynCall_iiijiii, e = A7.e, A7.__indirect_function_table;
      })(_2 = A6.exports), N2(), _2;
    }
    var C3 = { a: q2 };
    return g2.instantiateWasm ? new Promise((I3, B3) => {
      g2.instantiateWasm(C3, (g3, C4) => {
        I3(A5(g3));
      });
    }) : (o2 ??= ((A6) => {
      for (var I3, g3, C4 = 0, B3 = 0, Q3 = 379996, E3 = new Uint8Array(284997 - ("=" == A6[379994]) - ("=" == A6[379995])); C4 < Q3; C4 += 4, B3 += 3) I3 = R2[A6.charCodeAt(C4 + 1)], g3 = R2[A6.charCodeAt(C4 + 2)], E3[B3] = R2[A6.charCodeAt(C4)] << 2 | I3 >> 4, E3[B3 + 1] = I3 << 4 | g3 >> 2, E3[B3 + 2] = g3 << 6 | R2[A6.charCodeAt(C4 + 3)];
      return E3;
    })("AGFzbQEAAAAB9gIpYAJ/fwF/YAABf2ADf39+AX9gA39/fwF/YAN/f38AYAR/f39/AX9gAn9/AGAFf39/f38Bf2AGf39/f39/AX9gAX8Bf2ABfwBgC39/f39/f39/f39/AX9gB39/f39/f38Bf2AEf39/fwBgBn9/fn9+fwF/YAl/f39/f39/f38Bf2AEf35/fwF/YAZ/f35/f38Bf2AEf39+fwF/YAh/f39/f39/fwF/YAAAYAV/f35/fwF/YAZ/f39+f38Bf2AMf39/f39/f39/f39/AX9gCn9/f39/f39/f38Bf2AIf39+f39+f38Bf2AJf39/f35/fn9/AX9gBX9/f35/AX9gA39/fgBgBX9/fn5/AX9gCH9+f35/fn9/AX9gBX9/fn5/AGAEf39/fgF/YAR/f39+AGAFf39/f38AYAV+f39/fwBgCX9/f39+f39/fwF/YAp/f39/f35/f39/AX9gBn9/f39/fwBgCH9/f35/f39/AX9gBX9/fn9/AAIZBAFhAWEADQFhAWIAAwFhAWMAFAFhAWQACQOoBKYEBgQEBgQBAQkUAgYGBAoEAgEEBgoNAQoABgYABQMBBgkECgoJAQECAwICBQIGAwkEBAYFAQADFAMBAwMAAhAECQAGAAARDgADAAADAAkBBQUFBgkWFgoDAAEBBhAEBgAICAANCRABABYWBgoCAgIACSABAw0JARYNFRUhCgYKIgMJCQQEBgUcIwYcFQMBAQEBABMHCRUWBAYFDQIDAQYEAAYGBAYJDRQEBAYGCAwMCAcHCAgIBwAMBQcHCAUFBQwIDAwMDAUHBwAAGRoDEREEAwUBJAcKJSYVFQEBGRkaGgAAAxADERECHR4BAQECHR4BBQwDAwMFCQEGAwMFAAMBAQMNBAEAAQEnBAQGBAYGAAoDFCgBBB8EBgQBBgQfBAYECg4QAAMIEwcIBwgHCAgHCAUFDBgYCAcMEwwIEwQFBwUHBQcFBxMIEwcIDAcIEwcYGAgFBRMLBQsFBQUMCwUFBQUPCAcMEwwIEwcHBwcFCwsLFwsLCwsLFwsXCwsXCwsLFwsBAQEBBwcDAwEBAwEBEgASAAADAQMDAAMBAgESFQQEBA0EAA0EBAQEBA0EDRIEBAAAAwMBAQEBAwADAREREgMFAwUJAAMBAAABAwMAAQEBAQEDAwAMBQAAGxsbAwUDAAMBAQEDCQkDCg0KAQEHBwgAAwMBAQEKAwMGBAQGBgAKCgADAwkKAAADAwkBBwoHAAMBBAkBBQEBFAYBBxEOEBABDw8PDwQEAXAAHgUGAQFAgIACBggBfwFBgMkGCweWHsYFAWUCAAFmAAoBZwAhAWgACgFpAAkBagCdAgFrAH8BbACFAwFtAIQDAW4AgwMBbwCCAwFwAAkBcQAhAXIACQFzAAkBdACdAgF1ABEBdgCBAwF3AIADAXgA/wIBeQD+AgF6ACEBQQD9AgFCAPwCAUMA+wIBRAD6AgFFAPkCAUYA+AIBRwD3AgFIAPYCAUkACQFKAJcCAUsAIQFMAAoBTQA3AU4AEQFPAAkBUAApAVEAIQFSAAoBUwA3AVQAEQFVAPUCAVYA9AIBVwDzAgFYAPICAVkACQFaACgBXwAhASQACgJhYQA3AmJhABECY2EACQJkYQAJAmVhAI8DAmZhAMoBAmdhAMkBAmhhABECaWEACQJqYQAJAmthAFwCbGEAEQJtYQA+Am5hAPECAm9hAE8CcGEA8AICcWEA7wICcmEAFAJzYQAJAnRhAKABAnVhABECdmEAOQJ3YQDIAQJ4YQA/AnlhAO4CAnphAO0CAkFhAAkCQmEACQJDYQCgAQJEYQARAkVhAJQCAkZhAMgBAkdhAJYDAkhhAMoBAklhAMkBAkphAAkCS2EACQJMYQAJAk1hAAkCTmEAKAJPYQAJAlBhAAoCUWEACgJSYQA3AlNhAMADAlRhAL8DAlVhAL4DAlZhAL0DAldhAGQCWGEAYwJZYQDHAQJaYQDGAQJfYQDFAQIkYQDsAgJhYgDrAgJiYgDqAgJjYgDEAQJkYgDpAgJlYgDDAQJmYgDoAgJnYgDnAgJoYgDmAgJpYgDdAQJqYgCPAQJrYgBMAmxiAEsCbWIAZAJuYgBjAm9iAMcBAnBiAMYBAnFiAAkCcmIACQJzYgAJAnRiAAkCdWIAKAJ2YgAJAndiAAoCeGIACgJ5YgA3AnpiAB8CQWIACQJCYgAKAkNiAAkCRGIACgJFYgA2AkZiAAkCR2IACgJIYgAJAkliAAoCSmIA8AMCS2IA7wMCTGIAGAJNYgDuAwJOYgDtAwJPYgAlAlBiAFQCUWIAFAJSYgAKAlNiAAkCVGIACgJVYgBTAlZiABQCV2IACgJYYgAJAlliAAoCWmIAUgJfYgAUAiRiAAoCYWMACQJiYwAKAmNjAAoCZGMAFAJlYwAJAmZjAAoCZ2MAFAJoYwAJAmljAN4BAmpjAIoCAmtjAMIBAmxjAMUDAm1jAMEBAm5jAMQDAm9jABECcGMACgJxYwAUAnJjAAkCc2MACgJ0YwAUAnVjAAkCdmMACgJ3YwAKAnhjAIoCAnljABECemMAwgECQWMA5QICQmMALgJDYwD0AwJEYwDBAQJFYwArAkZjABQCR2MAwAECSGMAkQMCSWMACQJKYwCGAwJLYwB4AkxjAOQCAk1jADgCTmMA4wICT2MAFAJQYwBcAlFjADICUmMAiQECU2MAHgJUYwDAAQJVYwAJAlZjADwCV2MA6wMCWGMAvwECWWMAiAICWmMA4gICX2MAFAIkYwA8AmFkAOoDAmJkAL8BAmNkAIgCAmRkAOECAmVkAAoCZmQACgJnZAAKAmhkACkCaWQACgJqZAAoAmtkAAkCbGQACgJtZAAKAm5kAAkCb2QACQJwZAAKAnFkAH8CcmQAfwJzZAARAnRkABECdWQAqwMCdmQAqgMCd2QAqQMCeGQApwMCeWQApgMCemQApQMCQWQApAMCQmQAowMCQ2QACgJEZAAUAkVkACkCRmQACQJHZAC+AQJIZADeAQJJZAAKAkpkABQCS2QAKQJMZAAJAk1kAL4BAk5kABECT2QA9wMCUGQA9gMCUWQA9QMCUmQA8wMCU2QAEQJUZADyAwJVZAAJAlZkACECV2QA8QMCWGQAXAJZZACUAgJaZACVBAJfZACUBAIkZACTBAJhZQCSBAJiZQCRBAJjZQAUAmRlACECZWUAkAQCZmUAoAECZ2UAgwICaGUACQJpZQCCAgJqZQAJAmtlAAkCbGUAngMCbWUAnQMCbmUAnAMCb2UAmwMCcGUAmgMCcWUA6AMCcmUA5wMCc2UA5gMCdGUACQJ1ZQAUAnZlAOUDAndlAOQDAnhlAOMDAnllAOIDAnplAOEDAkFlAIMCAkJlAAkCQ2UAggICRGUACQJFZQAJAkZlAIECAkdlAIACAkhlAP8BAkllAP4BAkplAP0BAktlAIwDAkxlAEwCTWUAiwMCTmUAigMCT2UACQJQZQAJAlFlAAkCUmUACQJTZQCJAwJUZQA8AlVlAAoCVmUACQJXZQC9AQJYZQC8AQJZZQDMAQJaZQC7AQJfZQDLAQIkZQCZAwJhZgARAmJmAL0BAmNmALwBAmRmAMwBAmVmALsBAmZmAMsBAmdmAAoCaGYACQJqZgA8AmtmABECbGYAXQJtZgAKAm5mABkCb2YAIQJwZgAZAnFmAAoCcmYAkwECc2YA1gMCdGYAeQJ1ZgAZAnZmAJIBAndmAJEBAnhmAGkCeWYA8wECemYA1QMCQWYA1AMCQmYAKQJDZgDTAwJEZgDgAgJFZgDfAgJGZgDeAgJHZgDdAgJIZgDcAgJJZgBRAkpmAAoCS2YAGQJMZgAhAk1mABkCTmYACgJPZgCTAQJQZgDvAQJRZgBdAlJmABkCU2YAkgECVGYAkQECVWYAUQJWZgDuAQJXZgB5AlhmAO0BAllmAGkCWmYAkAECX2YA2wICJGYAugECYWcA2gICYmcAXQJjZwBRAmRnAFECZWcACgJmZwAZAmdnACECaGcAGQJpZwAKAmpnAJMBAmtnAO8BAmxnAF0CbWcAGQJuZwCSAQJvZwCRAQJwZwBRAnFnAO4BAnJnAHkCc2cA7QECdGcAaQJ1ZwCQAQJ2ZwDZAgJ3ZwC6AQJ4ZwDYAgJ5ZwDXAgJ6ZwDWAgJBZwDSAwJCZwCOAwJDZwCjAQJEZwCNAwJFZwAJAkZnAAkCR2cAIAJIZwCjAQJJZwAJAkpnAAkCS2cACQJMZwAoAk1nAAkCTmcACgJPZwAKAlBnADcCUWcAkgMCUmcAZAJTZwBjAlRnABECVWcAxQECVmcA1QICV2cAxAECWGcAwwECWWcAZAJaZwBjAl9nAAkCJGcAKAJhaAAJAmJoAAoCY2gACgJkaAA3AmVoABECZmgAEQJnaAD9AwJoaAD8AwJpaAD7AwJqaADUAgJraADTAgJsaAD6AwJtaAD5AwJuaAAoAm9oAAkCcGgA+AMCcWgAIQJyaABdAnNoAFECdGgAeQJ1aAApAnZoAAoCd2gAoAMCeGgAuAECeWgAfwJ6aAApAkFoAAoCQmgAuAECQ2gAXAJEaAAUAkVoAAkCRmgACQJHaAAUAkhoAPsBAkloAMsDAkpoAMoDAktoAMkDAkxoALcBAk1oALYBAk5oALUBAk9oALQBAlBoAMgDAlFoAIkBAlJoAMcDAlNoAMYDAlRoAFwCVWgAFAJWaAAJAldoAAkCWGgAFAJZaAD7AQJaaADdAwJfaADcAwIkaAD6AQJhaQCJAQJiaQD5AQJjaQD4AQJkaQDlAQJlaQDkAQJmaQDNAwJnaQDMAwJoaQC0AQJpaQC2AQJqaQC1AQJraQC3AQJsaQAJAm1pACkCbmkAGQJvaQAJAnBpAJcCAnFpABkCcmkA0gICc2kA0QICdGkA0AICdWkAzwICdmkAzgICd2kAzQICeGkAEQJ5aQARAnppAAkCQWkAKAJCaQAZAkNpAM4DAkRpALMBAkVpALIBAkZpABECR2kACQJIaQApAklpABkCSmkAzAICS2kAywICTGkAygICTWkAEQJOaQCzAQJPaQDJAgJQaQCyAQJRaQAJAlJpACgCU2kAGQJUaQARAlVpAAoCVmkACQJXaQAUAlhpAEcCWWkARgJaaQDjAQJfaQCHAgIkaQA8AmFqAHUCYmoAyAICY2oAcwJkagByAmVqAMcCAmZqAOkDAmdqAIkCAmhqADwCaWoAdQJqagDGAgJragBzAmxqAHICbWoAxQICbmoA7AMCb2oAhwICcGoAPAJxagB1AnJqAMQCAnNqAHMCdGoAcgJ1agDDAgJ2agCQAwJ3agCJAgJ4agA8AnlqAHUCemoAwgICQWoAcwJCagByAkNqAMECAkRqAM8DAkVqAJ8EAkZqAJkEAkdqAJUCAkhqAJgEAklqABYCSmoAlwQCS2oACQJMagCWBAJNagDAAgJOagDbAwJPagDaAwJQagDZAwJRagCWAQJSagCVAQJTagDYAwJUagDXAwJVagClBAJWagCgBAJXagCaBAJYagCIAwJZagCHAwJaagBpAl9qACECJGoAjwECYWsATAJiawDQAwJjawCxAQJkawC/AgJlawC+AgJmawC9AgJnawCwAQJoawC8AgJpawCvAQJqawC7AgJrawAJAmxrAAkCbWsACQJuawAJAm9rACgCcGsACgJxawA3AnJrALoCAnNrALkCAnRrAN0BAnVrAI8EAnZrAI4EAndrAI0EAnhrAIwEAnlrAIsEAnprAIoEAkFrAJMCAkJrAJICAkNrAJECAkRrAJACAkVrAI8CAkZrAI4CAkdrAI0CAkhrAIwCAklrAAkCSmsAFAJLawAJAkxrABQCTWsACQJOawCJBAJPawCIBAJQawCHBAJRawCGBAJSawCFBAJTawCEBAJUawCDBAJVawCCBAJWawCBBAJXawCABAJYawD/AwJZawCMAgJaawD+AwJfawAJAiRrABQCYWwAFAJibAAJAmNsALgCAmRsAAoCZWwAGQJmbAAhAmdsABkCaGwACQJpbAC8AwJqbAC7AwJrbAC6AwJsbAAZAm1sANUBAm5sABkCb2wAuQMCcGwA1QECcWwA8wECcmwAkAECc2wAtwICdGwAtgICdWwAtQICdmwAtAICd2wAuAMCeGwAtwMCeWwAtgMCemwAtQMCQWwACQJCbAAJAkNsAJgDAkRsAJcDAkVsAAkCRmwACQJHbACxAQJIbACzAgJJbACwAQJKbACvAQJLbAAJAkxsACgCTWwACgJObAA3Ak9sAAoCUGwACgJRbACyAgJSbADRAwJTbACxAgJUbACwAgJVbACvAgJWbACuAgJXbAAJAlhsACkCWWwAGQJabAARAl9sAK0CAiRsAKwCAmFtAAkCYm0AKQJjbQAZAmRtABECZW0ACQJmbQAoAmdtABkCaG0AqwICaW0AqgICam0AqQICa20AEQJsbQAjAm1tABcJQAEAQQELHcMDsgOoA58DlAOoAqcCpgKlAqkEqASnBKYEpASjBKIEoQSeBJ0EnASbBLQDswOxA7ADrwOuA60DrAMMAREK+NkOpgTLBgIbfgd/IAAgASgCDCIdQQF0rCIHIB2sIhN+IAEoAhAiIKwiBiABKAIIIiFBAXSsIgt+fCABKAIUIh1BAXSsIgggASgCBCIiQQF0rCICfnwgASgCGCIfrCIJIAEoAgAiI0EBdKwiBX58IAEoAiAiHkETbKwiAyAerCIQfnwgASgCJCIeQSZsrCIEIAEoAhwiAUEBdKwiFH58IAIgBn4gCyATfnwgHawiESAFfnwgAyAUfnwgBCAJfnwgAiAHfiAhrCIOIA5+fCAFIAZ+fCABQSZsrCIPIAGsIhV+fCADIB9BAXSsfnwgBCAIfnwiF0KAgIAQfCIYQhqHfCIZQoCAgAh8IhpCGYd8IgogCkKAgIAQfCIMQoCAgOAPg30+AhggACAFIA5+IAIgIqwiDX58IB9BE2ysIgogCX58IAggD358IAMgIEEBdKwiFn58IAQgB358IAggCn4gBSANfnwgBiAPfnwgAyAHfnwgBCAOfnwgHUEmbKwgEX4gI6wiDSANfnwgCiAWfnwgByAPfnwgAyALfnwgAiAEfnwiCkKAgIAQfCINQhqHfCIbQoCAgAh8IhxCGYd8IhIgEkKAgIAQfCISQoCAgOAPg30+AgggACALIBF+IAYgB358IAIgCX58IAUgFX58IAQgEH58IAxCGod8IgwgDEKAgIAIfCIMQoCAgPAPg30+AhwgACAFIBN+IAIgDn58IAkgD358IAMgCH58IAQgBn58IBJCGod8IgMgA0KAgIAIfCIDQoCAgPAPg30+AgwgACAJIAt+IAYgBn58IAcgCH58IAIgFH58IAUgEH58IAQgHqwiBn58IAxCGYd8IgQgBEKAgIAQfCIEQoCAgOAPg30+AiAgACAZIBpCgICA8A+DfSAXIBhCgICAYIN9IANCGYd8IgNCgICAEHwiCEIaiHw+AhQgACADIAhCgICA4A+DfT4CECAAIAcgCX4gESAWfnwgCyAVfnwgAiAQfnwgBSAGfnwgBEIah3wiAiACQoCAgAh8IgJCgICA8A+DfT4CJCAAIBsgHEKAgIDwD4N9IAogDUKAgIBgg30gAkIZh0ITfnwiAkKAgIAQfCIFQhqIfD4CBCAAIAIgBUKAgIDgD4N9PgIAC50JAid+DH8gACACKAIEIiqsIgsgASgCFCIrQQF0rCIUfiACNAIAIgMgATQCGCIGfnwgAigCCCIsrCINIAE0AhAiB358IAIoAgwiLawiECABKAIMIi5BAXSsIhV+fCACKAIQIi+sIhEgATQCCCIIfnwgAigCFCIwrCIWIAEoAgQiMUEBdKwiF358IAIoAhgiMqwiICABNAIAIgl+fCACKAIcIjNBE2ysIgwgASgCJCI0QQF0rCIYfnwgAigCICI1QRNsrCIEIAE0AiAiCn58IAIoAiQiAkETbKwiBSABKAIcIgFBAXSsIhl+fCAHIAt+IAMgK6wiGn58IA0gLqwiG358IAggEH58IBEgMawiHH58IAkgFn58IDJBE2ysIg4gNKwiHX58IAogDH58IAQgAawiHn58IAUgBn58IAsgFX4gAyAHfnwgCCANfnwgECAXfnwgCSARfnwgMEETbKwiHyAYfnwgCiAOfnwgDCAZfnwgBCAGfnwgBSAUfnwiIkKAgIAQfCIjQhqHfCIkQoCAgAh8IiVCGYd8IhIgEkKAgIAQfCITQoCAgOAPg30+AhggACALIBd+IAMgCH58IAkgDX58IC1BE2ysIg8gGH58IAogL0ETbKwiEn58IBkgH358IAYgDn58IAwgFH58IAQgB358IAUgFX58IAkgC34gAyAcfnwgLEETbKwiISAdfnwgCiAPfnwgEiAefnwgBiAffnwgDiAafnwgByAMfnwgBCAbfnwgBSAIfnwgKkETbKwgGH4gAyAJfnwgCiAhfnwgDyAZfnwgBiASfnwgFCAffnwgByAOfnwgDCAVfnwgBCAIfnwgBSAXfnwiIUKAgIAQfCImQhqHfCInQoCAgAh8IihCGYd8Ig8gD0KAgIAQfCIpQoCAgOAPg30+AgggACAGIAt+IAMgHn58IA0gGn58IAcgEH58IBEgG358IAggFn58IBwgIH58IAkgM6wiD358IAQgHX58IAUgCn58IBNCGod8IhMgE0KAgIAIfCITQoCAgPAPg30+AhwgACAIIAt+IAMgG358IA0gHH58IAkgEH58IBIgHX58IAogH358IA4gHn58IAYgDH58IAQgGn58IAUgB358IClCGod8IgQgBEKAgIAIfCIEQoCAgPAPg30+AgwgACALIBl+IAMgCn58IAYgDX58IBAgFH58IAcgEX58IBUgFn58IAggIH58IA8gF358IAkgNawiDH58IAUgGH58IBNCGYd8IgUgBUKAgIAQfCIFQoCAgOAPg30+AiAgACAkICVCgICA8A+DfSAiICNCgICAYIN9IARCGYd8IgRCgICAEHwiDkIaiHw+AhQgACAEIA5CgICA4A+DfT4CECAAIAogC34gAyAdfnwgDSAefnwgBiAQfnwgESAafnwgByAWfnwgGyAgfnwgCCAPfnwgDCAcfnwgCSACrH58IAVCGod8IgMgA0KAgIAIfCIDQoCAgPAPg30+AiQgACAnIChCgICA8A+DfSAhICZCgICAYIN9IANCGYdCE358IgNCgICAEHwiBkIaiHw+AgQgACADIAZCgICA4A+DfT4CAAvgAgEDfyAAIAIoAgAgASgCDCIDQRZ2QfwHcUHApAJqKAIAIAEoAggiBEEOdkH8B3FBwJwCaigCACABKAIEIgVBBnZB/AdxQcCUAmooAgAgASgCACIBQf8BcUECdEHAjAJqKAIAc3NzczYCACAAIAIoAgQgAUEWdkH8B3FBwKQCaigCACADQQ52QfwHcUHAnAJqKAIAIARBBnZB/AdxQcCUAmooAgAgBUH/AXFBAnRBwIwCaigCAHNzc3M2AgQgACACKAIIIAVBFnZB/AdxQcCkAmooAgAgAUEOdkH8B3FBwJwCaigCACADQQZ2QfwHcUHAlAJqKAIAIARB/wFxQQJ0QcCMAmooAgBzc3NzNgIIIAAgAigCDCAEQRZ2QfwHcUHApAJqKAIAIAVBDnZB/AdxQcCcAmooAgAgAUEGdkH8B3FBwJQCaigCACADQf8BcUECdEHAjAJqKAIAc3NzczYCDAvWAgEBfwJAIAFFDQAgAEEAOgAAIAAgAWoiAkEBa0EAOgAAIAFBA0kNACAAQQA6AAIgAEEAOgABIAJBA2tBADoAACACQQJrQQA6AAAgAUEHSQ0AIABBADoAAyACQQRrQQA6AAAgAUEJSQ0AIABBACAAa0EDcSICaiIAQQA2AgAgACABIAJrQXxxIgJqIgFBBGtBADYCACACQQlJDQAgAEEANgIIIABBADYCBCABQQhrQQA2AgAgAUEMa0EANgIAIAJBGUkNACAAQQA2AhggAEEANgIUIABBADYCECAAQQA2AgwgAUEQa0EANgIAIAFBFGtBADYCACABQRhrQQA2AgAgAUEca0EANgIAIAIgAEEEcUEYciICayIBQSBJDQAgACACaiEAA0AgAEIANwMYIABCADcDECAAQgA3AwggAEIANwMAIABBIGohACABQSBrIgFBH0sNAAsLC/EdAjZ+BX8gACACMwAAIAIxAAJCEIZCgID8AIOEIgUgASgAFyI6QQV2Qf///wBxrSIDfiABMwAVIAExABdCEIZCgID8AIOEIgQgAigAAiI5QQV2Qf///wBxrSILfnwgAjUAB0IHiEL///8AgyIIIAEoAA8iO0EGdkH///8Aca0iBn58IAEoAAoiPEEYdq0gATEADkIIhoQgATEAD0IQhoRCAYhC////AIMiDCACKAAKIj1BBHZB////AHGtIg1+fCA5QRh2rSACMQAGQgiGhCACMQAHQhCGhEICiEL///8AgyIOIDtBGHatIAExABNCCIaEIAExABRCEIaEQgOIIgl+fCACKAAPIjlBBnZB////AHGtIgcgATUAB0IHiEL///8AgyIPfnwgPUEYdq0gAjEADkIIhoQgAjEAD0IQhoRCAYhC////AIMiCiA8QQR2Qf///wBxrSIQfnwgOUEYdq0gAjEAE0IIhoQgAjEAFEIQhoRCA4giESABKAACIjlBGHatIAExAAZCCIaEIAExAAdCEIaEQgKIQv///wCDIhJ+fCACMwAVIAIxABdCEIZCgID8AIOEIhUgOUEFdkH///8Aca0iFn58IAEzAAAgATEAAkIQhkKAgPwAg4QiFyACKAAXIjlBBXZB////AHGtIhh+fCAEIAV+IAkgC358IAggDH58IA0gEH58IAYgDn58IAcgEn58IAogD358IBEgFn58IBUgF358Ih1CgIBAfSIeQhWIfCITIBNCgIBAfSIgQoCAgH+DfSA5QRh2rSACMQAbQgiGhCACMQAcQhCGhEICiEL///8AgyITIAEoABxBB3atIhl+IDpBGHatIAExABtCCIaEIAExABxCEIaEQgKIQv///wCDIhogAigAHEEHdq0iG358IAMgG34gGCAZfnwgEyAafnwiIUKAgEB9Ih9CFYh8IiIgIkKAgEB9IhxCgICA/////wCDfSIiQpPYKH58ICEgH0KAgID/////AIN9IBUgGX4gGCAafnwgBCAbfnwgAyATfnwgAyAYfiARIBl+fCAVIBp+fCAJIBt+fCAEIBN+fCIjQoCAQH0iFEIViHwiH0KAgEB9IiRCFYh8IiFCmNocfnwgHyAkQoCAgH+DfSIfQuf2J358ICMgFEKAgIB/g30gESAafiAHIBl+fCAEIBh+fCADIBV+fCAGIBt+fCAJIBN+fCAKIBl+IAcgGn58IAMgEX58IAkgGH58IAQgFX58IAwgG358IAYgE358IhRCgIBAfSIkQhWIfCIlQoCAQH0iJkIViHwiI0LTjEN+fCAdIAUgCX4gBiALfnwgCCAQfnwgDSAPfnwgDCAOfnwgByAWfnwgCiASfnwgESAXfnwgBSAGfiALIAx+fCAIIA9+fCANIBJ+fCAOIBB+fCAHIBd+fCAKIBZ+fCIpQoCAQH0iKkIViHwiK0KAgEB9IixCFYh8IB5CgICAf4N9ICFCk9gofnwgH0KY2hx+fCAjQuf2J358Ii1CgIBAfSIuQhWHfCIvQoCAQH0iMEIVhyAFIBp+IAMgC358IAggCX58IAYgDX58IAQgDn58IAcgEH58IAogDH58IA8gEX58IBYgGH58IBIgFX58IBMgF358Ih4gGSAbfiIdIB1CgIBAfSInQoCAgP////8Dg30gHEIViHwiHUKT2Ch+ICBCFYh8ICJCmNocfnx8ICFC5/YnfnwgH0LTjEN+fCAeQoCAQH0iMUKAgIB/g30gI0LRqwh+fCIcfCAlICZCgICAf4N9IBQgJ0IViCIeQoOhVn58ICRCgICAf4N9IAMgB34gDSAZfnwgCiAafnwgBCARfnwgBiAYfnwgCSAVfnwgECAbfnwgDCATfnwgDSAafiAIIBl+fCAEIAd+fCADIAp+fCAJIBF+fCAMIBh+fCAGIBV+fCAPIBt+fCAQIBN+fCIUQoCAQH0iJEIViHwiJUKAgEB9IiZCFYh8IidCgIBAfSIoQhWHfCIgQoOhVn58IBxCgIBAfSIyQoCAgH+DfSIcIBxCgIBAfSIzQoCAgH+DfSAvIDBCgICAf4N9ICBC0asIfnwgJyAoQoCAgH+DfSAdQoOhVn4gHkLRqwh+fCAlfCAmQoCAgH+DfSAUIB5C04xDfnwgHULRqwh+fCAiQoOhVn58ICRCgICAf4N9IAMgDX4gCCAafnwgDiAZfnwgByAJfnwgBCAKfnwgBiARfnwgECAYfnwgDCAVfnwgEiAbfnwgDyATfnwgAyAIfiALIBl+fCAEIA1+fCAOIBp+fCAGIAd+fCAJIAp+fCAMIBF+fCAPIBh+fCAQIBV+fCAWIBt+fCASIBN+fCIkQoCAQH0iJUIViHwiJkKAgEB9Ii9CFYh8IjBCgIBAfSInQhWHfCIUQoCAQH0iKEIVh3wiHEKDoVZ+fCAtIC5CgICAf4N9ICsgLEKAgIB/g30gH0KT2Ch+fCAjQpjaHH58ICkgKkKAgIB/g30gBSAMfiALIBB+fCAIIBJ+fCANIBZ+fCAOIA9+fCAKIBd+fCAFIBB+IAsgD358IAggFn58IA0gF358IA4gEn58IilCgIBAfSIqQhWIfCIrQoCAQH0iLEIViHwgI0KT2Ch+fCItQoCAQH0iLkIVh3wiNEKAgEB9IjVCFYd8ICBC04xDfnwgHELRqwh+fCAUIChCgICAf4N9IhRCg6FWfnwiKEKAgEB9IjZCFYd8IjdCgIBAfSI4QhWHfCA3IDhCgICAf4N9ICggNkKAgIB/g30gNCA1QoCAgH+DfSAgQuf2J358IBxC04xDfnwgFELRqwh+fCAwICdCgICAf4N9IB1C04xDfiAeQuf2J358ICJC0asIfnwgIUKDoVZ+fCAmfCAvQoCAgH+DfSAdQuf2J34gHkKY2hx+fCAiQtOMQ358ICR8ICFC0asIfnwgH0KDoVZ+fCAlQoCAgH+DfSAFIBl+IAsgGn58IAQgCH58IAkgDX58IAMgDn58IAcgDH58IAYgCn58IBAgEX58IBIgGH58IA8gFX58IBcgG358IBMgFn58IDFCFYh8IgZCgIBAfSIMQhWIfCINQoCAQH0iCUIVh3wiBEKAgEB9IgdCFYd8IgNCg6FWfnwgLSAuQoCAgH+DfSAgQpjaHH58IBxC5/YnfnwgFELTjEN+fCADQtGrCH58IAQgB0KAgIB/g30iBEKDoVZ+fCIHQoCAQH0iCkIVh3wiEEKAgEB9IhFCFYd8IBAgEUKAgIB/g30gByAKQoCAgH+DfSArICxCgICAf4N9ICBCk9gofnwgHEKY2hx+fCAUQuf2J358IA0gCUKAgIB/g30gHUKY2hx+IB5Ck9gofnwgIkLn9id+fCAhQtOMQ358IB9C0asIfnwgBnwgI0KDoVZ+fCAMQoCAgH+DfSAyQhWHfCIMQoCAQH0iDUIVh3wiBkKDoVZ+fCADQtOMQ358IARC0asIfnwgKSAqQoCAgH+DfSAFIA9+IAsgEn58IAggF358IA4gFn58IAUgEn4gCyAWfnwgDiAXfnwiDkKAgEB9IglCFYh8IgdCgIBAfSIPQhWIfCAcQpPYKH58IBRCmNocfnwgBkLRqwh+fCADQuf2J358IARC04xDfnwiCkKAgEB9IhBCFYd8IhFCgIBAfSISQhWHfCARIAwgDUKAgIB/g30gM0IVh3wiDEKAgEB9Ig1CFYciCEKDoVZ+fCASQoCAgH+DfSAKIAhC0asIfnwgEEKAgIB/g30gByAPQoCAgH+DfSAUQpPYKH58IAZC04xDfnwgA0KY2hx+fCAEQuf2J358IA4gCyAXfiAFIBZ+fCAFIBd+IgVCgIBAfSILQhWIfCIHQoCAQH0iD0IViHwgCUKAgID///8Hg30gBkLn9id+fCADQpPYKH58IARCmNocfnwiA0KAgEB9Ig5CFYd8IglCgIBAfSIKQhWHfCAJIAhC04xDfnwgCkKAgIB/g30gAyAIQuf2J358IA5CgICAf4N9IAcgD0KAgID///8Hg30gBkKY2hx+fCAEQpPYKH58IAUgC0KAgID///8Bg30gBkKT2Ch+fCIFQoCAQH0iA0IVh3wiBEKAgEB9IgtCFYd8IAQgCEKY2hx+fCALQoCAgH+DfSAFIANCgICAf4N9IAhCk9gofnwiA0IVh3wiCEIVh3wiBkIVh3wiDkIVh3wiCUIVh3wiB0IVh3wiD0IVh3wiCkIVh3wiEEIVh3wiEUIVh3wiEkIVhyAMIA1CgICAf4N9fCILQhWHIgVCk9gofiADQv///wCDfCIEPAAAIAAgBEIIiDwAASAAIAVCmNocfiAIQv///wCDfCAEQhWHfCIDQguIPAAEIAAgA0IDiDwAAyAAIARCEIhCH4MgA0IFhoQ8AAIgACAFQuf2J34gBkL///8Ag3wgA0IVh3wiBEIGiDwABiAAIARCAoYgA0KAgOAAg0ITiIQ8AAUgACAFQtOMQ34gDkL///8Ag3wgBEIVh3wiA0IJiDwACSAAIANCAYg8AAggACADQgeGIARCgID/AINCDoiEPAAHIAAgBULRqwh+IAlC////AIN8IANCFYd8IgRCDIg8AAwgACAEQgSIPAALIAAgBEIEhiADQoCA+ACDQhGIhDwACiAAIAVCg6FWfiAHQv///wCDfCAEQhWHfCIDQgeIPAAOIAAgA0IBhiAEQoCAwACDQhSIhDwADSAAIA9C////AIMgA0IVh3wiBUIKiDwAESAAIAVCAog8ABAgACAFQgaGIANCgID+AINCD4iEPAAPIAAgCkL///8AgyAFQhWHfCIDQg2IPAAUIAAgA0IFiDwAEyAAIBBC////AIMgA0IVh3wiBDwAFSAAIANCA4YgBUKAgPAAg0ISiIQ8ABIgACAEQgiIPAAWIAAgEUL///8AgyAEQhWHfCIFQguIPAAZIAAgBUIDiDwAGCAAIARCEIhCH4MgBUIFhoQ8ABcgACASQv///wCDIAVCFYd8IgNCBog8ABsgACADQgKGIAVCgIDgAINCE4iEPAAaIAAgA0IVhyIEIAtC////AIN8IgVCEYg8AB8gACAFQgmIPAAeIAAgBUIHhiADQoCA/wCDQg6IhDwAHCAAIASnIAunakEBdq08AB0LBABBIAsEAEEQC8AEARN/IABBGHYiBEEBdCIDIABBH3VBG3FzIgggBHMiAsBBB3ZBG3EgAkEBdCIBcyIOIABBEHYiAsBBB3ZBG3EgAkEBdCIJcyIFQQF0Ig8gCcBBB3ZBG3FzIgkgAnMiBnNBAXQgAcBBB3ZBG3EgAEEBdCIBIADAQQd2QRtxcyIHQQF0IgrAQQd2QRtxIAogAcBBB3ZBG3FzIgpBAXRzc3MgBsBBB3ZBG3FzIABBCHYiAcBBB3ZBG3EgAUEBdCIGcyILIAFzIgzAQQd2QRtxIAxBAXQiDHMiECABcyINQQF0cyANwEEHdkEbcXMgAHMgBHMgAnNB/wFxQQh0IAAgB3MiB8BBB3ZBG3EgB0EBdCIHcyINIABzIhEgC0EBdCILIAbAQQd2QRtxcyIGIAFzIhIgAiAFcyIFwEEHdkEbcSAFQQF0IgVzIhNzc0EBdCAFwEEHdkEbcSAIQQF0IgjAQQd2QRtxIAggA8BBB3ZBG3FzIgNBAXRzc3MgEsBBB3ZBG3FzIBHAQQd2QRtxcyAEcyACcyABc0H/AXFyIAvAQQd2QRtxIAfAQQd2QRtxIAMgBHMiA0EBdHNzIAZBAXRzIAPAQQd2QRtxcyANIAIgE3MiA3NBAXRzIAPAQQd2QRtxcyAAcyAEcyABc0H/AXFBEHRyIAAgDMBBB3ZBG3EgD8BBB3ZBG3EgCSAAIApzIgBzQQF0cyAAwEEHdkEbcXNzIAQgDnMiACAQc0EBdHMgAMBBB3ZBG3FzcyACcyABc0EYdHILGQEBf0HYyAIoAgAiAARAIAARFAALEKoBAAvoAQIGfwJ+An8gAkIAUgRAIABB4AFqIQggAEHgAGohBCAAKADgAiEFIABBQGshBgNAIAQgBWohB0GAAiAFayIDrSIJIAJaBEAgAqciAwRAIAcgASAD/AoAAAsgACAAKADgAiADajYA4AJBAAwDCyADBEAgByABIAP8CgAACyAAIAAoAOACIANqNgDgAiAGIAYpAAAiCkKAAXw3AAAgACAAKQBIIApC/35WrXw3AEggACAEEF4gBCAIQYAB/AoAACAAIAAoAOACQYABayIFNgDgAiABIANqIQEgAiAJfSICQgBSDQALC0EACwufBAETfyABKAIoIQIgASgCBCEDIAEoAiwhBCABKAIIIQUgASgCMCEGIAEoAgwhByABKAI0IQggASgCECEJIAEoAjghCiABKAIUIQsgASgCPCEMIAEoAhghDSABQUBrIg4oAgAhDyABKAIcIRAgASgCRCERIAEoAiAhEiABKAJIIRMgASgCACEUIAAgASgCJCABKAJMajYCJCAAIBIgE2o2AiAgACAQIBFqNgIcIAAgDSAPajYCGCAAIAsgDGo2AhQgACAJIApqNgIQIAAgByAIajYCDCAAIAUgBmo2AgggACADIARqNgIEIAAgAiAUajYCACABKAIoIQIgASgCBCEDIAEoAiwhBCABKAIIIQUgASgCMCEGIAEoAgwhByABKAI0IQggASgCECEJIAEoAjghCiABKAIUIQsgASgCPCEMIAEoAhghDSAOKAIAIQ4gASgCHCEPIAEoAkQhECABKAIgIREgASgCSCESIAEoAgAhEyAAIAEoAkwgASgCJGs2AkwgACASIBFrNgJIIAAgECAPazYCRCAAQUBrIA4gDWs2AgAgACAMIAtrNgI8IAAgCiAJazYCOCAAIAggB2s2AjQgACAGIAVrNgIwIAAgBCADazYCLCAAIAIgE2s2AiggACABKQJQNwJQIAAgASkCWDcCWCAAIAEpAmA3AmAgACABKQJoNwJoIAAgASkCcDcCcCAAQfgAaiABQfgAakGgDRAFC+gEAQl/IAAgASgCICIFIAEoAhwiBiABKAIYIgcgASgCFCIIIAEoAhAiCSABKAIMIgogASgCCCIEIAEoAgQiAyABKAIAIgIgASgCJCIBQRNsQYCAgAhqQRl2akEadWpBGXVqQRp1akEZdWpBGnVqQRl1akEadWpBGXVqQRp1IAFqQRl1QRNsIAJqIgI6AAAgACACQRB2OgACIAAgAkEIdjoAASAAIAMgAkEadWoiA0EOdjoABSAAIANBBnY6AAQgACACQRh2QQNxIANBAnRyOgADIAAgBCADQRl1aiICQQ12OgAIIAAgAkEFdjoAByAAIAJBA3QgA0GAgIAOcUEWdnI6AAYgACAKIAJBGnVqIgRBC3Y6AAsgACAEQQN2OgAKIAAgBEEFdCACQYCAgB9xQRV2cjoACSAAIAkgBEEZdWoiAkESdjoADyAAIAJBCnY6AA4gACACQQJ2OgANIAAgCCACQRp1aiIDOgAQIAAgAkEGdCAEQYCA4A9xQRN2cjoADCAAIANBEHY6ABIgACADQQh2OgARIAAgByADQRl1aiICQQ92OgAVIAAgAkEHdjoAFCAAIANBGHZBAXEgAkEBdHI6ABMgACAGIAJBGnVqIgNBDXY6ABggACADQQV2OgAXIAAgA0EDdCACQYCAgBxxQRd2cjoAFiAAIAUgA0EZdWoiAkEMdjoAGyAAIAJBBHY6ABogACACQQR0IANBgICAD3FBFXZyOgAZIAAgASACQRp1aiIBQQp2OgAeIAAgAUECdjoAHSAAIAFBgIDwD3FBEnY6AB8gACABQQZ0IAJBgIDAH3FBFHZyOgAcC/ACAQN/IAAgAigCACABKAIAIgRB/wFxQcCsAmotAAAgASgCDCIDQQh2Qf8BcUHArAJqLQAAQQh0ciABKAIIIgVBEHZB/wFxQcCsAmotAABBEHRyIAEoAgQiAUEYdkHArAJqLQAAQRh0chALczYCACAAIAIoAgQgAUH/AXFBwKwCai0AACAEQQh2Qf8BcUHArAJqLQAAQQh0ciADQRB2Qf8BcUHArAJqLQAAQRB0ciAFQRh2QcCsAmotAABBGHRyEAtzNgIEIAAgAigCCCAFQf8BcUHArAJqLQAAIAFBCHZB/wFxQcCsAmotAABBCHRyIARBEHZB/wFxQcCsAmotAABBEHRyIANBGHZBwKwCai0AAEEYdHIQC3M2AgggACACKAIMIANB/wFxQcCsAmotAAAgBUEIdkH/AXFBwKwCai0AAEEIdHIgAUEQdkH/AXFBwKwCai0AAEEQdHIgBEEYdkHArAJqLQAAQRh0chALczYCDAsIACAAQSAQFgvwCQEefyABKAIoIQMgASgCBCEEIAEoAiwhBSABKAIIIQYgASgCMCEHIAEoAgwhCCABKAI0IQkgASgCECEKIAEoAjghCyABKAIUIQwgASgCPCENIAEoAhghDiABQUBrIg8oAgAhECABKAIcIREgASgCRCESIAEoAiAhEyABKAJIIRQgASgCACEVIAAgASgCJCABKAJMajYCJCAAIBMgFGo2AiAgACARIBJqNgIcIAAgDiAQajYCGCAAIAwgDWo2AhQgACAKIAtqNgIQIAAgCCAJajYCDCAAIAYgB2o2AgggACAEIAVqNgIEIAAgAyAVajYCACABKAIoIQUgASgCBCEDIAEoAiwhBiABKAIIIQcgASgCMCEIIAEoAgwhCSABKAI0IQogASgCECELIAEoAjghDCABKAIUIQ0gASgCPCEOIAEoAhghECAPKAIAIQ8gASgCHCEEIAEoAkQhESABKAIgIRIgASgCSCETIAEoAgAhFCAAIAEoAkwgASgCJGs2AkwgACATIBJrNgJIIAAgESAEazYCRCAAQUBrIgQgDyAQazYCACAAIA4gDWs2AjwgACAMIAtrNgI4IAAgCiAJazYCNCAAIAggB2s2AjAgACAGIANrNgIsIABBKGoiAyAFIBRrNgIAIABB0ABqIAAgAhAFIAMgAyACQShqEAUgAEH4AGogAkH4AGogAUH4AGoQBSAAIAFB0ABqIAJB0ABqEAUgACgCBCEVIAAoAgghFiAAKAIMIRcgACgCECEYIAAoAhQhGSAAKAIYIRogACgCHCEbIAAoAiAhHCAAKAIkIR0gAygCACEBIAAoAlAhAiAAKAIsIQUgACgCVCEGIAAoAjAhByAAKAJYIQggACgCNCEJIAAoAlwhCiAAKAI4IQsgACgCYCEMIAAoAjwhDSAAKAJkIQ4gBCgCACEPIAAoAmghECAAKAJEIREgACgCbCESIAAoAkghEyAAKAJwIRQgACgCACEeIAAgACgCTCIfIAAoAnQiIGo2AkwgACATIBRqNgJIIAAgESASajYCRCAEIA8gEGo2AgAgACANIA5qNgI8IAAgCyAMajYCOCAAIAkgCmo2AjQgACAHIAhqNgIwIAAgBSAGajYCLCADIAEgAmo2AgAgACAgIB9rNgIkIAAgFCATazYCICAAIBIgEWs2AhwgACAQIA9rNgIYIAAgDiANazYCFCAAIAwgC2s2AhAgACAKIAlrNgIMIAAgCCAHazYCCCAAIAYgBWs2AgQgACACIAFrNgIAIAAgHUEBdCIBIAAoApwBIgJrNgKcASAAIBxBAXQiAyAAKAKYASIEazYCmAEgACAbQQF0IgUgACgClAEiBms2ApQBIAAgGkEBdCIHIAAoApABIghrNgKQASAAIBlBAXQiCSAAKAKMASIKazYCjAEgACAYQQF0IgsgACgCiAEiDGs2AogBIAAgF0EBdCINIAAoAoQBIg5rNgKEASAAIBZBAXQiDyAAKAKAASIQazYCgAEgACAVQQF0IhEgACgCfCISazYCfCAAIB5BAXQiEyAAKAJ4IhRrNgJ4IAAgAyAEajYCcCAAIAUgBmo2AmwgACAHIAhqNgJoIAAgCSAKajYCZCAAIAsgDGo2AmAgACANIA5qNgJcIAAgDyAQajYCWCAAIBEgEmo2AlQgACATIBRqNgJQIAAgASACajYCdAuSBgIIfgN/IwBBwAVrIgwkAAJAIAJQDQAgACAAKQNIIgMgAkIDhnwiBDcDSCAAQUBrIgsgCykDACADIARWrXwgAkI9iHw3AwAgAEHQAGohC0KAASADQgOIQv8AgyIEfSIFIAJYBEAgBUIDgyEGQgAhAwJAIARC/wCFQgNaBEAgBUL8AYMhCgNAIAsgAyAEfKdqIAEgA6dqLQAAOgAAIAsgA0IBhCIIIAR8p2ogASAIp2otAAA6AAAgCyADQgKEIgggBHynaiABIAinai0AADoAACALIANCA4QiCCAEfKdqIAEgCKdqLQAAOgAAIANCBHwhAyAJQgR8IgkgClINAAsgBlANAQsDQCALIAMgBHynaiABIAOnai0AADoAACADQgF8IQMgB0IBfCIHIAZSDQALCyAAIAsgDCAMQYAFaiINEHsgASAFp2ohASACIAV9IgJC/wBWBEADQCAAIAEgDCANEHsgAUGAAWohASACQoABfSICQv8AVg0ACwsCQCACUA0AIAJCA4MhBEIAIQdCACEDIAJCBFoEQCACQvwAgyEFQgAhAgNAIAsgA6ciAGogACABai0AADoAACALIABBAXIiDWogASANai0AADoAACALIABBAnIiDWogASANai0AADoAACALIABBA3IiAGogACABai0AADoAACADQgR8IQMgAkIEfCICIAVSDQALIARQDQELA0AgCyADpyIAaiAAIAFqLQAAOgAAIANCAXwhAyAHQgF8IgcgBFINAAsLIAxBwAUQBwwBCyACQgODIQVCACEDIAJCBFoEQCACQnyDIQIDQCALIAMgBHynaiABIAOnai0AADoAACALIANCAYQiBiAEfKdqIAEgBqdqLQAAOgAAIAsgA0IChCIGIAR8p2ogASAGp2otAAA6AAAgCyADQgOEIgYgBHynaiABIAanai0AADoAACADQgR8IQMgCUIEfCIJIAJSDQALIAVQDQELA0AgCyADIAR8p2ogASADp2otAAA6AAAgA0IBfCEDIAdCAXwiByAFUg0ACwsgDEHABWokAEEACwUAQcAAC+cDAQp/A0AgACAJQQN0IgRqIgYgCUEBdEGguwJqLgEAIgggAiAEQQJyIgNqIgcuAQAgASADaiIKLgEAbCIFQYCAhJh/bEEQdUH/ZWwgBWpBEHVsIgVBgICEmH9sQRB1Qf9lbCAFakEQdiIFOwEAIAYgBSACIARqIgYuAQAgASAEaiILLgEAbCIMQYCAhJh/bEEQdUH/ZWwgDGpBEHZqOwEAIAAgA2oiAyAHLgEAIAsuAQBsIgdBgICEmH9sQRB1Qf9lbCAHakEQdiIHOwEAIAMgBi4BACAKLgEAbCIDQYCAhJh/bEEQdUH/ZWwgA2pBEHYgB2o7AQAgACAEQQRyIgNqIgYgCCACIARBBnIiBGoiBy4BACABIARqIgouAQBsIgVBgICEmH9sQRB1Qf9lbCAFakEQdWwiCEGAgPznAGxBEHVB/2VsIAhrQRB2Igg7AQAgBiAIIAIgA2oiBi4BACABIANqIgMuAQBsIgVBgICEmH9sQRB1Qf9lbCAFakEQdmo7AQAgACAEaiIEIAcuAQAgAy4BAGwiA0GAgISYf2xBEHVB/2VsIANqQRB2IgM7AQAgBCAGLgEAIAouAQBsIgRBgICEmH9sQRB1Qf9lbCAEakEQdiADajsBACAJQQFqIglBwABHDQALCxoAEDogAQRAIAAgAUHcyAIoAgAoAhARBgALC4IMAQh/AkAgAEUNACAAQQhrIgMgAEEEaygCACICQXhxIgBqIQUCQCACQQFxDQAgAkECcUUNASADIAMoAgAiBGsiA0HUxAIoAgBJDQEgACAEaiEAAkACQAJAQdjEAigCACADRwRAIAMoAgwhASAEQf8BTQRAIAEgAygCCCICRw0CQcTEAkHExAIoAgBBfiAEQQN2d3E2AgAMBQsgAygCGCEHIAEgA0cEQCADKAIIIgIgATYCDCABIAI2AggMBAsgAygCFCICBH8gA0EUagUgAygCECICRQ0DIANBEGoLIQQDQCAEIQYgAiIBQRRqIQQgASgCFCICDQAgAUEQaiEEIAEoAhAiAg0ACyAGQQA2AgAMAwsgBSgCBCICQQNxQQNHDQNBzMQCIAA2AgAgBSACQX5xNgIEIAMgAEEBcjYCBCAFIAA2AgAPCyACIAE2AgwgASACNgIIDAILQQAhAQsgB0UNAAJAIAMoAhwiBEECdCICKAL0xgIgA0YEQCACQfTGAmogATYCACABDQFByMQCQcjEAigCAEF+IAR3cTYCAAwCCwJAIAMgBygCEEYEQCAHIAE2AhAMAQsgByABNgIUCyABRQ0BCyABIAc2AhggAygCECICBEAgASACNgIQIAIgATYCGAsgAygCFCICRQ0AIAEgAjYCFCACIAE2AhgLIAMgBU8NACAFKAIEIgRBAXFFDQACQAJAAkACQCAEQQJxRQRAQdzEAigCACAFRgRAQdzEAiADNgIAQdDEAkHQxAIoAgAgAGoiADYCACADIABBAXI2AgQgA0HYxAIoAgBHDQZBzMQCQQA2AgBB2MQCQQA2AgAPC0HYxAIoAgAiByAFRgRAQdjEAiADNgIAQczEAkHMxAIoAgAgAGoiADYCACADIABBAXI2AgQgACADaiAANgIADwsgBEF4cSAAaiEAIAUoAgwhASAEQf8BTQRAIAUoAggiAiABRgRAQcTEAkHExAIoAgBBfiAEQQN2d3E2AgAMBQsgAiABNgIMIAEgAjYCCAwECyAFKAIYIQggASAFRwRAIAUoAggiAiABNgIMIAEgAjYCCAwDCyAFKAIUIgIEfyAFQRRqBSAFKAIQIgJFDQIgBUEQagshBANAIAQhBiACIgFBFGohBCABKAIUIgINACABQRBqIQQgASgCECICDQALIAZBADYCAAwCCyAFIARBfnE2AgQgAyAAQQFyNgIEIAAgA2ogADYCAAwDC0EAIQELIAhFDQACQCAFKAIcIgRBAnQiAigC9MYCIAVGBEAgAkH0xgJqIAE2AgAgAQ0BQcjEAkHIxAIoAgBBfiAEd3E2AgAMAgsCQCAFIAgoAhBGBEAgCCABNgIQDAELIAggATYCFAsgAUUNAQsgASAINgIYIAUoAhAiAgRAIAEgAjYCECACIAE2AhgLIAUoAhQiAkUNACABIAI2AhQgAiABNgIYCyADIABBAXI2AgQgACADaiAANgIAIAMgB0cNAEHMxAIgADYCAA8LIABB/wFNBEAgAEH4AXFB7MQCaiECAn9BxMQCKAIAIgRBASAAQQN2dCIAcUUEQEHExAIgACAEcjYCACACDAELIAIoAggLIQAgAiADNgIIIAAgAzYCDCADIAI2AgwgAyAANgIIDwtBHyEBIABB////B00EQCAAQSYgAEEIdmciAmt2QQFxIAJBAXRyQT5zIQELIAMgATYCHCADQgA3AhAgAUECdEH0xgJqIQQCfwJAAn9ByMQCKAIAIgZBASABdCICcUUEQEHIxAIgAiAGcjYCACAEIAM2AgBBGCEBQQgMAQsgAEEZIAFBAXZrQQAgAUEfRxt0IQEgBCgCACEEA0AgBCICKAIEQXhxIABGDQIgAUEddiEEIAFBAXQhASACIARBBHFqIgYoAhAiBA0ACyAGIAM2AhBBGCEBIAIhBEEICyEAIAMiAgwBCyACKAIIIgQgAzYCDCACIAM2AghBGCEAQQghAUEACyEGIAEgA2ogBDYCACADIAI2AgwgACADaiAGNgIAQeTEAkHkxAIoAgBBAWsiAEF/IAAbNgIACwvpAQEFfwJAIANFDQAgA0EDcSEHIAAgAmohAkEAIQAgA0EETwRAIANBfHEhCEEAIQMDQCAAIAJqIgQgBC0AACAAIAFqLQAAczoAACACIABBAXIiBGoiBSAFLQAAIAEgBGotAABzOgAAIAIgAEECciIEaiIFIAUtAAAgASAEai0AAHM6AAAgAiAAQQNyIgRqIgUgBS0AACABIARqLQAAczoAACAAQQRqIQAgA0EEaiIDIAhHDQALIAdFDQELA0AgACACaiIDIAMtAAAgACABai0AAHM6AAAgAEEBaiEAIAZBAWoiBiAHRw0ACwsLBABBfwuocQIzfgJ/IwBB0AFrIjQkACA0IABByAH8CgAAIDQgNCkDqAEiIiA0KQOAASItIDQpA1giJCA0KQMwIiggNCkDCCIChYWFhSIpIDQpA7gBIi4gNCkDkAEiKiA0KQNoIiUgNEFAayI1KQMAIi8gNCkDGCIEhYWFhSIHQgGJhSImIDQpAzgiCYVCBokiMSACIDQpA6ABIgEgNCkDeCIrIDQpA1AiFCA0KQMoIjAgNCkDACIMhYWFhSILIDQpA7ABIg0gNCkDiAEiDyA0KQNgIiwgCSA0KQMQIgqFhYWFIgVCAYmFIhCFQgGJIhVCf4WDIAEgNCkDwAEiBiA0KQOYASIOIDQpA3AiAyA0KQNIIgIgNCkDICIJhYWFhSIBIClCAYmFIhqFQhKJIhGFIicgByALQgGJhSIHIAaFQg6JIhsgECAohUIsiSIcIAwgGoUiHUJ/hYOFIjKFIAFCAYkgBYUiCyAuhUI4iSIBIBogMIVCJIkiEiAHIAmFQhuJIh5Cf4WDhSIjhSANICaFQj2JIg0gAiAHhUIUiSIfIAQgC4VCHIkiIEJ/hYOFIiiFIBAgIoVCAokiISALIC+FQjeJIhMgCiAmhUI+iSIWQn+Fg4UiIoUiKUIBiSAQICSFQgqJIhcgASAPICaFQg+JIgpCf4WDhSIuICYgLIVCK4kiGCAbIAsgKoVCFYkiBUJ/hYOFIiogAyAHhUIniSIZICEgGiArhUIpiSIGQn+Fg4UiJCALICWFQhmJIiYgESAHIA6FQgiJIgNCf4WDhSIJIBQgGoVCA4kiJSANIBAgLYVCLYkiAkJ/hYOFIi+FhYWFIgSFIgggHiABQn+FgyAKhSIBhUIViSIaIAkgAyAmQn+FgyAxhSIHIAUgGEJ/hYMgHIUiKyATIAYgGUJ/hYOFIhQgCiAXQn+FgyAShSIwIAIgJUJ/hYMgH4UiDIWFhYUiCyABICAgDUJ/hYMgAoUiDSAWICFCf4WDIAaFIg8gFSARQn+FgyADhSIsIAUgHSAbQn+Fg4UiCoWFhYUiBUIBiYUiEIVCK4kiEUJ/hYMgDCAZIBNCf4WDIBaFIgYgJiAxQn+FgyAVhSIOIBcgEkJ/hYMgHoUiAyAdIBggHEJ/hYOFQgGFIgIgICAlIB9Cf4WDhSIJhYWFhSIBIARCAYmFIhWFQiyJIgyFIiUgBSABQgGJhSIEICiFQhSJIhsgFSAwhUItiSIcIA4gC0IBiSAphSILhUIDiSIdQn+Fg4UiKIUgECAvhUIGiSISIAQgI4VCCIkiHiAIICyFQhmJIh9Cf4WDhSIphSAJIAuFQiSJIiAgECAuhUIPiSIhIAcgFYVCCokiE0J/hYOFIi2FIAggDYVCN4kiFiADIAuFQimJIhcgBCAnhUIniSIYQn+Fg4UiLoUiAUIBiSAUIBWFQgKJIhkgFiAQICqFQj6JIixCf4WDhSInIAggD4VCOIkiJiAgIAQgMoVCG4kiBUJ/hYOFIiMgBiALhUISiSIGIBIgFSArhUIBiSIOQn+Fg4UiKiAEICKFQg6JIiIgDCACIAuFIgNCf4WDhSIvIBAgJIVCPYkiJCAbIAggCoVCHIkiAkJ/hYOFIgSFhYWFIgeFIgggAyARIAxCf4WDhUKCgQKFIgmFIhUgASAsIBlCf4WDIBeFIisgBSAmQn+FgyAhhSIUIA4gBkJ/hYMgHoUiMCACICRCf4WDIByFIgwgGiADICJCf4WDhSILhYWFhSINQgGJhSIQIAYgHkJ/hYMgH4UiAYVCK4kiMSAoIBggFkJ/hYMgLIUiDyATICBCf4WDIAWFIiwgHyASQn+FgyAOhSIKIAkgHSAbQn+FgyAChSIFhYWFhSIGIBkgF0J/hYMgGIUiDiAmICFCf4WDIBOFIgMgIiAaQn+FgyARhSICICQgHEJ/hYMgHYUiCYUgAYWFhSIBQgGJhSIahUIsiSIRQn+Fg4VCioGCgICAgICAf4UiMiAHQgGJIAGFIgcgC4VCHIkiGyAIIAqFQgOJIhwgBkIBiSANhSILIASFQhSJIh1Cf4WDhSIihSAaICWFQgGJIhIgByAwhUIZiSIeIAkgEIVCBokiH0J/hYOFIiSFIAsgL4VCG4kiDSAaICmFQgqJIiAgBSAIhUIkiSIhQn+Fg4UiJYUgAiAQhUI+iSIBIAsgKoVCJ4kiEyAHIAyFQjeJIhZCf4WDhSIohSIpQgGJIAggLIVCKYkiFyABIBogLoVCAokiCkJ/hYOFIi4gAyAQhUIPiSIYIA0gByArhUI4iSIFQn+Fg4UiCSALICOFQgiJIhkgEiAIIA+FQhKJIgZCf4WDhSIqIAcgFIVCFYkiJiAVIAsgJ4VCDokiA0J/hYOFIiMgGiAthUItiSInIBsgDiAQhUI9iSICQn+Fg4UiL4WFhYUiBIUiCCAWIAFCf4WDIAqFIgGFQg6JIhAgCSAKIBdCf4WDIBOFIgcgBSAYQn+FgyAghSIrIAYgGUJ/hYMgHoUiFCADICZCf4WDIDGFIjAgAiAnQn+FgyAchSIMhYWFhSILIAEgISANQn+FgyAFhSINIB8gEkJ/hYMgBoUiDyARIBVCf4WDIAOFIiwgHSAbQn+FgyAChSIKhYWFhSIFQgGJhSIahUIViSIVQn+FgyAUIBcgE0J/hYMgFoUiBiAYICBCf4WDICGFIg4gGSAeQn+FgyAfhSIDICYgMUJ/hYMgEYUiAiAnIBxCf4WDIB2FIgmFhYWFIgEgBEIBiYUiBIVCK4kiEYUiJyABQgGJIAWFIhQgJIVCA4kiASAEIAeFQj2JIhsgC0IBiSAphSILIA6FQi2JIhxCf4WDhSIkhSAaICqFQhmJIh0gFCAohUISiSISIAggDYVCCIkiHkJ/hYOFIiaFIAMgC4VCCokiHyAaIC6FQjiJIiAgBCArhUIPiSIhQn+Fg4UiLYUgCCAPhUIniSIPIAYgC4VCAokiEyAUICWFQimJIhZCf4WDhSIohSIpQgGJIAQgMIVCPokiFyAPIBogL4VCN4kiBUJ/hYOFIi4gCCAshUIbiSIYIB8gFCAihUIkiSIGQn+Fg4UiKiACIAuFQgGJIhkgHSAEIAyFQgaJIg5Cf4WDhSIlIBQgMoUiIiARIAkgC4VCLIkiA0J/hYOFQoCAgoCIgICAgH+FIgkgGiAjhUIciSIjIAEgCCAKhUIUiSICQn+Fg4UiL4WFhYUiBIUiCCAcIAFCf4WDIAKFIgGFQiyJIhogCSAFIBdCf4WDIBOFIgcgBiAYQn+FgyAghSIrIA4gGUJ/hYMgEoUiFCADICJCf4WDIBCFIjAgAiAjQn+FgyAbhSIMhYWFhSILIBYgD0J/hYMgBYUiDSAhIB9Cf4WDIAaFIg8gHiAdQn+FgyAOhSIsIBUgEUJ/hYMgA4UiCiABhYWFhSIFQgGJhSIRhSIxQn+FgyAHIBcgE0J/hYMgFoUiBiAYICBCf4WDICGFIg4gGSASQn+FgyAehSIDICIgEEJ/hYMgFYUiAiAjIBtCf4WDIByFIgmFhYWFIgEgBEIBiYUiBIVCDokiFYUiMiABQgGJIAWFIgcgKIVCPYkiGyAEIAyFQhSJIhwgAiALQgGJICmFIgKFQhyJIh1Cf4WDhSIohSARIC6FQhKJIhIgByAkhUIGiSIeIAggCoVCAYkiH0J/hYOFIiKFIAIgBoVCOIkiASARIC+FQiSJIiAgBCAwhUIbiSIhQn+Fg4UiI4UgCCANhUICiSINIAIgCYVCN4kiEyAHICeFQj6JIhZCf4WDhSInhSIpQgGJIAQgFIVCJ4kiFyANIBEgKoVCKYkiCkJ/hYOFIiQgCCAshUIKiSIYIAEgByAthUIPiSIFQn+Fg4UiLiACIAOFQhmJIhkgEiAEICuFQgiJIgZCf4WDhSIJIAcgJoVCK4kiLSAVIAIgDoVCFYkiA0J/hYOFIiogESAlhUIDiSIlIBsgCCAPhUItiSICQn+Fg4UiL4WFhYUiBIUiCCAhIAFCf4WDIAWFIgGFQhWJIhEgCSAKIBdCf4WDIBOFIgcgBSAYQn+FgyAghSIrIAYgGUJ/hYMgHoUiFCADIC1Cf4WDIBqFIjAgAiAlQn+FgyAchSIMhYWFhSILIBYgDUJ/hYMgCoUiDSABIB8gEkJ/hYMgBoUiDyAxIBVCf4WDIAOFIiwgHSAbQn+FgyAChSIKhYWFhSIFQgGJhSIQhUIriSIbQn+FgyAMIBcgE0J/hYMgFoUiBiAYICBCf4WDICGFIg4gGSAeQn+FgyAfhSIDIDEgLSAaQn+Fg4VCi4EChSICICUgHEJ/hYMgHYUiCYWFhYUiASAEQgGJhSIVhUIsiSIMhSIlIAFCAYkgBYUiBCAohUIUiSIcIBUgK4VCLYkiHSADIAtCAYkgKYUiA4VCA4kiEkJ/hYOFIiiFIBAgL4VCBokiHiAEICOFQgiJIh8gCCAPhUIZiSIgQn+Fg4UiKYUgAyAJhUIkiSIhIBAgLoVCD4kiEyAUIBWFQgqJIhZCf4WDhSIthSAIIAqFQjeJIg8gAyAOhUIpiSIXIAQgIoVCJ4kiGEJ/hYOFIi6FIgFCAYkgByAVhUICiSIZIA8gECAqhUI+iSIKQn+Fg4UiIiAIIA2FQjiJIiYgISAEIDKFQhuJIgVCf4WDhSIjIAMgBoVCEokiBiAeIBUgMIVCAYkiDkJ/hYOFIiogBCAnhUIOiSInIAwgAiADhSIDQn+Fg4UiLyAQICSFQj2JIiQgHCAIICyFQhyJIgJCf4WDhSIEhYWFhSIHhSIIIAMgGyAMQn+Fg4VCgYCAgAiFIgmFIhUgASAKIBlCf4WDIBeFIisgBSAmQn+FgyAThSIUIA4gBkJ/hYMgH4UiMCADICdCf4WDIBGFIgwgAiAkQn+FgyAdhSILhYWFhSINQgGJhSIQIAYgH0J/hYMgIIUiAYVCK4kiMSAoIBggD0J/hYMgCoUiDyAWICFCf4WDIAWFIiwgICAeQn+FgyAOhSIKIAkgEiAcQn+FgyAChSIFhYWFhSIGIBkgF0J/hYMgGIUiDiAmIBNCf4WDIBaFIgMgJyARQn+FgyAbhSICICQgHUJ/hYMgEoUiCYUgAYWFhSIBQgGJhSIahUIsiSIRQn+Fg4VCgYGCgIiAgICAf4UiMiAHQgGJIAGFIgcgDIVCHIkiGyAIIAqFQgOJIhwgBkIBiSANhSIMIASFQhSJIh1Cf4WDhSInhSAaICWFQgGJIhIgByAwhUIZiSIeIAkgEIVCBokiH0J/hYOFIiSFIAwgL4VCG4kiDSAaICmFQgqJIiAgBSAIhUIkiSIhQn+Fg4UiJYUgAiAQhUI+iSIBIAwgKoVCJ4kiEyAHIAuFQjeJIhZCf4WDhSIohSIpQgGJIAggLIVCKYkiFyABIBogLoVCAokiCkJ/hYOFIi4gAyAQhUIPiSIYIA0gByArhUI4iSIFQn+Fg4UiCSAMICOFQgiJIhkgEiAIIA+FQhKJIgZCf4WDhSIqIAcgFIVCFYkiJiAVIAwgIoVCDokiA0J/hYOFIiMgGiAthUItiSIiIBsgDiAQhUI9iSICQn+Fg4UiL4WFhYUiBIUiCCAWIAFCf4WDIAqFIgGFQg6JIhAgCSAKIBdCf4WDIBOFIgcgBSAYQn+FgyAghSIrIAYgGUJ/hYMgHoUiFCADICZCf4WDIDGFIjAgAiAiQn+FgyAchSIMhYWFhSILIAEgISANQn+FgyAFhSINIB8gEkJ/hYMgBoUiDyARIBVCf4WDIAOFIiwgHSAbQn+FgyAChSIKhYWFhSIFQgGJhSIahUIViSIVQn+FgyAUIBcgE0J/hYMgFoUiBiAYICBCf4WDICGFIg4gGSAeQn+FgyAfhSIDICYgMUJ/hYMgEYUiAiAiIBxCf4WDIB2FIgmFhYWFIgEgBEIBiYUiBIVCK4kiEYUiIiABQgGJIAWFIhQgJIVCA4kiASAEIAeFQj2JIhsgC0IBiSAphSILIA6FQi2JIhxCf4WDhSIkhSAaICqFQhmJIh0gFCAohUISiSISIAggDYVCCIkiHkJ/hYOFIiaFIAMgC4VCCokiHyAaIC6FQjiJIiAgBCArhUIPiSIhQn+Fg4UiLYUgCCAPhUIniSIPIAYgC4VCAokiEyAUICWFQimJIhZCf4WDhSIohSIpQgGJIAQgMIVCPokiFyAPIBogL4VCN4kiBUJ/hYOFIi4gCCAshUIbiSIYIB8gFCAnhUIkiSIGQn+Fg4UiKiACIAuFQgGJIhkgHSAEIAyFQgaJIg5Cf4WDhSIlIBQgMoUiJyARIAkgC4VCLIkiA0J/hYOFQomAgoCAgICAgH+FIgkgGiAjhUIciSIjIAEgCCAKhUIUiSICQn+Fg4UiL4WFhYUiBIUiCCAcIAFCf4WDIAKFIgGFQiyJIhogCSAFIBdCf4WDIBOFIgcgBiAYQn+FgyAghSIrIA4gGUJ/hYMgEoUiFCADICdCf4WDIBCFIjAgAiAjQn+FgyAbhSIMhYWFhSILIBYgD0J/hYMgBYUiDSAhIB9Cf4WDIAaFIg8gHiAdQn+FgyAOhSIsIBUgEUJ/hYMgA4UiCiABhYWFhSIFQgGJhSIRhSIxQn+FgyAHIBcgE0J/hYMgFoUiBiAYICBCf4WDICGFIg4gGSASQn+FgyAehSIDICcgEEJ/hYMgFYUiAiAjIBtCf4WDIByFIgmFhYWFIgEgBEIBiYUiBIVCDokiFYUiMiABQgGJIAWFIgcgKIVCPYkiGyAEIAyFQhSJIhwgAiALQgGJICmFIgKFQhyJIh1Cf4WDhSIohSARIC6FQhKJIhIgByAkhUIGiSIeIAggCoVCAYkiH0J/hYOFIieFIAIgBoVCOIkiASARIC+FQiSJIiAgBCAwhUIbiSIhQn+Fg4UiI4UgCCANhUICiSINIAIgCYVCN4kiEyAHICKFQj6JIhZCf4WDhSIihSIpQgGJIAQgFIVCJ4kiFyANIBEgKoVCKYkiCkJ/hYOFIiQgCCAshUIKiSIYIAEgByAthUIPiSIFQn+Fg4UiLiACIAOFQhmJIhkgEiAEICuFQgiJIgZCf4WDhSIJIAcgJoVCK4kiLSAVIAIgDoVCFYkiA0J/hYOFIiogESAlhUIDiSIlIBsgCCAPhUItiSICQn+Fg4UiL4WFhYUiBIUiCCAhIAFCf4WDIAWFIgGFQhWJIhEgCSAKIBdCf4WDIBOFIgcgBSAYQn+FgyAghSIrIAYgGUJ/hYMgHoUiFCADIC1Cf4WDIBqFIjAgAiAlQn+FgyAchSIMhYWFhSILIBYgDUJ/hYMgCoUiDSABIB8gEkJ/hYMgBoUiDyAxIBVCf4WDIAOFIiwgHSAbQn+FgyAChSIKhYWFhSIFQgGJhSIQhUIriSIbQn+FgyAMIBcgE0J/hYMgFoUiBiAYICBCf4WDICGFIg4gGSAeQn+FgyAfhSIDIDEgLSAaQn+Fg4VCigGFIgIgJSAcQn+FgyAdhSIJhYWFhSIBIARCAYmFIhWFQiyJIgyFIiUgAUIBiSAFhSIEICiFQhSJIhwgFSArhUItiSIdIAMgC0IBiSAphSIDhUIDiSISQn+Fg4UiKIUgECAvhUIGiSIeIAQgI4VCCIkiHyAIIA+FQhmJIiBCf4WDhSIphSADIAmFQiSJIiEgECAuhUIPiSITIBQgFYVCCokiFkJ/hYOFIi2FIAggCoVCN4kiDyADIA6FQimJIhcgBCAnhUIniSIYQn+Fg4UiLoUiAUIBiSAHIBWFQgKJIhkgDyAQICqFQj6JIgpCf4WDhSInIAggDYVCOIkiJiAhIAQgMoVCG4kiBUJ/hYOFIiMgAyAGhUISiSIGIB4gFSAwhUIBiSIOQn+Fg4UiKiAEICKFQg6JIiIgDCACIAOFIgNCf4WDhSIvIBAgJIVCPYkiJCAcIAggLIVCHIkiAkJ/hYOFIgSFhYWFIgeFIgggAyAbIAxCf4WDhUKIAYUiCYUiFSABIAogGUJ/hYMgF4UiKyAFICZCf4WDIBOFIhQgDiAGQn+FgyAfhSIwIAMgIkJ/hYMgEYUiDCACICRCf4WDIB2FIguFhYWFIg1CAYmFIhAgBiAfQn+FgyAghSIBhUIriSIxICggGCAPQn+FgyAKhSIPIBYgIUJ/hYMgBYUiLCAgIB5Cf4WDIA6FIgogCSASIBxCf4WDIAKFIgWFhYWFIgYgGSAXQn+FgyAYhSIOICYgE0J/hYMgFoUiAyAiIBFCf4WDIBuFIgIgJCAdQn+FgyAShSIJhSABhYWFIgFCAYmFIhqFQiyJIhFCf4WDhUKJgIKACIUiMiAHQgGJIAGFIgcgDIVCHIkiGyAIIAqFQgOJIhwgBkIBiSANhSIMIASFQhSJIh1Cf4WDhSIihSAaICWFQgGJIhIgByAwhUIZiSIeIAkgEIVCBokiH0J/hYOFIiSFIAwgL4VCG4kiDSAaICmFQgqJIiAgBSAIhUIkiSIhQn+Fg4UiJYUgAiAQhUI+iSIBIAwgKoVCJ4kiEyAHIAuFQjeJIhZCf4WDhSIohSIpQgGJIAggLIVCKYkiFyABIBogLoVCAokiCkJ/hYOFIi4gAyAQhUIPiSIYIA0gByArhUI4iSIFQn+Fg4UiCSAMICOFQgiJIhkgEiAIIA+FQhKJIgZCf4WDhSIqIAcgFIVCFYkiJiAVIAwgJ4VCDokiA0J/hYOFIiMgGiAthUItiSInIBsgDiAQhUI9iSICQn+Fg4UiL4WFhYUiBIUiCCAWIAFCf4WDIAqFIgGFQg6JIhAgCSAKIBdCf4WDIBOFIgcgBSAYQn+FgyAghSIrIAYgGUJ/hYMgHoUiFCADICZCf4WDIDGFIjAgAiAnQn+FgyAchSIMhYWFhSILIAEgISANQn+FgyAFhSINIB8gEkJ/hYMgBoUiDyARIBVCf4WDIAOFIiwgHSAbQn+FgyAChSIKhYWFhSIFQgGJhSIahUIViSIVQn+FgyAUIBcgE0J/hYMgFoUiBiAYICBCf4WDICGFIg4gGSAeQn+FgyAfhSIDICYgMUJ/hYMgEYUiAiAnIBxCf4WDIB2FIgmFhYWFIgEgBEIBiYUiBIVCK4kiEYUiLSABQgGJIAWFIhQgJIVCA4kiASAEIAeFQj2JIhsgC0IBiSAphSILIA6FQi2JIhxCf4WDhSIkhSAaICqFQhmJIh0gFCAohUISiSISIAggDYVCCIkiHkJ/hYOFIiaFIAMgC4VCCokiHyAaIC6FQjiJIiAgBCArhUIPiSIhQn+Fg4UiJ4UgCCAPhUIniSIPIAYgC4VCAokiEyAUICWFQimJIhZCf4WDhSIohSIpQgGJIAQgMIVCPokiFyAPIBogL4VCN4kiBUJ/hYOFIi4gCCAshUIbiSIYIB8gFCAihUIkiSIGQn+Fg4UiKiACIAuFQgGJIhkgHSAEIAyFQgaJIg5Cf4WDhSIlIBQgMoUiIiARIAkgC4VCLIkiA0J/hYOFQoqAgIAIhSIJIBogI4VCHIkiIyABIAggCoVCFIkiAkJ/hYOFIi+FhYWFIgSFIgggHCABQn+FgyAChSIBhUIsiSIaIAkgBSAXQn+FgyAThSIHIAYgGEJ/hYMgIIUiKyAOIBlCf4WDIBKFIhQgAyAiQn+FgyAQhSIwIAIgI0J/hYMgG4UiDIWFhYUiCyAWIA9Cf4WDIAWFIg0gISAfQn+FgyAGhSIPIB4gHUJ/hYMgDoUiLCAVIBFCf4WDIAOFIgogAYWFhYUiBUIBiYUiEYUiMUJ/hYMgByAXIBNCf4WDIBaFIgYgGCAgQn+FgyAhhSIOIBkgEkJ/hYMgHoUiAyAiIBBCf4WDIBWFIgIgIyAbQn+FgyAchSIJhYWFhSIBIARCAYmFIgSFQg6JIhWFIjIgAUIBiSAFhSIHICiFQj2JIhsgBCAMhUIUiSIcIAIgC0IBiSAphSIChUIciSIdQn+Fg4UiKIUgESAuhUISiSISIAcgJIVCBokiHiAIIAqFQgGJIh9Cf4WDhSIihSACIAaFQjiJIgEgESAvhUIkiSIgIAQgMIVCG4kiIUJ/hYOFIiOFIAggDYVCAokiDSACIAmFQjeJIhMgByAthUI+iSIWQn+Fg4UiLYUiKUIBiSAEIBSFQieJIhcgDSARICqFQimJIgpCf4WDhSIkIAggLIVCCokiGCABIAcgJ4VCD4kiBUJ/hYOFIi4gAiADhUIZiSIZIBIgBCArhUIIiSIGQn+Fg4UiCSAHICaFQiuJIicgFSACIA6FQhWJIgNCf4WDhSIqIBEgJYVCA4kiJSAbIAggD4VCLYkiAkJ/hYOFIi+FhYWFIgSFIgggISABQn+FgyAFhSIBhUIViSIRIAkgCiAXQn+FgyAThSIHIAUgGEJ/hYMgIIUiKyAGIBlCf4WDIB6FIhQgAyAnQn+FgyAahSIwIAIgJUJ/hYMgHIUiDIWFhYUiCyAWIA1Cf4WDIAqFIg0gASAfIBJCf4WDIAaFIg8gMSAVQn+FgyADhSIsIB0gG0J/hYMgAoUiCoWFhYUiBUIBiYUiEIVCK4kiG0J/hYMgDCAXIBNCf4WDIBaFIgYgGCAgQn+FgyAhhSIOIBkgHkJ/hYMgH4UiAyAxICcgGkJ/hYOFQouBgoAIhSICICUgHEJ/hYMgHYUiCYWFhYUiASAEQgGJhSIVhUIsiSIMhSIlIAFCAYkgBYUiBCAohUIUiSIcIBUgK4VCLYkiHSADIAtCAYkgKYUiA4VCA4kiEkJ/hYOFIiiFIBAgL4VCBokiHiAEICOFQgiJIh8gCCAPhUIZiSIgQn+Fg4UiKYUgAyAJhUIkiSIhIBAgLoVCD4kiEyAUIBWFQgqJIhZCf4WDhSInhSAIIAqFQjeJIg8gAyAOhUIpiSIXIAQgIoVCJ4kiGEJ/hYOFIi6FIgFCAYkgByAVhUICiSIZIA8gECAqhUI+iSIKQn+Fg4UiIiAIIA2FQjiJIiYgISAEIDKFQhuJIgVCf4WDhSIjIAMgBoVCEokiBiAeIBUgMIVCAYkiDkJ/hYOFIiogBCAthUIOiSItIAwgAiADhSIDQn+Fg4UiLyAQICSFQj2JIiQgHCAIICyFQhyJIgJCf4WDhSIEhYWFhSIHhSIIIAMgGyAMQn+Fg4VCi4GAgICAgICAf4UiCYUiFSABIAogGUJ/hYMgF4UiKyAFICZCf4WDIBOFIhQgDiAGQn+FgyAfhSIwIAMgLUJ/hYMgEYUiDCACICRCf4WDIB2FIguFhYWFIg1CAYmFIhAgBiAfQn+FgyAghSIBhUIriSIxICggGCAPQn+FgyAKhSIPIBYgIUJ/hYMgBYUiLCAgIB5Cf4WDIA6FIgogCSASIBxCf4WDIAKFIgWFhYWFIgYgGSAXQn+FgyAYhSIOICYgE0J/hYMgFoUiAyAtIBFCf4WDIBuFIgIgJCAdQn+FgyAShSIJhSABhYWFIgFCAYmFIhqFQiyJIhFCf4WDhUKJgYKAgICAgIB/hSIyIAdCAYkgAYUiByAMhUIciSIbIAggCoVCA4kiHCAGQgGJIA2FIgwgBIVCFIkiHUJ/hYOFIi2FIBogJYVCAYkiEiAHIDCFQhmJIh4gCSAQhUIGiSIfQn+Fg4UiJYUgDCAvhUIbiSINIBogKYVCCokiICAFIAiFQiSJIiFCf4WDhSIkhSACIBCFQj6JIgEgDCAqhUIniSITIAcgC4VCN4kiFkJ/hYOFIiiFIilCAYkgCCAshUIpiSIXIAEgGiAuhUICiSIKQn+Fg4UiLiADIBCFQg+JIhggDSAHICuFQjiJIgVCf4WDhSIJIAwgI4VCCIkiGSASIAggD4VCEokiBkJ/hYOFIiogByAUhUIViSImIBUgDCAihUIOiSIDQn+Fg4UiIiAaICeFQi2JIiMgGyAOIBCFQj2JIgJCf4WDhSIvhYWFhSIEhSIIIBYgAUJ/hYMgCoUiAYVCDokiECAJIAogF0J/hYMgE4UiByAFIBhCf4WDICCFIisgBiAZQn+FgyAehSIUIAMgJkJ/hYMgMYUiMCACICNCf4WDIByFIgyFhYWFIgsgASAhIA1Cf4WDIAWFIg0gHyASQn+FgyAGhSIPIBEgFUJ/hYMgA4UiLCAdIBtCf4WDIAKFIgqFhYWFIgVCAYmFIhqFQhWJIhVCf4WDIBQgFyATQn+FgyAWhSIGIBggIEJ/hYMgIYUiDiAZIB5Cf4WDIB+FIgMgJiAxQn+FgyARhSICICMgHEJ/hYMgHYUiCYWFhYUiASAEQgGJhSIEhUIriSIRhSIjIAFCAYkgBYUiFCAlhUIDiSIBIAQgB4VCPYkiGyALQgGJICmFIgsgDoVCLYkiHEJ/hYOFIiWFIBogKoVCGYkiHSAUICiFQhKJIhIgCCANhUIIiSIeQn+Fg4UiJoUgAyALhUIKiSIfIBogLoVCOIkiICAEICuFQg+JIiFCf4WDhSInhSAIIA+FQieJIg8gBiALhUICiSITIBQgJIVCKYkiFkJ/hYOFIiiFIilCAYkgBCAwhUI+iSIXIA8gGiAvhUI3iSIFQn+Fg4UiLiAIICyFQhuJIhggHyAUIC2FQiSJIgZCf4WDhSIqIAIgC4VCAYkiGSAdIAQgDIVCBokiDkJ/hYOFIiQgFCAyhSItIBEgCSALhUIsiSIDQn+Fg4VCg4CCgICAgICAf4UiCSAaICKFQhyJIiIgASAIIAqFQhSJIgJCf4WDhSIvhYWFhSIEhSIIIBwgAUJ/hYMgAoUiAYVCLIkiGiAJIAUgF0J/hYMgE4UiByAGIBhCf4WDICCFIisgDiAZQn+FgyAShSIUIAMgLUJ/hYMgEIUiMCACICJCf4WDIBuFIgyFhYWFIgsgFiAPQn+FgyAFhSINICEgH0J/hYMgBoUiDyAeIB1Cf4WDIA6FIiwgFSARQn+FgyADhSIKIAGFhYWFIgVCAYmFIhGFIjFCf4WDIAcgFyATQn+FgyAWhSIGIBggIEJ/hYMgIYUiDiAZIBJCf4WDIB6FIgMgLSAQQn+FgyAVhSICICIgG0J/hYMgHIUiCYWFhYUiASAEQgGJhSIEhUIOiSIVhSIyIAFCAYkgBYUiByAohUI9iSIbIAQgDIVCFIkiHCACIAtCAYkgKYUiAoVCHIkiHUJ/hYOFIiiFIBEgLoVCEokiEiAHICWFQgaJIh4gCCAKhUIBiSIfQn+Fg4UiIoUgAiAGhUI4iSIBIBEgL4VCJIkiICAEIDCFQhuJIiFCf4WDhSIlhSAIIA2FQgKJIg0gAiAJhUI3iSITIAcgI4VCPokiFkJ/hYOFIi2FIilCAYkgBCAUhUIniSIXIA0gESAqhUIpiSIKQn+Fg4UiIyAIICyFQgqJIhggASAHICeFQg+JIgVCf4WDhSIuIAIgA4VCGYkiGSASIAQgK4VCCIkiBkJ/hYOFIgkgByAmhUIriSInIBUgAiAOhUIViSIDQn+Fg4UiKiARICSFQgOJIiQgGyAIIA+FQi2JIgJCf4WDhSIvhYWFhSIEhSIIICEgAUJ/hYMgBYUiAYVCFYkiESAJIAogF0J/hYMgE4UiByAFIBhCf4WDICCFIisgBiAZQn+FgyAehSIUIAMgJ0J/hYMgGoUiMCACICRCf4WDIByFIgyFhYWFIgsgFiANQn+FgyAKhSINIAEgHyASQn+FgyAGhSIPIDEgFUJ/hYMgA4UiLCAdIBtCf4WDIAKFIgqFhYWFIgVCAYmFIhCFQiuJIhtCf4WDIAwgFyATQn+FgyAWhSIGIBggIEJ/hYMgIYUiDiAZIB5Cf4WDIB+FIgMgMSAnIBpCf4WDhUKCgIKAgICAgIB/hSICICQgHEJ/hYMgHYUiCYWFhYUiASAEQgGJhSIVhUIsiSIMhSIkIAFCAYkgBYUiBCAohUIUiSIcIBUgK4VCLYkiHSADIAtCAYkgKYUiA4VCA4kiEkJ/hYOFIiiFIBAgL4VCBokiHiAEICWFQgiJIh8gCCAPhUIZiSIgQn+Fg4UiKYUgAyAJhUIkiSIhIBAgLoVCD4kiEyAUIBWFQgqJIhZCf4WDhSInhSAIIAqFQjeJIg8gAyAOhUIpiSIXIAQgIoVCJ4kiGEJ/hYOFIi6FIgFCAYkgByAVhUICiSIZIA8gECAqhUI+iSIKQn+Fg4UiIiAIIA2FQjiJIiYgISAEIDKFQhuJIgVCf4WDhSIlIAMgBoVCEokiBiAeIBUgMIVCAYkiDkJ/hYOFIiogBCAthUIOiSItIAwgAiADhSIDQn+Fg4UiLyAQICOFQj2JIiMgHCAIICyFQhyJIgJCf4WDhSIEhYWFhSIHhSIIIAMgGyAMQn+Fg4VCgIGAgICAgICAf4UiCYUiMSABIAogGUJ/hYMgF4UiKyAFICZCf4WDIBOFIhQgDiAGQn+FgyAfhSIwIAMgLUJ/hYMgEYUiDCACICNCf4WDIB2FIguFhYWFIg1CAYmFIhAgBiAfQn+FgyAghSIBhUIriSIVICggGCAPQn+FgyAKhSIPIBYgIUJ/hYMgBYUiLCAgIB5Cf4WDIA6FIgogCSASIBxCf4WDIAKFIgWFhYWFIgYgGSAXQn+FgyAYhSIOICYgE0J/hYMgFoUiAyAtIBFCf4WDIBuFIgIgIyAdQn+FgyAShSIJhSABhYWFIgFCAYmFIhqFQiyJIhFCf4WDhUKKgAKFIiYgB0IBiSABhSIHIAyFQhyJIhsgCCAKhUIDiSIcIAZCAYkgDYUiDCAEhUIUiSIdQn+Fg4UiMoUgGiAkhUIBiSISIAcgMIVCGYkiHiAJIBCFQgaJIh9Cf4WDhSIjhSAMIC+FQhuJIg0gGiAphUIKiSIgIAUgCIVCJIkiIUJ/hYOFIiSFIAIgEIVCPokiASAMICqFQieJIhMgByALhUI3iSIWQn+Fg4UiKIUiKUIBiSAIICyFQimJIhcgASAaIC6FQgKJIgpCf4WDhSIuIAMgEIVCD4kiGCANIAcgK4VCOIkiBUJ/hYOFIgkgDCAlhUIIiSIZIBIgCCAPhUISiSIGQn+Fg4UiKiAHIBSFQhWJIi0gMSAMICKFQg6JIgNCf4WDhSIlIBogJ4VCLYkiIiAbIA4gEIVCPYkiAkJ/hYOFIi+FhYWFIgSFIgggFiABQn+FgyAKhSIBhUIOiSIaIAkgCiAXQn+FgyAThSIHIAUgGEJ/hYMgIIUiKyAGIBlCf4WDIB6FIhQgAyAtQn+FgyAVhSIwIAIgIkJ/hYMgHIUiDIWFhYUiCyABICEgDUJ/hYMgBYUiDSAfIBJCf4WDIAaFIg8gESAxQn+FgyADhSIsIB0gG0J/hYMgAoUiCoWFhYUiBUIBiYUiEIVCFYkiMUJ/hYMgFCAXIBNCf4WDIBaFIgYgGCAgQn+FgyAhhSIOIBkgHkJ/hYMgH4UiAyAtIBVCf4WDIBGFIgIgIiAcQn+FgyAdhSIJhYWFhSIBIARCAYmFIgSFQiuJIhGFIiIgAUIBiSAFhSIUICOFQgOJIgEgBCAHhUI9iSIbIAtCAYkgKYUiCyAOhUItiSIcQn+Fg4UiI4UgECAqhUIZiSIdIBQgKIVCEokiEiAIIA2FQgiJIh5Cf4WDhSIthSADIAuFQgqJIh8gECAuhUI4iSIgIAQgK4VCD4kiIUJ/hYOFIieFIAggD4VCJ4kiDyAGIAuFQgKJIhMgFCAkhUIpiSIWQn+Fg4UiKIUiKUIBiSAEIDCFQj6JIhcgDyAQIC+FQjeJIgVCf4WDhSIuIAggLIVCG4kiGCAfIBQgMoVCJIkiBkJ/hYOFIiogAiALhUIBiSIZIB0gBCAMhUIGiSIOQn+Fg4UiJCAUICaFIjIgESAJIAuFQiyJIgNCf4WDhUKKgICAiICAgIB/hSIJIBAgJYVCHIkiJSABIAggCoVCFIkiAkJ/hYOFIi+FhYWFIgSFIjMgHCABQn+FgyAChSIBhUIsiSIQIAkgBSAXQn+FgyAThSIHIAYgGEJ/hYMgIIUiKyAOIBlCf4WDIBKFIhQgAyAyQn+FgyAahSIwIAIgJUJ/hYMgG4UiDIWFhYUiCyAWIA9Cf4WDIAWFIg0gISAfQn+FgyAGhSIPIB4gHUJ/hYMgDoUiLCAxIBFCf4WDIAOFIgogAYWFhYUiBUIBiYUiCIUiFUJ/hYMgByAXIBNCf4WDIBaFIgYgGCAgQn+FgyAhhSIOIBkgEkJ/hYMgHoUiAyAyIBpCf4WDIDGFIgIgJSAbQn+FgyAchSIJhYWFhSIBIARCAYmFIgSFQg6JIhGFIiYgAUIBiSAFhSIHICiFQj2JIhsgBCAMhUIUiSIcIAIgC0IBiSAphSIChUIciSIdQn+Fg4UiJYUgCCAuhUISiSISIAcgI4VCBokiHiAKIDOFQgGJIh9Cf4WDhSIyhSACIAaFQjiJIgEgCCAvhUIkiSIgIAQgMIVCG4kiIUJ/hYOFIiiFIA0gM4VCAokiDSACIAmFQjeJIhMgByAihUI+iSIWQn+Fg4UiIoUiKUIBiSAEIBSFQieJIhcgDSAIICqFQimJIgpCf4WDhSIjICwgM4VCCokiGCABIAcgJ4VCD4kiBUJ/hYOFIi4gAiADhUIZiSIZIBIgBCArhUIIiSIGQn+Fg4UiCSAHIC2FQiuJIicgESACIA6FQhWJIgNCf4WDhSIqIAggJIVCA4kiJCAbIA8gM4VCLYkiAkJ/hYOFIi+FhYWFIgSFIjMgISABQn+FgyAFhSIBhUIViSIaIAkgCiAXQn+FgyAThSIHIAUgGEJ/hYMgIIUiKyAGIBlCf4WDIB6FIhQgAyAnQn+FgyAQhSIwIAIgJEJ/hYMgHIUiDIWFhYUiCyAWIA1Cf4WDIAqFIg0gASAfIBJCf4WDIAaFIg8gFSARQn+FgyADhSIsIB0gG0J/hYMgAoUiCoWFhYUiBUIBiYUiCIVCK4kiMUJ/hYMgDCAXIBNCf4WDIBaFIgYgGCAgQn+FgyAhhSIOIBkgHkJ/hYMgH4UiAiAVICcgEEJ/hYOFQoGBgoCIgICAgH+FIgMgJCAcQn+FgyAdhSIJhYWFhSIBIARCAYmFIhGFQiyJIgyFIiQgAUIBiSAFhSIEICWFQhSJIhsgESArhUItiSIcIAtCAYkgKYUiASAChUIDiSIdQn+Fg4UiLYUgCCAvhUIGiSISIAQgKIVCCIkiHiAPIDOFQhmJIh9Cf4WDhSInhSABIAmFQiSJIiAgCCAuhUIPiSIhIBEgFIVCCokiE0J/hYOFIiWFIAogM4VCN4kiDyABIA6FQimJIhYgBCAyhUIniSIXQn+Fg4UiKIUiKUIBiSAHIBGFQgKJIhggDyAIICqFQj6JIgpCf4WDhSICIA0gM4VCOIkiGSAgIAQgJoVCG4kiBUJ/hYOFIi4gASAGhUISiSIyIBIgESAwhUIBiSIGQn+Fg4UiKiAEICKFQg6JIiIgDCABIAOFIg5Cf4WDhSIvIAggI4VCPYkiIyAbICwgM4VCHIkiA0J/hYOFIgSFhYWFIgeFIgggDiAxIAxCf4WDhUKAgYKAgICAgIB/hSIJhSIVIAIgCiAYQn+FgyAWhSIrIAUgGUJ/hYMgIYUiASAGIDJCf4WDIB6FIhQgDiAiQn+FgyAahSIwIAMgI0J/hYMgHIUiDIWFhYUiCyAXIA9Cf4WDIAqFIg0gEyAgQn+FgyAFhSIPIB8gEkJ/hYMgBoUiLCAJIB0gG0J/hYMgA4UiCoWFhYUiBUIBiYUiEIVCDokiEUJ/hYMgASAYIBZCf4WDIBeFIgYgGSAhQn+FgyAThSIOIDIgHkJ/hYMgH4UiAyAiIBpCf4WDIDGFIgIgIyAcQn+FgyAdhSIJhYWFhSIBIAdCAYmFIjGFQhWJIhaFIiIgAUIBiSAFhSIHICWFQi2JIhsgMCAxhUIciSIcIAtCAYkgKYUiASAGhUI9iSIdQn+Fg4UiI4UgECAuhUIIiSISIAcgJIVCAYkiHiAIIA2FQhKJIh9Cf4WDhSIkhSABIA6FQg+JIhcgECAvhUIbiSIgICsgMYVCOIkiIUJ/hYOFIiWFIAggD4VCKYkiDSABIAKFQj6JIhMgByAohUICiSIYQn+Fg4UiKIUiKUIBiSAMIDGFQjeJIhkgDSAQICqFQieJIg9Cf4WDhSICIAggCoVCJIkiJiAXIAcgJ4VCCokiBUJ/hYOFIi4gASAJhUIGiSIyIBIgFCAxhUIZiSIGQn+Fg4UiKiAHIC2FQiyJIi0gFiABIAOFQiuJIg5Cf4WDhSIvIAQgEIVCFIkiJyAbIAggLIVCA4kiA0J/hYOFIgSFhYWFIgeFIjEgESAWQn+FgyAOhSIJhUI+iSIWIAIgDyAZQn+FgyAThSIrIAUgJkJ/hYMgIIUiASAGIDJCf4WDIB6FIhQgFSAOIC1Cf4WDhUKBgICACIUiMCADICdCf4WDIByFIgyFhYWFIgsgGCANQn+FgyAPhSINICEgF0J/hYMgBYUiDyAfIBJCf4WDIAaFIiwgCSAdIBtCf4WDIAOFIgqFhYWFIgVCAYmFIhKFQgKJIhdCf4WDIAEgGSATQn+FgyAYhSIGICYgIEJ/hYMgIYUiDiAyIB5Cf4WDIB+FIgMgLSAVQn+FgyARhSICICcgHEJ/hYMgHYUiCYWFhYUiASAHQgGJhSIThUIpiSIYhTcDuAEgNCADIAtCAYkgKYUiA4VCJ4kiGSABQgGJIAWFIgEgI4VCN4kiJkJ/hYMgFoU3A6ABIDQgDyAxhUIPiSIyIAIgA4VCG4kiLSABICiFQjiJIidCf4WDhTcDkAEgNCAMIBOFQiSJIiMgMiASICqFQgqJIihCf4WDhTcDgAEgNCATICuFQhKJIikgCiAxhUIGiSIqIBIgL4VCAYkiB0J/hYOFNwNwIDQgAyAOhUIIiSIrIAEgJIVCGYkiDEJ/hYMgKoU3A1ggNCANIDGFQj2JIgsgAyAJhUIUiSINIAEgIoVCHIkiD0J/hYOFNwNIIDQgEyAUhUIDiSIKIAsgEiAuhUItiSIFQn+Fg4U3AzggNCADIAaFQg6JIg4gBCAShUIsiSIDIBMgMIUiAkJ/hYOFNwMgIDQgLCAxhUIriSIJIA4gASAlhUIViSIBQn+Fg4U3AxAgNCAmIBZCf4WDIBeFNwPAASA0IBcgGEJ/hYMgGYU3A7ABIDQgGCAZQn+FgyAmhTcDqAEgNCAjIC1Cf4WDICeFNwOYASA0ICcgMkJ/hYMgKIU3A4gBIDQgKCAjQn+FgyAthTcDeCA0IAcgKUJ/hYMgK4U3A2ggNCApICtCf4WDIAyFNwNgIDQgDCAqQn+FgyAHhTcDUCA1IA8gC0J/hYMgBYU3AwAgNCAFIApCf4WDIA2FNwMwIDQgCiANQn+FgyAPhTcDKCA0IAIgDkJ/hYMgAYU3AxggNCABIAlCf4WDIAOFNwMIIDQgAiAJIANCf4WDhUKIgIKAiICAgIB/hTcDACAAIDRByAH8CgAAIDRB0AFqJAALxgEBBX8jAEEQayICQQA6AA8CQCABRQ0AIAFBA3EhBCABQQRPBEAgAUF8cSEGA0AgAiAAIANqIgEtAAAgAi0AD3I6AA8gAiABLQABIAItAA9yOgAPIAIgAS0AAiACLQAPcjoADyACIAEtAAMgAi0AD3I6AA8gA0EEaiEDIAVBBGoiBSAGRw0ACyAERQ0BC0EAIQEDQCACIAAgA2otAAAgAi0AD3I6AA8gA0EBaiEDIAFBAWoiASAERw0ACwsgAi0AD0EBa0EfdguFCAEgfyMAQTBrIgIkACAAIAEQBCAAQdAAaiABQShqEAQgAEH4AGogAUHQAGoQrQEgASgCKCEDIAEoAiwhBCABKAIEIQUgASgCMCEGIAEoAgghByABKAI0IQggASgCDCEJIAEoAjghCiABKAIQIQsgASgCPCEMIAEoAhQhDSABQUBrKAIAIQ4gASgCGCEPIAEoAkQhECABKAIcIREgASgCSCESIAEoAiAhEyABKAIAIRQgACABKAJMIAEoAiRqNgJMIAAgEiATajYCSCAAIBAgEWo2AkQgAEFAayIWIA4gD2o2AgAgACAMIA1qNgI8IAAgCiALajYCOCAAIAggCWo2AjQgACAGIAdqNgIwIAAgBCAFajYCLCAAQShqIgEgAyAUajYCACACIAEQBCAAKAJQIQMgACgCBCEEIAAoAlQhBSAAKAIIIQYgACgCWCEHIAAoAgwhCCAAKAJcIQkgACgCECEKIAAoAmAhCyAAKAIUIQwgACgCZCENIAAoAhghDiAAKAJoIQ8gACgCHCEQIAAoAmwhESAAKAIgIRIgACgCcCETIAAoAgAhFCAAIAAoAnQiFSAAKAIkIhdrIhg2AnQgACATIBJrIhk2AnAgACARIBBrIho2AmwgACAPIA5rIhs2AmggACANIAxrIhw2AmQgACALIAprIh02AmAgACAJIAhrIh42AlwgACAHIAZrIh82AlggACAFIARrIiA2AlQgACADIBRrIiE2AlAgACAVIBdqIhU2AkwgACASIBNqIhI2AkggACAQIBFqIhA2AkQgFiAOIA9qIg42AgAgACAMIA1qIgw2AjwgACAKIAtqIgo2AjggACAIIAlqIgg2AjQgACAGIAdqIgY2AjAgACAEIAVqIgQ2AiwgASADIBRqIgE2AgAgAigCACEDIAIoAgQhBSACKAIIIQcgAigCDCEJIAIoAhAhCyACKAIUIQ0gAigCGCEPIAIoAhwhESACKAIgIRMgACACKAIkIBVrNgIkIAAgEyASazYCICAAIBEgEGs2AhwgACAPIA5rNgIYIAAgDSAMazYCFCAAIAsgCms2AhAgACAJIAhrNgIMIAAgByAGazYCCCAAIAUgBGs2AgQgACADIAFrNgIAIAAoAnghASAAKAJ8IQMgACgCgAEhBCAAKAKEASEFIAAoAogBIQYgACgCjAEhByAAKAKQASEIIAAoApQBIQkgACgCmAEhCiAAIAAoApwBIBhrNgKcASAAIAogGWs2ApgBIAAgCSAaazYClAEgACAIIBtrNgKQASAAIAcgHGs2AowBIAAgBiAdazYCiAEgACAFIB5rNgKEASAAIAQgH2s2AoABIAAgAyAgazYCfCAAIAEgIWs2AnggAkEwaiQAC6UFAQN/IwBBsAFrIgIkACACIAEoAAA2AgBBBCEDIAIgASgABDYCBCACIAEoAAg2AgggAiABKAAMIgE2AgwDQCACIANBAnRqIgQgA0EDcQR/IAEFIANBAnZBsIwCai0AACABQRh3IgFBCHZB/wFxQcCuAmotAABBCHQgAUH/AXFBwK4Cai0AAHIgAUEQdkH/AXFBwK4Cai0AAEEQdHIgAUEYdkHArgJqLQAAQRh0cnMLIARBEGsoAgBzIgE2AgAgA0EBaiIDQSxHDQALIAAgAigCADYCACAAIAIoAgQ2AgQgACACKAIINgIIIAAgAigCDDYCDCAAIAIoAhA2AhAgACACKAIUNgIUIAAgAigCGDYCGCAAIAIoAhw2AhwgACACKAIgNgIgIAAgAigCJDYCJCAAIAIoAig2AiggACACKAIsNgIsIAAgAigCMDYCMCAAIAIoAjQ2AjQgACACKAI4NgI4IAAgAigCPDYCPCAAQUBrIAIoAkA2AgAgACACKAJENgJEIAAgAigCSDYCSCAAIAIoAkw2AkwgACACKAJQNgJQIAAgAigCVDYCVCAAIAIoAlg2AlggACACKAJcNgJcIAAgAigCYDYCYCAAIAIoAmQ2AmQgACACKAJoNgJoIAAgAigCbDYCbCAAIAIoAnA2AnAgACACKAJ0NgJ0IAAgAigCeDYCeCAAIAIoAnw2AnwgACACKAKAATYCgAEgACACKAKEATYChAEgACACKAKIATYCiAEgACACKAKMATYCjAEgACACKAKQATYCkAEgACACKAKUATYClAEgACACKAKYATYCmAEgACACKAKcATYCnAEgACACKAKgATYCoAEgACACKAKkATYCpAEgACACKAKoATYCqAEgACACKAKsATYCrAEgAkGwAWokAAvKCAIBfgR/IwBBwAVrIgQkACAAQdAAaiIFIAAoAkhBA3ZB/wBxIgNqIQYCQCADQfAATwRAQYABIANrIgMEQCAGQZC2AiAD/AoAAAsgACAFIAQgBEGABWoQeyAFQQBB8AD8CwAMAQtB8AAgA2siA0UNACAGQZC2AiAD/AoAAAsgACAAQUBrKQMAIgJCOIYgAkKA/gODQiiGhCACQoCA/AeDQhiGIAJCgICA+A+DQgiGhIQgAkIIiEKAgID4D4MgAkIYiEKAgPwHg4QgAkIoiEKA/gODIAJCOIiEhIQ3A8ABIAAgACkDSCICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwPIASAAIAUgBCAEQYAFahB7IAEgACkDACICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwAAIAEgACkDCCICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwAIIAEgACkDECICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwAQIAEgACkDGCICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwAYIAEgACkDICICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwAgIAEgACkDKCICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwAoIAEgACkDMCICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwAwIAEgACkDOCICQjiGIAJCgP4Dg0IohoQgAkKAgPwHg0IYhiACQoCAgPgPg0IIhoSEIAJCCIhCgICA+A+DIAJCGIhCgID8B4OEIAJCKIhCgP4DgyACQjiIhISENwA4IARBwAUQByAAQdABEAcgBEHABWokAEEAC44FARF/An8gA0UEQEGy2ojLByEGQe7IgZkDIQdB5fDBiwYhBEH0yoHZBgwBCyADKAAIIQYgAygABCEHIAMoAAAhBCADKAAMCyEPIAEoAAwhBSABKAAIIQwgASgABCEIIAIoABwhCiACKAAYIQsgAigAFCEQIAIoABAhDiACKAAMIQMgAigACCENIAIoAAQhCSABKAAAIQEgAigAACECA0AgAiABIAIgBGoiAnNBEHciASAOaiIEc0EMdyIOIAJqIhEgAXNBCHciASAEaiIEIA5zQQd3IgIgAyAFIAMgD2oiA3NBEHciBSAKaiIKc0EMdyIOIANqIgNqIg8gDSAMIAYgDWoiBnNBEHciDCALaiINc0EMdyILIAZqIgYgDHNBCHciE3NBEHciDCAJIAggByAJaiIHc0EQdyIIIBBqIglzQQx3IhQgB2oiByAIc0EIdyIIIAlqIglqIhAgAnNBDHciAiAPaiIPIAxzQQh3IgwgEGoiECACc0EHdyECIAQgAyAFc0EIdyIEIApqIgUgDnNBB3ciAyAGaiIGIAhzQRB3IghqIgogA3NBDHciAyAGaiIGIAhzQQh3IgggCmoiDiADc0EHdyEDIAUgASANIBNqIgUgC3NBB3ciASAHaiIHc0EQdyINaiIKIAFzQQx3IgsgB2oiByANc0EIdyIBIApqIgogC3NBB3chDSAFIAQgCSAUc0EHdyIEIBFqIgVzQRB3IglqIgsgBHNBDHciESAFaiIEIAlzQQh3IgUgC2oiCyARc0EHdyEJIBJBAWoiEkEKRw0ACyAAIAQ2AAAgACAFNgAcIAAgDDYAGCAAIAg2ABQgACABNgAQIAAgDzYADCAAIAY2AAggACAHNgAEQQALyAQBAn8jAEEQayIDJAAgA0EAOgAPQX8hBCAAIAEgAkG4vQIoAgARAwBFBEAgAyAALQAAIAMtAA9yOgAPIAMgAC0AASADLQAPcjoADyADIAAtAAIgAy0AD3I6AA8gAyAALQADIAMtAA9yOgAPIAMgAC0ABCADLQAPcjoADyADIAAtAAUgAy0AD3I6AA8gAyAALQAGIAMtAA9yOgAPIAMgAC0AByADLQAPcjoADyADIAAtAAggAy0AD3I6AA8gAyAALQAJIAMtAA9yOgAPIAMgAC0ACiADLQAPcjoADyADIAAtAAsgAy0AD3I6AA8gAyAALQAMIAMtAA9yOgAPIAMgAC0ADSADLQAPcjoADyADIAAtAA4gAy0AD3I6AA8gAyAALQAPIAMtAA9yOgAPIAMgAC0AECADLQAPcjoADyADIAAtABEgAy0AD3I6AA8gAyAALQASIAMtAA9yOgAPIAMgAC0AEyADLQAPcjoADyADIAAtABQgAy0AD3I6AA8gAyAALQAVIAMtAA9yOgAPIAMgAC0AFiADLQAPcjoADyADIAAtABcgAy0AD3I6AA8gAyAALQAYIAMtAA9yOgAPIAMgAC0AGSADLQAPcjoADyADIAAtABogAy0AD3I6AA8gAyAALQAbIAMtAA9yOgAPIAMgAC0AHCADLQAPcjoADyADIAAtAB0gAy0AD3I6AA8gAyAALQAeIAMtAA9yOgAPIAMgAC0AHyADLQAPcjoADyADLQAPQRd0QYCAgARrQR91IQQLIANBEGokACAECwQAQQALYgEDfyMAQbABayICJAAgAkHgAGoiAyABQdAAahBFIAJBMGoiBCABIAMQBSACIAFBKGogAxAFIAAgAhAPIAJBkAFqIAQQDyAAIAAtAB8gAi0AkAFBB3RzOgAfIAJBsAFqJAALxSgBC38jAEEQayIKJAACQAJAAkACQAJAAkACQAJAAkACQCAAQfQBTQRAQcTEAigCACIEQRAgAEELakH4A3EgAEELSRsiBkEDdiIAdiIBQQNxBEACQCABQX9zQQFxIABqIgNBA3QiAUHsxAJqIgAgASgC9MQCIgIoAggiBUYEQEHExAIgBEF+IAN3cTYCAAwBCyAFIAA2AgwgACAFNgIICyACQQhqIQAgAiABQQNyNgIEIAEgAmoiASABKAIEQQFyNgIEDAsLIAZBzMQCKAIAIghNDQEgAQRAAkBBAiAAdCICQQAgAmtyIAEgAHRxaCIDQQN0IgFB7MQCaiICIAEoAvTEAiIAKAIIIgVGBEBBxMQCIARBfiADd3EiBDYCAAwBCyAFIAI2AgwgAiAFNgIICyAAIAZBA3I2AgQgACAGaiIHIAEgBmsiBUEBcjYCBCAAIAFqIAU2AgAgCARAIAhBeHFB7MQCaiEBQdjEAigCACECAn8gBEEBIAhBA3Z0IgNxRQRAQcTEAiADIARyNgIAIAEMAQsgASgCCAshAyABIAI2AgggAyACNgIMIAIgATYCDCACIAM2AggLIABBCGohAEHYxAIgBzYCAEHMxAIgBTYCAAwLC0HIxAIoAgAiC0UNASALaEECdCgC9MYCIgEoAgRBeHEgBmshAyABIQIDQAJAIAEoAhAiAEUEQCABKAIUIgBFDQELIAAoAgRBeHEgBmsiASADIAEgA0kiARshAyAAIAIgARshAiAAIQEMAQsLIAIoAhghCSACIAIoAgwiAEcEQCACKAIIIgEgADYCDCAAIAE2AggMCgsgAigCFCIBBH8gAkEUagUgAigCECIBRQ0DIAJBEGoLIQUDQCAFIQcgASIAQRRqIQUgACgCFCIBDQAgAEEQaiEFIAAoAhAiAQ0ACyAHQQA2AgAMCQtBfyEGIABBv39LDQAgAEELaiIBQXhxIQZByMQCKAIAIgdFDQBBHyEIQQAgBmshAyAAQfT//wdNBEAgBkEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEICwJAAkACQCAIQQJ0KAL0xgIiAUUEQEEAIQAMAQtBACEAIAZBGSAIQQF2a0EAIAhBH0cbdCECA0ACQCABKAIEQXhxIAZrIgQgA08NACABIQUgBCIDDQBBACEDIAEhAAwDCyAAIAEoAhQiBCAEIAEgAkEddkEEcWooAhAiAUYbIAAgBBshACACQQF0IQIgAQ0ACwsgACAFckUEQEEAIQVBAiAIdCIAQQAgAGtyIAdxIgBFDQMgAGhBAnQoAvTGAiEACyAARQ0BCwNAIAAoAgRBeHEgBmsiAiADSSEBIAIgAyABGyEDIAAgBSABGyEFIAAoAhAiAQR/IAEFIAAoAhQLIgANAAsLIAVFDQAgA0HMxAIoAgAgBmtPDQAgBSgCGCEIIAUgBSgCDCIARwRAIAUoAggiASAANgIMIAAgATYCCAwICyAFKAIUIgEEfyAFQRRqBSAFKAIQIgFFDQMgBUEQagshAgNAIAIhBCABIgBBFGohAiAAKAIUIgENACAAQRBqIQIgACgCECIBDQALIARBADYCAAwHCyAGQczEAigCACIFTQRAQdjEAigCACEAAkAgBSAGayIBQRBPBEAgACAGaiICIAFBAXI2AgQgACAFaiABNgIAIAAgBkEDcjYCBAwBCyAAIAVBA3I2AgQgACAFaiIBIAEoAgRBAXI2AgRBACEBQQAhAgtBzMQCIAE2AgBB2MQCIAI2AgAgAEEIaiEADAkLIAZB0MQCKAIAIgJJBEBB0MQCIAIgBmsiATYCAEHcxAJB3MQCKAIAIgAgBmoiAjYCACACIAFBAXI2AgQgACAGQQNyNgIEIABBCGohAAwJC0EAIQAgBkEvaiIDAn9BnMgCKAIABEBBpMgCKAIADAELQajIAkJ/NwIAQaDIAkKAoICAgIAENwIAQZzIAiAKQQxqQXBxQdiq1aoFczYCAEGwyAJBADYCAEGAyAJBADYCAEGAIAsiAWoiBEEAIAFrIgdxIgEgBk0NCEH8xwIoAgAiBQRAQfTHAigCACIIIAFqIgkgCE0NCSAFIAlJDQkLAkBBgMgCLQAAQQRxRQRAAkACQAJAAkBB3MQCKAIAIgUEQEGEyAIhAANAIAAoAgAiCCAFTQRAIAUgCCAAKAIEakkNAwsgACgCCCIADQALC0EAEFAiAkF/Rg0DIAEhBEGgyAIoAgAiAEEBayIFIAJxBEAgASACayACIAVqQQAgAGtxaiEECyAEIAZNDQNB/McCKAIAIgAEQEH0xwIoAgAiBSAEaiIHIAVNDQQgACAHSQ0ECyAEEFAiACACRw0BDAULIAQgAmsgB3EiBBBQIgIgACgCACAAKAIEakYNASACIQALIABBf0YNASAGQTBqIARNBEAgACECDAQLQaTIAigCACICIAMgBGtqQQAgAmtxIgIQUEF/Rg0BIAIgBGohBCAAIQIMAwsgAkF/Rw0CC0GAyAJBgMgCKAIAQQRyNgIACyABEFAhAkEAEFAhACACQX9GDQUgAEF/Rg0FIAAgAk0NBSAAIAJrIgQgBkEoak0NBQtB9McCQfTHAigCACAEaiIANgIAQfjHAigCACAASQRAQfjHAiAANgIACwJAQdzEAigCACIDBEBBhMgCIQADQCACIAAoAgAiASAAKAIEIgVqRg0CIAAoAggiAA0ACwwEC0HUxAIoAgAiAEEAIAAgAk0bRQRAQdTEAiACNgIAC0EAIQBBiMgCIAQ2AgBBhMgCIAI2AgBB5MQCQX82AgBB6MQCQZzIAigCADYCAEGQyAJBADYCAANAIABBA3QiASABQezEAmoiBTYC9MQCIAEgBTYC+MQCIABBAWoiAEEgRw0AC0HQxAIgBEEoayIAQXggAmtBB3EiAWsiBTYCAEHcxAIgASACaiIBNgIAIAEgBUEBcjYCBCAAIAJqQSg2AgRB4MQCQazIAigCADYCAAwECyACIANNDQIgASADSw0CIAAoAgxBCHENAiAAIAQgBWo2AgRB3MQCIANBeCADa0EHcSIAaiIBNgIAQdDEAkHQxAIoAgAgBGoiAiAAayIANgIAIAEgAEEBcjYCBCACIANqQSg2AgRB4MQCQazIAigCADYCAAwDC0EAIQAMBgtBACEADAQLQdTEAigCACACSwRAQdTEAiACNgIACyACIARqIQVBhMgCIQACQANAIAUgACgCACIBRwRAIAAoAggiAA0BDAILCyAALQAMQQhxRQ0DC0GEyAIhAANAAkAgACgCACIBIANNBEAgAyABIAAoAgRqIgVJDQELIAAoAgghAAwBCwtB0MQCIARBKGsiAEF4IAJrQQdxIgFrIgc2AgBB3MQCIAEgAmoiATYCACABIAdBAXI2AgQgACACakEoNgIEQeDEAkGsyAIoAgA2AgAgAyAFQScgBWtBB3FqQS9rIgAgACADQRBqSRsiAUEbNgIEIAFBjMgCKQIANwIQIAFBhMgCKQIANwIIQYzIAiABQQhqNgIAQYjIAiAENgIAQYTIAiACNgIAQZDIAkEANgIAIAFBGGohAANAIABBBzYCBCAAQQhqIABBBGohACAFSQ0ACyABIANGDQAgASABKAIEQX5xNgIEIAMgASADayICQQFyNgIEIAEgAjYCAAJ/IAJB/wFNBEAgAkH4AXFB7MQCaiEAAn9BxMQCKAIAIgFBASACQQN2dCICcUUEQEHExAIgASACcjYCACAADAELIAAoAggLIQEgACADNgIIIAEgAzYCDEEMIQJBCAwBC0EfIQAgAkH///8HTQRAIAJBJiACQQh2ZyIAa3ZBAXEgAEEBdHJBPnMhAAsgAyAANgIcIANCADcCECAAQQJ0QfTGAmohAQJAAkBByMQCKAIAIgVBASAAdCIEcUUEQEHIxAIgBCAFcjYCACABIAM2AgAMAQsgAkEZIABBAXZrQQAgAEEfRxt0IQAgASgCACEFA0AgBSIBKAIEQXhxIAJGDQIgAEEddiEFIABBAXQhACABIAVBBHFqIgQoAhAiBQ0ACyAEIAM2AhALIAMgATYCGEEIIQIgAyIBIQBBDAwBCyABKAIIIgAgAzYCDCABIAM2AgggAyAANgIIQQAhAEEYIQJBDAsgA2ogATYCACACIANqIAA2AgALQdDEAigCACIAIAZNDQBB0MQCIAAgBmsiATYCAEHcxAJB3MQCKAIAIgAgBmoiAjYCACACIAFBAXI2AgQgACAGQQNyNgIEIABBCGohAAwEC0HAxAJBMDYCAEEAIQAMAwsgACACNgIAIAAgACgCBCAEajYCBCACQXggAmtBB3FqIgggBkEDcjYCBCABQXggAWtBB3FqIgQgBiAIaiIDayEHAkBB3MQCKAIAIARGBEBB3MQCIAM2AgBB0MQCQdDEAigCACAHaiIANgIAIAMgAEEBcjYCBAwBC0HYxAIoAgAgBEYEQEHYxAIgAzYCAEHMxAJBzMQCKAIAIAdqIgA2AgAgAyAAQQFyNgIEIAAgA2ogADYCAAwBCyAEKAIEIgBBA3FBAUYEQCAAQXhxIQkgBCgCDCECAkAgAEH/AU0EQCAEKAIIIgEgAkYEQEHExAJBxMQCKAIAQX4gAEEDdndxNgIADAILIAEgAjYCDCACIAE2AggMAQsgBCgCGCEGAkAgAiAERwRAIAQoAggiACACNgIMIAIgADYCCAwBCwJAIAQoAhQiAAR/IARBFGoFIAQoAhAiAEUNASAEQRBqCyEBA0AgASEFIAAiAkEUaiEBIAAoAhQiAA0AIAJBEGohASACKAIQIgANAAsgBUEANgIADAELQQAhAgsgBkUNAAJAIAQoAhwiAEECdCIBKAL0xgIgBEYEQCABQfTGAmogAjYCACACDQFByMQCQcjEAigCAEF+IAB3cTYCAAwCCwJAIAQgBigCEEYEQCAGIAI2AhAMAQsgBiACNgIUCyACRQ0BCyACIAY2AhggBCgCECIABEAgAiAANgIQIAAgAjYCGAsgBCgCFCIARQ0AIAIgADYCFCAAIAI2AhgLIAcgCWohByAEIAlqIgQoAgQhAAsgBCAAQX5xNgIEIAMgB0EBcjYCBCADIAdqIAc2AgAgB0H/AU0EQCAHQfgBcUHsxAJqIQACf0HExAIoAgAiAUEBIAdBA3Z0IgJxRQRAQcTEAiABIAJyNgIAIAAMAQsgACgCCAshASAAIAM2AgggASADNgIMIAMgADYCDCADIAE2AggMAQtBHyECIAdB////B00EQCAHQSYgB0EIdmciAGt2QQFxIABBAXRyQT5zIQILIAMgAjYCHCADQgA3AhAgAkECdEH0xgJqIQACQAJAQcjEAigCACIBQQEgAnQiBXFFBEBByMQCIAEgBXI2AgAgACADNgIADAELIAdBGSACQQF2a0EAIAJBH0cbdCECIAAoAgAhAQNAIAEiACgCBEF4cSAHRg0CIAJBHXYhASACQQF0IQIgACABQQRxaiIFKAIQIgENAAsgBSADNgIQCyADIAA2AhggAyADNgIMIAMgAzYCCAwBCyAAKAIIIgEgAzYCDCAAIAM2AgggA0EANgIYIAMgADYCDCADIAE2AggLIAhBCGohAAwCCwJAIAhFDQACQCAFKAIcIgFBAnQiAigC9MYCIAVGBEAgAkH0xgJqIAA2AgAgAA0BQcjEAiAHQX4gAXdxIgc2AgAMAgsCQCAFIAgoAhBGBEAgCCAANgIQDAELIAggADYCFAsgAEUNAQsgACAINgIYIAUoAhAiAQRAIAAgATYCECABIAA2AhgLIAUoAhQiAUUNACAAIAE2AhQgASAANgIYCwJAIANBD00EQCAFIAMgBmoiAEEDcjYCBCAAIAVqIgAgACgCBEEBcjYCBAwBCyAFIAZBA3I2AgQgBSAGaiIEIANBAXI2AgQgAyAEaiADNgIAIANB/wFNBEAgA0H4AXFB7MQCaiEAAn9BxMQCKAIAIgFBASADQQN2dCICcUUEQEHExAIgASACcjYCACAADAELIAAoAggLIQEgACAENgIIIAEgBDYCDCAEIAA2AgwgBCABNgIIDAELQR8hACADQf///wdNBEAgA0EmIANBCHZnIgBrdkEBcSAAQQF0ckE+cyEACyAEIAA2AhwgBEIANwIQIABBAnRB9MYCaiEBAkACQCAHQQEgAHQiAnFFBEBByMQCIAIgB3I2AgAgASAENgIAIAQgATYCGAwBCyADQRkgAEEBdmtBACAAQR9HG3QhACABKAIAIQEDQCABIgIoAgRBeHEgA0YNAiAAQR12IQEgAEEBdCEAIAIgAUEEcWoiBygCECIBDQALIAcgBDYCECAEIAI2AhgLIAQgBDYCDCAEIAQ2AggMAQsgAigCCCIAIAQ2AgwgAiAENgIIIARBADYCGCAEIAI2AgwgBCAANgIICyAFQQhqIQAMAQsCQCAJRQ0AAkAgAigCHCIBQQJ0IgUoAvTGAiACRgRAIAVB9MYCaiAANgIAIAANAUHIxAIgC0F+IAF3cTYCAAwCCwJAIAIgCSgCEEYEQCAJIAA2AhAMAQsgCSAANgIUCyAARQ0BCyAAIAk2AhggAigCECIBBEAgACABNgIQIAEgADYCGAsgAigCFCIBRQ0AIAAgATYCFCABIAA2AhgLAkAgA0EPTQRAIAIgAyAGaiIAQQNyNgIEIAAgAmoiACAAKAIEQQFyNgIEDAELIAIgBkEDcjYCBCACIAZqIgUgA0EBcjYCBCADIAVqIAM2AgAgCARAIAhBeHFB7MQCaiEAQdjEAigCACEBAn9BASAIQQN2dCIHIARxRQRAQcTEAiAEIAdyNgIAIAAMAQsgACgCCAshBCAAIAE2AgggBCABNgIMIAEgADYCDCABIAQ2AggLQdjEAiAFNgIAQczEAiADNgIACyACQQhqIQALIApBEGokACAAC/UCAQN/IwBBsANrIgMkACADIAEpABg3AxggAyABKQAQNwMQIAMgASkACDcDCCADIAEpAAA3AwAgAyACOgAgIANBMGoiAUEAQcgB/AsAIAFBgD47AeQBIAFBADYC4AEgASADQiEQcRogASADQbACakGAARB2GgNAIAAgBEEEdGoiAiADQbACaiIFIARBAnRqKAIAIgFBAXZB1arVqgVxIAFB1arVqgVxaiIBQRx2QQNxIAFBHnZrOwEOIAIgAUEYdkEDcSABQRp2QQNxazsBDCACIAFBFHZBA3EgAUEWdkEDcWs7AQogAiABQRB2QQNxIAFBEnZBA3FrOwEIIAIgAUEMdkEDcSABQQ52QQNxazsBBiACIAFBCHZBA3EgAUEKdkEDcWs7AQQgAiABQQR2QQNxIAFBBnZBA3FrOwECIAIgAUEDcSABQQJ2QQNxazsBACAEQQFqIgRBIEcNAAsgA0EwakGAAhAHIAVBgAEQByADQbADaiQAC9c5AS5+IAAgACkAqAEiCiAAKQCAASIbIAApAFgiFSAAKQAwIgEgACkACCIDhYWFhSICIAApALgBIg4gACkAkAEiCyAAKQBoIhwgACkAQCIGIAApABgiEIWFhYUiFkIBiYUiBSAAKQA4IgSFQgaJIhkgAyAAKQCgASIXIAApAHgiEyAAKQBQIiEgACkAKCIRIAApAAAiDIWFhYUiFCAAKQCwASINIAApAIgBIgcgACkAYCIPIAQgACkAECIYhYWFhSIIQgGJhSIEhUIBiSIaQn+FgyAAKQDAASISIAApAJgBIh4gACkAcCIJIAApAEgiIiAAKQAgIiOFhYWFIiQgAkIBiYUiAyAXhUISiSIXhSImIBYgFEIBiYUiAiAShUIOiSIWIAEgBIVCLIkiFCADIAyFIgxCf4WDhSIlhSAkQgGJIAiFIgEgDoVCOIkiDiADIBGFQiSJIhEgAiAjhUIbiSIIQn+Fg4UiI4UgBSANhUI9iSINIAIgIoVCFIkiEiABIBCFQhyJIhBCf4WDhSIihSAEIAqFQgKJIgogASAGhUI3iSIGIAUgGIVCPokiGEJ/hYOFIiSFIh1CAYkgBCAVhUIKiSIVIA4gBSAHhUIPiSIHQn+Fg4UiHyAFIA+FQiuJIg8gFiABIAuFQhWJIgtCf4WDhSInIAIgCYVCJ4kiCSAKIAMgE4VCKYkiE0J/hYOFIiAgASAchUIZiSIBIBcgAiAehUIIiSICQn+Fg4UiHCADICGFQgOJIgMgDSAEIBuFQi2JIgRCf4WDhSIbhYWFhSIhhSIFIAggDkJ/hYMgB4UiHoVCFYkiDiAcIAIgAUJ/hYMgGYUiKCALIA9Cf4WDIBSFIikgBiATIAlCf4WDhSIqIAcgFUJ/hYMgEYUiByAEIANCf4WDIBKFIiuFhYWFIiwgHiAQIA1Cf4WDIASFIi0gGCAKQn+FgyAThSITIBogF0J/hYMgAoUiDSALIAwgFkJ/hYOFIi6FhYWFIgJCAYmFIgSFQiuJIhdCf4WDICsgCSAGQn+FgyAYhSIJIAEgGUJ/hYMgGoUiCiAVIBFCf4WDIAiFIgYgDCAPIBRCf4WDhUKLgYKACIUiHCAQIAMgEkJ/hYOFIhKFhYWFIgEgIUIBiYUiA4VCLIkiGYUiISABQgGJIAKFIgIgIoVCFIkiGiADIAeFQi2JIhYgCiAsQgGJIB2FIgGFQgOJIhRCf4WDhSIehSAEIBuFQgaJIgwgAiAjhUIIiSIRIAUgDYVCGYkiCEJ/hYOFIiKFIAEgEoVCJIkiDSAEIB+FQg+JIhIgAyAohUIKiSIQQn+Fg4UiI4UgBSAthUI3iSIKIAEgBoVCKYkiBiACICaFQieJIhhCf4WDhSImhSIdQgGJIAMgKoVCAokiFSAKIAQgJ4VCPokiB0J/hYOFIh8gBSAThUI4iSIPIA0gAiAlhUIbiSILQn+Fg4UiJSABIAmFQhKJIgkgDCADICmFQgGJIgNCf4WDhSInIAIgJIVCDokiAiAZIAEgHIUiAUJ/hYOFIhwgBCAghUI9iSITIBogBSAuhUIciSIbQn+Fg4UiJIWFhYUiIIUiBSABIBcgGUJ/hYOFQouBgICAgICAgH+FIiiFIhkgHSAHIBVCf4WDIAaFIikgCyAPQn+FgyAShSIqIAMgCUJ/hYMgEYUiKyAbIBNCf4WDIBaFIiwgASACQn+FgyAOhSIBhYWFhSItQgGJhSIEIAkgEUJ/hYMgCIUiCYVCK4kiESAeIBggCkJ/hYMgB4UiHSAQIA1Cf4WDIAuFIgcgCCAMQn+FgyADhSIMICggFCAaQn+FgyAbhSIKhYWFhSIIIBUgBkJ/hYMgGIUiGyAPIBJCf4WDIBCFIg8gAiAOQn+FgyAXhSIGIBMgFkJ/hYMgFIUiDYUgCYWFhSICQgGJhSIDhUIsiSIaQn+Fg4VCiYGCgICAgICAf4UiHiAgQgGJIAKFIgIgAYVCHIkiFyAFIAyFQgOJIhYgCEIBiSAthSIBICSFQhSJIhRCf4WDhSIkhSADICGFQgGJIgwgAiArhUIZiSIOIAQgDYVCBokiCEJ/hYOFIiGFIAEgHIVCG4kiDSADICKFQgqJIhIgBSAKhUIkiSIQQn+Fg4UiHIUgBCAGhUI+iSIKIAEgJ4VCJ4kiBiACICyFQjeJIhhCf4WDhSIihSInQgGJIAUgB4VCKYkiFSAKIAMgJoVCAokiB0J/hYOFIiYgBCAPhUIPiSIPIA0gAiAphUI4iSILQn+Fg4UiICABICWFQgiJIgkgDCAFIB2FQhKJIhNCf4WDhSIlIAIgKoVCFYkiAiAZIAEgH4VCDokiAUJ/hYOFIh0gAyAjhUItiSIDIBcgBCAbhUI9iSIEQn+Fg4UiG4WFhYUiI4UiBSAYIApCf4WDIAeFIh+FQg6JIgogICAHIBVCf4WDIAaFIgcgCyAPQn+FgyAShSIoIBMgCUJ/hYMgDoUiKSABIAJCf4WDIBGFIiogBCADQn+FgyAWhSIrhYWFhSIsIB8gECANQn+FgyALhSINIAggDEJ/hYMgE4UiCyAaIBlCf4WDIAGFIhMgFCAXQn+FgyAEhSIthYWFhSIBQgGJhSIEhUIViSIZQn+FgyApIBUgBkJ/hYMgGIUiBiAPIBJCf4WDIBCFIgwgCSAOQn+FgyAIhSIIIAIgEUJ/hYMgGoUiCSADIBZCf4WDIBSFIh+FhYWFIgIgI0IBiYUiA4VCK4kiGoUiIyACQgGJIAGFIgIgIYVCA4kiFyADIAeFQj2JIhYgLEIBiSAnhSIBIAyFQi2JIhRCf4WDhSIhhSAEICWFQhmJIgwgAiAihUISiSIOIAUgDYVCCIkiEUJ/hYOFIiKFIAEgCIVCCokiCCAEICaFQjiJIg0gAyAohUIPiSISQn+Fg4UiJoUgBSALhUIniSIQIAEgBoVCAokiBiACIByFQimJIhhCf4WDhSIchSIlQgGJIAMgKoVCPokiFSAQIAQgG4VCN4kiB0J/hYOFIhsgBSAThUIbiSIPIAggAiAkhUIkiSILQn+Fg4UiJCABIAmFQgGJIgkgDCADICuFQgaJIgNCf4WDhSInIAIgHoUiAiAaIAEgH4VCLIkiAUJ/hYOFQoOAgoCAgICAgH+FIh4gBCAdhUIciSITIBcgBSAthUIUiSIEQn+Fg4UiHYWFhYUiH4UiBSAUIBdCf4WDIASFIiCFQiyJIhcgHiAHIBVCf4WDIAaFIiggCyAPQn+FgyANhSIpIAMgCUJ/hYMgDoUiKiABIAJCf4WDIAqFIisgBCATQn+FgyAWhSIshYWFhSItIBggEEJ/hYMgB4UiByASIAhCf4WDIAuFIi4gESAMQn+FgyADhSILIBkgGkJ/hYMgAYUiCCAghYWFhSIBQgGJhSIEhSIaQn+FgyAoIBUgBkJ/hYMgGIUiECAPIA1Cf4WDIBKFIh4gCSAOQn+FgyARhSIJIAIgCkJ/hYMgGYUiDCATIBZCf4WDIBSFIgaFhYWFIgIgH0IBiYUiA4VCDokiGYUiHyACQgGJIAGFIgIgHIVCPYkiFiADICyFQhSJIhQgLUIBiSAlhSIBIAyFQhyJIgxCf4WDhSIchSAEIBuFQhKJIg4gAiAhhUIGiSIRIAUgCIVCAYkiCEJ/hYOFIhuFIAEgEIVCOIkiDSAEIB2FQiSJIhIgAyArhUIbiSIQQn+Fg4UiIYUgBSAHhUICiSIKIAEgBoVCN4kiBiACICOFQj6JIhhCf4WDhSIjhSIlQgGJIAMgKoVCJ4kiFSAKIAQgJIVCKYkiB0J/hYOFIiQgBSALhUIKiSIPIA0gAiAmhUIPiSILQn+Fg4UiJiABIAmFQhmJIgkgDiADICmFQgiJIgNCf4WDhSIdIAIgIoVCK4kiAiAZIAEgHoVCFYkiAUJ/hYOFIh4gBCAnhUIDiSITIBYgBSAuhUItiSIEQn+Fg4UiIoWFhYUiJ4UiBSAQIA1Cf4WDIAuFIiCFQhWJIg0gHSAHIBVCf4WDIAaFIiggCyAPQn+FgyAShSILIAMgCUJ/hYMgEYUiKSABIAJCf4WDIBeFIiogBCATQn+FgyAUhSIrhYWFhSIsIBggCkJ/hYMgB4UiLSAgIAggDkJ/hYMgA4UiCiAaIBlCf4WDIAGFIi4gDCAWQn+FgyAEhSIHhYWFhSIBQgGJhSIEhUIriSIZQn+FgyArIBUgBkJ/hYMgGIUiHSAPIBJCf4WDIBCFIgYgCSARQn+FgyAIhSIOIBogAiAXQn+Fg4VCgoCCgICAgICAf4UiICATIBRCf4WDIAyFIgiFhYWFIgIgJ0IBiYUiA4VCLIkiGoUiJyACQgGJIAGFIgIgHIVCFIkiFyADIAuFQi2JIhYgLEIBiSAlhSIBIA6FQgOJIhRCf4WDhSIchSAEICKFQgaJIgwgAiAhhUIIiSIOIAUgCoVCGYkiEUJ/hYOFIiGFIAEgCIVCJIkiCCAEICaFQg+JIhIgAyAphUIKiSIQQn+Fg4UiIoUgBSAHhUI3iSIKIAEgBoVCKYkiBiACIBuFQieJIhhCf4WDhSImhSIlQgGJIAMgKIVCAokiFSAKIAQgHoVCPokiB0J/hYOFIh4gBSAthUI4iSIPIAggAiAfhUIbiSILQn+Fg4UiHyABIB2FQhKJIgkgDCADICqFQgGJIgNCf4WDhSIdIAIgI4VCDokiAiAaIAEgIIUiAUJ/hYOFIiMgBCAkhUI9iSITIBcgBSAuhUIciSIbQn+Fg4UiJIWFhYUiIIUiBSABIBkgGkJ/hYOFQoCBgICAgICAgH+FIiiFIhogJSAHIBVCf4WDIAaFIikgCyAPQn+FgyAShSIqIAMgCUJ/hYMgDoUiKyABIAJCf4WDIA2FIgEgGyATQn+FgyAWhSIshYWFhSItQgGJhSIEIAkgDkJ/hYMgEYUiCYVCK4kiDiAcIBggCkJ/hYMgB4UiJSAQIAhCf4WDIAuFIgcgESAMQn+FgyADhSIMICggFCAXQn+FgyAbhSIKhYWFhSIRIBUgBkJ/hYMgGIUiGyAPIBJCf4WDIBCFIg8gAiANQn+FgyAZhSIGIBMgFkJ/hYMgFIUiCIUgCYWFhSICQgGJhSIDhUIsiSIZQn+Fg4VCioAChSIcICBCAYkgAoUiAiABhUIciSIXIAUgDIVCA4kiFiARQgGJIC2FIgEgJIVCFIkiFEJ/hYOFIiSFIAMgJ4VCAYkiDCACICuFQhmJIhEgBCAIhUIGiSIIQn+Fg4UiJ4UgASAjhUIbiSINIAMgIYVCCokiEiAFIAqFQiSJIhBCf4WDhSIhhSAEIAaFQj6JIgogASAdhUIniSIGIAIgLIVCN4kiGEJ/hYOFIiOFIh1CAYkgBSAHhUIpiSIVIAogAyAmhUICiSIHQn+Fg4UiJiAEIA+FQg+JIg8gDSACICmFQjiJIgtCf4WDhSIgIAEgH4VCCIkiCSAMIAUgJYVCEokiE0J/hYOFIiUgAiAqhUIViSICIBogASAehUIOiSIBQn+Fg4UiHiADICKFQi2JIgMgFyAEIBuFQj2JIgRCf4WDhSIbhYWFhSIihSIFIBggCkJ/hYMgB4UiH4VCDokiCiAgIAcgFUJ/hYMgBoUiByALIA9Cf4WDIBKFIiggEyAJQn+FgyARhSIpIAEgAkJ/hYMgDoUiKiAEIANCf4WDIBaFIiuFhYWFIiwgHyAQIA1Cf4WDIAuFIg0gCCAMQn+FgyAThSILIBkgGkJ/hYMgAYUiEyAUIBdCf4WDIASFIi2FhYWFIgFCAYmFIgSFQhWJIhpCf4WDICkgFSAGQn+FgyAYhSIGIA8gEkJ/hYMgEIUiDCAJIBFCf4WDIAiFIgggAiAOQn+FgyAZhSIJIAMgFkJ/hYMgFIUiH4WFhYUiAiAiQgGJhSIDhUIriSIZhSIiIAJCAYkgAYUiAiAnhUIDiSIXIAMgB4VCPYkiFiAsQgGJIB2FIgEgDIVCLYkiFEJ/hYOFIh2FIAQgJYVCGYkiDCACICOFQhKJIg4gBSANhUIIiSIRQn+Fg4UiI4UgASAIhUIKiSIIIAQgJoVCOIkiDSADICiFQg+JIhJCf4WDhSImhSAFIAuFQieJIhAgASAGhUICiSIGIAIgIYVCKYkiGEJ/hYOFIiGFIiVCAYkgAyAqhUI+iSIVIBAgBCAbhUI3iSIHQn+Fg4UiGyAFIBOFQhuJIg8gCCACICSFQiSJIgtCf4WDhSIkIAEgCYVCAYkiCSAMIAMgK4VCBokiA0J/hYOFIicgAiAchSICIBkgASAfhUIsiSIBQn+Fg4VCioCAgIiAgICAf4UiHCAEIB6FQhyJIhMgFyAFIC2FQhSJIgRCf4WDhSIehYWFhSIfhSIFIBQgF0J/hYMgBIUiIIVCLIkiFyAcIAcgFUJ/hYMgBoUiKCALIA9Cf4WDIA2FIikgAyAJQn+FgyAOhSIqIAEgAkJ/hYMgCoUiKyAEIBNCf4WDIBaFIiyFhYWFIi0gGCAQQn+FgyAHhSIHIBIgCEJ/hYMgC4UiLiARIAxCf4WDIAOFIgsgGiAZQn+FgyABhSIIICCFhYWFIgFCAYmFIgSFIhlCf4WDICggFSAGQn+FgyAYhSIQIA8gDUJ/hYMgEoUiHCAJIA5Cf4WDIBGFIgkgAiAKQn+FgyAahSIMIBMgFkJ/hYMgFIUiBoWFhYUiAiAfQgGJhSIDhUIOiSIahSIfIAJCAYkgAYUiAiAhhUI9iSIWIAMgLIVCFIkiFCAtQgGJICWFIgEgDIVCHIkiDEJ/hYOFIiGFIAQgG4VCEokiDiACIB2FQgaJIhEgBSAIhUIBiSIIQn+Fg4UiG4UgASAQhUI4iSINIAQgHoVCJIkiEiADICuFQhuJIhBCf4WDhSIehSAFIAeFQgKJIgogASAGhUI3iSIGIAIgIoVCPokiGEJ/hYOFIiKFIiVCAYkgAyAqhUIniSIVIAogBCAkhUIpiSIHQn+Fg4UiJCAFIAuFQgqJIg8gDSACICaFQg+JIgtCf4WDhSImIAEgCYVCGYkiCSAOIAMgKYVCCIkiA0J/hYOFIh0gAiAjhUIriSICIBogASAchUIViSIBQn+Fg4UiHCAEICeFQgOJIhMgFiAFIC6FQi2JIgRCf4WDhSIjhYWFhSInhSIFIBAgDUJ/hYMgC4UiIIVCFYkiDSAdIAcgFUJ/hYMgBoUiKCALIA9Cf4WDIBKFIgsgAyAJQn+FgyARhSIpIAEgAkJ/hYMgF4UiKiAEIBNCf4WDIBSFIiuFhYWFIiwgGCAKQn+FgyAHhSItICAgCCAOQn+FgyADhSIKIBkgGkJ/hYMgAYUiLiAMIBZCf4WDIASFIgeFhYWFIgFCAYmFIgSFQiuJIhpCf4WDICsgFSAGQn+FgyAYhSIdIA8gEkJ/hYMgEIUiBiAJIBFCf4WDIAiFIg4gGSACIBdCf4WDhUKBgYKAiICAgIB/hSIgIBMgFEJ/hYMgDIUiCIWFhYUiAiAnQgGJhSIDhUIsiSIZhSInIAJCAYkgAYUiAiAhhUIUiSIXIAMgC4VCLYkiFiAsQgGJICWFIgEgDoVCA4kiFEJ/hYOFIiGFIAQgI4VCBokiDCACIB6FQgiJIg4gBSAKhUIZiSIRQn+Fg4UiHoUgASAIhUIkiSIIIAQgJoVCD4kiEiADICmFQgqJIhBCf4WDhSIjhSAFIAeFQjeJIgogASAGhUIpiSIGIAIgG4VCJ4kiGEJ/hYOFIhuFIiZCAYkgAyAohUICiSIVIAogBCAchUI+iSIHQn+Fg4UiHCAFIC2FQjiJIg8gCCACIB+FQhuJIgtCf4WDhSIlIAEgHYVCEokiCSAMIAMgKoVCAYkiA0J/hYOFIh0gAiAihUIOiSICIBkgASAghSIBQn+Fg4UiIiAEICSFQj2JIhMgFyAFIC6FQhyJIgRCf4WDhSIkhYWFhSIfhSIFIAEgGiAZQn+Fg4VCgIGCgICAgICAf4UiIIUiGSAcIAcgFUJ/hYMgBoUiKCALIA9Cf4WDIBKFIikgAyAJQn+FgyAOhSIqIAEgAkJ/hYMgDYUiASAEIBNCf4WDIBaFIiuFhYWFIiwgGCAKQn+FgyAHhSIKIBAgCEJ/hYMgC4UiByARIAxCf4WDIAOFIi0gICAUIBdCf4WDIASFIguFhYWFIgxCAYmFIgSFQg6JIhdCf4WDIBUgBkJ/hYMgGIUiCCAPIBJCf4WDIBCFIhIgCSAOQn+FgyARhSIcIAIgDUJ/hYMgGoUiBiATIBZCf4WDIBSFIgmFhYWFIgIgH0IBiYUiAyAphUIViSIahSIfIAJCAYkgDIUiAiAjhUItiSIWIAEgA4VCHIkiFCAsQgGJICaFIgEgCIVCPYkiDEJ/hYOFIiOFIAQgJYVCCIkiDiACICeFQgGJIhEgBSAKhUISiSIIQn+Fg4UiJoUgASAShUIPiSINIAQgIoVCG4kiEiADICiFQjiJIhBCf4WDhSIihSAFIAeFQimJIgogASAGhUI+iSIGIAIgG4VCAokiGEJ/hYOFIhuFIiVCAYkgAyArhUI3iSIVIAogBCAdhUIniSIHQn+Fg4UiHSAFIAuFQiSJIg8gDSACIB6FQgqJIgtCf4WDhSIeIAEgCYVCBokiCSAOIAMgKoVCGYkiA0J/hYOFIicgAiAhhUIsiSICIBogASAchUIriSIBQn+Fg4UiHCAEICSFQhSJIhMgFiAFIC2FQgOJIgRCf4WDhSIhhYWFhSIkhSIFIBcgGkJ/hYMgAYUiIIVCPokiGiAdIAcgFUJ/hYMgBoUiKCALIA9Cf4WDIBKFIikgAyAJQn+FgyARhSIqIBkgASACQn+Fg4VCgYCAgAiFIisgBCATQn+FgyAUhSIshYWFhSIBIBggCkJ/hYMgB4UiByAQIA1Cf4WDIAuFIg0gCCAOQn+FgyADhSItICAgDCAWQn+FgyAEhSIKhYWFhSIOQgGJhSIEhUICiSIWQn+FgyAVIAZCf4WDIBiFIh0gDyASQn+FgyAQhSIGIAkgEUJ/hYMgCIUiESACIBlCf4WDIBeFIgggEyAUQn+FgyAMhSIPhYWFhSIUICRCAYmFIgMgKYVCKYkiGYU3ALgBIAAgAUIBiSAlhSICIBGFQieJIhcgFEIBiSAOhSIBICOFQjeJIhRCf4WDIBqFNwCgASAAIAUgDYVCD4kiDCACIAiFQhuJIg4gASAbhUI4iSIRQn+Fg4U3AJABIAAgAyAshUIkiSIIIAwgBCAnhUIKiSINQn+Fg4U3AIABIAAgAyAohUISiSISIAUgCoVCBokiECAEIByFQgGJIgpCf4WDhTcAcCAAIAIgBoVCCIkiBiABICaFQhmJIhhCf4WDIBCFNwBYIAAgBSAHhUI9iSIVIAIgD4VCFIkiByABIB+FQhyJIg9Cf4WDhTcASCAAIAMgKoVCA4kiCyAVIAQgHoVCLYkiCUJ/hYOFNwA4IAAgAiAdhUIOiSICIAQgIYVCLIkiBCADICuFIgNCf4WDhTcAICAAIAUgLYVCK4kiBSACIAEgIoVCFYkiAUJ/hYOFNwAQIAAgFCAaQn+FgyAWhTcAwAEgACAWIBlCf4WDIBeFNwCwASAAIBkgF0J/hYMgFIU3AKgBIAAgCCAOQn+FgyARhTcAmAEgACARIAxCf4WDIA2FNwCIASAAIA0gCEJ/hYMgDoU3AHggACAKIBJCf4WDIAaFNwBoIAAgEiAGQn+FgyAYhTcAYCAAIBggEEJ/hYMgCoU3AFAgACAPIBVCf4WDIAmFNwBAIAAgCSALQn+FgyAHhTcAMCAAIAsgB0J/hYMgD4U3ACggACADIAJCf4WDIAGFNwAYIAAgASAFQn+FgyAEhTcACCAAIAMgBSAEQn+Fg4VCiICCgIiAgICAf4U3AAAL9xICFX4DfyAAIAAoACwiFkEFdkH///8Aca0gACgAPEEDdq0iAkKDoVZ+IAAzACogADEALEIQhkKAgPwAg4R8IgtCgIBAfSIIQhWHfCIBQoOhVn4gADUAMUIHiEL///8AgyIDQtOMQ34gACgAFyIXQRh2rSAAMQAbQgiGhCAAMQAcQhCGhEICiEL///8Ag3wgACgANCIYQQR2Qf///wBxrSIEQuf2J358IBZBGHatIAAxADBCCIaEIAAxADFCEIaEQgKIQv///wCDIgVC0asIfnwgADUAOUIGiEL///8AgyIGQpPYKH58IBhBGHatIAAxADhCCIaEIAAxADlCEIaEQgGIQv///wCDIglCmNocfnwiB3wgB0KAgEB9IhFCgICAf4N9IBdBBXZB////AHGtIANC5/YnfnwgBEKY2hx+fCAFQtOMQ358IAlCk9gofnwgA0KY2hx+IAAzABUgADEAF0IQhkKAgPwAg4R8IARCk9gofnwgBULn9id+fCIHQoCAQH0iCkIViHwiDEKAgEB9Ig1CFYd8Ig8gD0KAgEB9Ig9CgICAf4N9IAwgAULRqwh+fCANQoCAgH+DfSALIAhCgICAf4N9IAJC0asIfiAAKAAkIhZBGHatIAAxAChCCIaEIAAxAClCEIaEQgOIfCAGQoOhVn58IBZBBnZB////AHGtIAJC04xDfnwgBkLRqwh+fCAJQoOhVn58IgxCgIBAfSINQhWHfCIIQoCAQH0iDkIVh3wiC0KDoVZ+fCAHIApCgICA////A4N9IANCk9gofiAAKAAPIhZBGHatIAAxABNCCIaEIAAxABRCEIaEQgOIfCAFQpjaHH58IBZBBnZB////AHGtIAVCk9gofnwiCkKAgEB9IhJCFYh8IgdCgIBAfSIQQhWIfCABQtOMQ358IAtC0asIfnwgCCAOQoCAgH+DfSIIQoOhVn58Ig5CgIBAfSITQhWHfCIUQoCAQH0iFUIVh3wgFCAVQoCAgH+DfSAOIBNCgICAf4N9IAcgEEKAgID///////8Ag30gAULn9id+fCALQtOMQ358IAhC0asIfnwgDCANQoCAgH+DfSAEQoOhVn4gACgAHyIWQRh2rSAAMQAjQgiGhCAAMQAkQhCGhEIBiEL///8Ag3wgAkLn9id+fCAGQtOMQ358IAlC0asIfnwgFkEEdkH///8Aca0gA0KDoVZ+fCAEQtGrCH58IAJCmNocfnwgBkLn9id+fCAJQtOMQ358IgxCgIBAfSINQhWHfCIOQoCAQH0iEEIVh3wiB0KDoVZ+fCAKIBJCgICA////AYN9IAFCmNocfnwgC0Ln9id+fCAIQtOMQ358IAdC0asIfnwgDiAQQoCAgH+DfSIKQoOhVn58Ig5CgIBAfSISQhWHfCIQQoCAQH0iE0IVh3wgECATQoCAgH+DfSAOIBJCgICAf4N9IAFCk9gofiAAKAAKIhZBGHatIAAxAA5CCIaEIAAxAA9CEIaEQgGIQv///wCDfCALQpjaHH58IAhC5/YnfnwgB0LTjEN+fCAKQtGrCH58IAwgDUKAgIB/g30gA0LRqwh+IAA1ABxCB4hC////AIN8IARC04xDfnwgBUKDoVZ+fCACQpPYKH58IAZCmNocfnwgCULn9id+fCARQhWHfCIBQoCAQH0iA0IVh3wiAkKDoVZ+fCAWQQR2Qf///wBxrSALQpPYKH58IAhCmNocfnwgB0Ln9id+fCAKQtOMQ358IAJC0asIfnwiBEKAgEB9IgVCFYd8IgZCgIBAfSIJQhWHfCAGIAEgA0KAgIB/g30gD0IVh3wiA0KAgEB9IgtCFYciAUKDoVZ+fCAJQoCAgH+DfSABQtGrCH4gBHwgBUKAgIB/g30gCEKT2Ch+IAA1AAdCB4hC////AIN8IAdCmNocfnwgCkLn9id+fCACQtOMQ358IAdCk9gofiAAKAACIhZBGHatIAAxAAZCCIaEIAAxAAdCEIaEQgKIQv///wCDfCAKQpjaHH58IAJC5/YnfnwiBEKAgEB9IgVCFYd8IgZCgIBAfSIJQhWHfCAGIAFC04xDfnwgCUKAgIB/g30gAULn9id+IAR8IAVCgICAf4N9IBZBBXZB////AHGtIApCk9gofnwgAkKY2hx+fCACQpPYKH4gADMAACAAMQACQhCGQoCA/ACDhHwiAkKAgEB9IgRCFYd8IgVCgIBAfSIGQhWHfCABQpjaHH4gBXwgBkKAgIB/g30gAiAEQoCAgH+DfSABQpPYKH58IgFCFYd8IgVCFYd8IgZCFYd8IglCFYd8IghCFYd8IgdCFYd8IgpCFYd8IhFCFYd8IgxCFYd8Ig1CFYd8Ig9CFYcgAyALQoCAgH+DfXwiBEIVhyICQpPYKH4gAUL///8Ag3wiAzwAACAAIANCCIg8AAEgACACQpjaHH4gBUL///8Ag3wgA0IVh3wiAUILiDwABCAAIAFCA4g8AAMgACADQhCIQh+DIAFCBYaEPAACIAAgAkLn9id+IAZC////AIN8IAFCFYd8IgNCBog8AAYgACADQgKGIAFCgIDgAINCE4iEPAAFIAAgAkLTjEN+IAlC////AIN8IANCFYd8IgFCCYg8AAkgACABQgGIPAAIIAAgAUIHhiADQoCA/wCDQg6IhDwAByAAIAJC0asIfiAIQv///wCDfCABQhWHfCIDQgyIPAAMIAAgA0IEiDwACyAAIANCBIYgAUKAgPgAg0IRiIQ8AAogACACQoOhVn4gB0L///8Ag3wgA0IVh3wiAUIHiDwADiAAIAFCAYYgA0KAgMAAg0IUiIQ8AA0gACAKQv///wCDIAFCFYd8IgJCCog8ABEgACACQgKIPAAQIAAgAkIGhiABQoCA/gCDQg+IhDwADyAAIBFC////AIMgAkIVh3wiAUINiDwAFCAAIAFCBYg8ABMgACAMQv///wCDIAFCFYd8IgM8ABUgACABQgOGIAJCgIDwAINCEoiEPAASIAAgA0IIiDwAFiAAIA1C////AIMgA0IVh3wiAkILiDwAGSAAIAJCA4g8ABggACADQhCIQh+DIAJCBYaEPAAXIAAgD0L///8AgyACQhWHfCIBQgaIPAAbIAAgAUIChiACQoCA4ACDQhOIhDwAGiAAIAFCFYciAyAEQv///wCDfCICQhGIPAAfIAAgAkIJiDwAHiAAIAJCB4YgAUKAgP8Ag0IOiIQ8ABwgACADpyAEp2pBAXatPAAdC30BA38CQAJAIAAiAUEDcUUNACABLQAARQRAQQAPCwNAIAFBAWoiAUEDcUUNASABLQAADQALDAELA0AgASICQQRqIQFBgIKECCACKAIAIgNrIANyQYCBgoR4cUGAgYKEeEYNAAsDQCACIgFBAWohAiABLQAADQALCyABIABrCwQAQRgLBABBCAufAQEFfyACpyEFIAAtAOwBBH8gABAaIABBADYC4AEgAEEAOgDsAUF/BUEACyAFBEAgACgC4AEhAwNAIAAoAuQBIgQgA0YEQCAAEBogAEEANgLgASAAKALkASEEQQAhAwsgACABIAZqIAMgBCADayIDIAUgBmsiBCADIARJGyIEEBggACAAKALgASAEaiIDNgLgASAEIAZqIgYgBUkNAAsLCyMAIAJBgAJPBEBB3ApBhQpB6wBB4wgQAAALIAAgASACEJ8BCw0AIAAgASACEC0aQQAL7AUCCH4DfyMAQaACayIMJAACQCACUA0AIAAgACkDICIDIAJCA4Z8NwMgIABBKGohC0LAACADQgOIQj+DIgR9IgUgAlgEQCAFQgODIQZCACEDAkAgBEI/hUIDWgRAIAVC/ACDIQoDQCALIAMgBHynaiABIAOnai0AADoAACALIANCAYQiCCAEfKdqIAEgCKdqLQAAOgAAIAsgA0IChCIIIAR8p2ogASAIp2otAAA6AAAgCyADQgOEIgggBHynaiABIAinai0AADoAACADQgR8IQMgCUIEfCIJIApSDQALIAZQDQELA0AgCyADIAR8p2ogASADp2otAAA6AAAgA0IBfCEDIAdCAXwiByAGUg0ACwsgACALIAwgDEGAAmoiDRB3IAEgBadqIQEgAiAFfSICQj9WBEADQCAAIAEgDCANEHcgAUFAayEBIAJCQHwiAkI/Vg0ACwsCQCACUA0AIAJCA4MhBEIAIQdCACEDIAJCBFoEQCACQjyDIQVCACECA0AgCyADpyIAaiAAIAFqLQAAOgAAIAsgAEEBciINaiABIA1qLQAAOgAAIAsgAEECciINaiABIA1qLQAAOgAAIAsgAEEDciIAaiAAIAFqLQAAOgAAIANCBHwhAyACQgR8IgIgBVINAAsgBFANAQsDQCALIAOnIgBqIAAgAWotAAA6AAAgA0IBfCEDIAdCAXwiByAEUg0ACwsgDEGgAhAHDAELIAJCA4MhBUIAIQMgAkIEWgRAIAJCfIMhAgNAIAsgAyAEfKdqIAEgA6dqLQAAOgAAIAsgA0IBhCIGIAR8p2ogASAGp2otAAA6AAAgCyADQgKEIgYgBHynaiABIAanai0AADoAACALIANCA4QiBiAEfKdqIAEgBqdqLQAAOgAAIANCBHwhAyAJQgR8IgkgAlINAAsgBVANAQsDQCALIAMgBHynaiABIAOnai0AADoAACADQgF8IQMgB0IBfCIHIAVSDQALCyAMQaACaiQAQQAL6QMBAn9BfyEFAkAgAkHAAEsNACADQcEAayIEQUBJDQACQCABQQAgAhtFBEAgBEH/AXFBvwFNBEAQDAALIABBQGtBAEGlAvwLACAAQvnC+JuRo7Pw2wA3ADggAELr+obav7X2wR83ADAgAEKf2PnZwpHagpt/NwAoIABC0YWa7/rPlIfRADcAICAAQvHt9Pilp/2npX83ABggAEKr8NP0r+68tzw3ABAgAEK7zqqm2NDrs7t/NwAIIAAgA61CiJL3lf/M+YTqAIU3AAAMAQsCfyMAQYABayIEJAACQCADQcEAa0H/AXFBvwFNDQAgAUUNACACQcEAa0H/AXFBvwFNDQAgAEFAa0EAQaUC/AsAIABC+cL4m5Gjs/DbADcAOCAAQuv6htq/tfbBHzcAMCAAQp/Y+dnCkdqCm383ACggAELRhZrv+s+Uh9EANwAgIABC8e30+KWn/aelfzcAGCAAQqvw0/Sv7ry3PDcAECAAQrvOqqbY0Ouzu383AAggACADrSACrUIIhoRCiJL3lf/M+YTqAIU3AAAgBEEAQYAB/AsAIAIEQCAEIAEgAvwKAAALIABB4ABqIARBgAH8CgAAIABBgAE2AOACIARBgAEQByAEQYABaiQAQQAMAQsQDAALDQELQQAhBQsgBQsNACAAIAEgAhATGkEAC4MNAQp/IwBB4ANrIgIkACACIAEtAAAiA0EEdjoAoQIgAiADQQ9xOgCgAiACIAEtAAEiA0EEdjoAowIgAiADQQ9xOgCiAiACIAEtAAIiA0EEdjoApQIgAiADQQ9xOgCkAiACIAEtAAMiA0EEdjoApwIgAiADQQ9xOgCmAiACIAEtAAQiA0EEdjoAqQIgAiADQQ9xOgCoAiACIAEtAAUiA0EEdjoAqwIgAiADQQ9xOgCqAiACIAEtAAYiA0EEdjoArQIgAiADQQ9xOgCsAiACIAEtAAciA0EEdjoArwIgAiADQQ9xOgCuAiACIAEtAAgiA0EEdjoAsQIgAiADQQ9xOgCwAiACIAEtAAkiA0EEdjoAswIgAiADQQ9xOgCyAiACIAEtAAoiA0EEdjoAtQIgAiADQQ9xOgC0AiACIAEtAAsiA0EEdjoAtwIgAiADQQ9xOgC2AiACIAEtAAwiA0EEdjoAuQIgAiADQQ9xOgC4AiACIAEtAA0iA0EEdjoAuwIgAiADQQ9xOgC6AiACIAEtAA4iA0EEdjoAvQIgAiADQQ9xOgC8AiACIAEtAA8iA0EEdjoAvwIgAiADQQ9xOgC+AiACIAEtABAiA0EEdjoAwQIgAiADQQ9xOgDAAiACIAEtABEiA0EEdjoAwwIgAiADQQ9xOgDCAiACIAEtABIiA0EEdjoAxQIgAiADQQ9xOgDEAiACIAEtABMiA0EEdjoAxwIgAiADQQ9xOgDGAiACIAEtABQiA0EEdjoAyQIgAiADQQ9xOgDIAiACIAEtABUiA0EEdjoAywIgAiADQQ9xOgDKAiACIAEtABYiA0EEdjoAzQIgAiADQQ9xOgDMAiACIAEtABciA0EEdjoAzwIgAiADQQ9xOgDOAiACIAEtABgiA0EEdjoA0QIgAiADQQ9xOgDQAiACIAEtABkiA0EEdjoA0wIgAiADQQ9xOgDSAiACIAEtABoiA0EEdjoA1QIgAiADQQ9xOgDUAiACIAEtABsiA0EEdjoA1wIgAiADQQ9xOgDWAiACIAEtABwiA0EEdjoA2QIgAiADQQ9xOgDYAiACIAEtAB0iA0EEdjoA2wIgAiADQQ9xOgDaAiACIAEtAB4iA0EEdjoA3QIgAiADQQ9xOgDcAiACIAEtAB8iAUEEdjoA3wIgAiABQQ9xOgDeAkEAIQMDQCACQaACaiAEaiIBIAEtAAAgA2oiAyADQQhqIgNB8AFxazoAACABIAEtAAEgA8BBBHVqIgMgA0EIaiIDQfABcWs6AAEgASABLQACIAPAQQR1aiIBIAFBCGoiAUHwAXFrOgACIAHAQQR1IQMgBEEDaiIEQT9HDQALIAIgAi0A3wIgA2o6AN8CIABCADcCICAAQgA3AhggAEIANwIQIABCADcCCCAAQgA3AgAgAEIANwIsIABBKGoiCEEBNgIAIABCADcCNCAAQgA3AjwgAEIANwJEIABCgICAgBA3AkwgAEHUAGpBAEHMAPwLACAAQfgAaiELIABB0ABqIQkgAkHQAWohAyACQagBaiEHIAJB+AFqIQRBASEBA0AgAkEIaiIGIAFBAXYgAkGgAmogAWosAAAQqwEgAkGAAWoiBSAAIAYQhwEgACAFIAQQBSAIIAcgAxAFIAkgAyAEEAUgCyAFIAcQBSABQT5JIAFBAmohAQ0ACyACIAApAiA3A4gDIAIgACkCGDcDgAMgAiAAKQIQNwP4AiACIAApAgg3A/ACIAIgACkCADcD6AIgAiAIKQIANwOQAyACIAgpAgg3A5gDIAIgCCkCEDcDoAMgAiAIKQIYNwOoAyACIAgpAiA3A7ADIAIgCSkCADcDuAMgAiAJKQIINwPAAyACIAkpAhA3A8gDIAIgCSkCGDcD0AMgAiAJKQIgNwPYAyAFIAJB6AJqIgoQHCAKIAUgBBAFIAJBkANqIgEgByADEAUgAkG4A2oiBiADIAQQBSAFIAoQHCAKIAUgBBAFIAEgByADEAUgBiADIAQQBSAFIAoQHCAKIAUgBBAFIAEgByADEAUgBiADIAQQBSAFIAoQHCAAIAUgBBAFIAggByADEAUgCSADIAQQBSALIAUgBxAFQQAhAQNAIAJBCGoiBiABQQF2IAJBoAJqIAFqLAAAEKsBIAJBgAFqIgUgACAGEIcBIAAgBSAEEAUgCCAHIAMQBSAJIAMgBBAFIAsgBSAHEAUgAUE+SSABQQJqIQENAAsgAkHgA2okAAvlAQECfyACQQBHIQMCQAJAAkAgAEEDcUUNACACRQ0AIAFB/wFxIQQDQCAALQAAIARGDQIgAkEBayICQQBHIQMgAEEBaiIAQQNxRQ0BIAINAAsLIANFDQECQCABQf8BcSIDIAAtAABGDQAgAkEESQ0AIANBgYKECGwhAwNAQYCChAggACgCACADcyIEayAEckGAgYKEeHFBgIGChHhHDQIgAEEEaiEAIAJBBGsiAkEDSw0ACwsgAkUNAQsgAUH/AXEhAQNAIAEgAC0AAEYEQCAADwsgAEEBaiEAIAJBAWsiAg0ACwtBAAt1ACAAQgA3A0ggAEFAa0IANwMAIABB0LACKQMANwMAIABB2LACKQMANwMIIABB4LACKQMANwMQIABB6LACKQMANwMYIABB8LACKQMANwMgIABB+LACKQMANwMoIABBgLECKQMANwMwIABBiLECKQMANwM4QQALgwcBFH8gASgCBCEMIAAoAgQhAyABKAIIIQ0gACgCCCEEIAEoAgwhDiAAKAIMIQUgASgCECEPIAAoAhAhBiABKAIUIRAgACgCFCEHIAEoAhghESAAKAIYIQggASgCHCESIAAoAhwhCSABKAIgIRMgACgCICEKIAEoAiQhFCAAKAIkIQsgAEEAIAJrIgIgACgCACIVIAEoAgBzcSAVczYCACAAIAsgCyAUcyACcXM2AiQgACAKIAogE3MgAnFzNgIgIAAgCSAJIBJzIAJxczYCHCAAIAggCCARcyACcXM2AhggACAHIAcgEHMgAnFzNgIUIAAgBiAGIA9zIAJxczYCECAAIAUgBSAOcyACcXM2AgwgACAEIAQgDXMgAnFzNgIIIAAgAyADIAxzIAJxczYCBCAAKAIoIQMgASgCKCEMIAAoAiwhBCABKAIsIQ0gACgCMCEFIAEoAjAhDiAAKAI0IQYgASgCNCEPIAAoAjghByABKAI4IRAgACgCPCEIIAEoAjwhESAAQUBrIhIoAgAhCSABQUBrKAIAIRMgACgCRCEKIAEoAkQhFCAAKAJIIQsgASgCSCEVIAAgACgCTCIWIAEoAkxzIAJxIBZzNgJMIAAgCyALIBVzIAJxczYCSCAAIAogCiAUcyACcXM2AkQgEiAJIAkgE3MgAnFzNgIAIAAgCCAIIBFzIAJxczYCPCAAIAcgByAQcyACcXM2AjggACAGIAYgD3MgAnFzNgI0IAAgBSAFIA5zIAJxczYCMCAAIAQgBCANcyACcXM2AiwgACADIAMgDHMgAnFzNgIoIAAoAlAhAyABKAJQIQwgACgCVCEEIAEoAlQhDSAAKAJYIQUgASgCWCEOIAAoAlwhBiABKAJcIQ8gACgCYCEHIAEoAmAhECAAKAJkIQggASgCZCERIAAoAmghCSABKAJoIRIgACgCbCEKIAEoAmwhEyAAKAJwIQsgASgCcCEUIAAgACgCdCIVIAEoAnRzIAJxIBVzNgJ0IAAgCyALIBRzIAJxczYCcCAAIAogCiATcyACcXM2AmwgACAJIAkgEnMgAnFzNgJoIAAgCCAIIBFzIAJxczYCZCAAIAcgByAQcyACcXM2AmAgACAGIAYgD3MgAnFzNgJcIAAgBSAFIA5zIAJxczYCWCAAIAQgBCANcyACcXM2AlQgACADIAMgDHMgAnFzNgJQC8EJARR/IAEoAgQhDCAAKAIEIQMgASgCCCENIAAoAgghBCABKAIMIQ4gACgCDCEFIAEoAhAhDyAAKAIQIQYgASgCFCEQIAAoAhQhByABKAIYIREgACgCGCEIIAEoAhwhEiAAKAIcIQkgASgCICETIAAoAiAhCiABKAIkIRQgACgCJCELIABBACACayICIAAoAgAiFSABKAIAc3EgFXM2AgAgACALIAsgFHMgAnFzNgIkIAAgCiAKIBNzIAJxczYCICAAIAkgCSAScyACcXM2AhwgACAIIAggEXMgAnFzNgIYIAAgByAHIBBzIAJxczYCFCAAIAYgBiAPcyACcXM2AhAgACAFIAUgDnMgAnFzNgIMIAAgBCAEIA1zIAJxczYCCCAAIAMgAyAMcyACcXM2AgQgACgCKCEDIAEoAighDCAAKAIsIQQgASgCLCENIAAoAjAhBSABKAIwIQ4gACgCNCEGIAEoAjQhDyAAKAI4IQcgASgCOCEQIAAoAjwhCCABKAI8IREgAEFAayISKAIAIQkgAUFAaygCACETIAAoAkQhCiABKAJEIRQgACgCSCELIAEoAkghFSAAIAAoAkwiFiABKAJMcyACcSAWczYCTCAAIAsgCyAVcyACcXM2AkggACAKIAogFHMgAnFzNgJEIBIgCSAJIBNzIAJxczYCACAAIAggCCARcyACcXM2AjwgACAHIAcgEHMgAnFzNgI4IAAgBiAGIA9zIAJxczYCNCAAIAUgBSAOcyACcXM2AjAgACAEIAQgDXMgAnFzNgIsIAAgAyADIAxzIAJxczYCKCAAKAJQIQMgASgCUCEMIAAoAlQhBCABKAJUIQ0gACgCWCEFIAEoAlghDiAAKAJcIQYgASgCXCEPIAAoAmAhByABKAJgIRAgACgCZCEIIAEoAmQhESAAKAJoIQkgASgCaCESIAAoAmwhCiABKAJsIRMgACgCcCELIAEoAnAhFCAAIAAoAnQiFSABKAJ0cyACcSAVczYCdCAAIAsgCyAUcyACcXM2AnAgACAKIAogE3MgAnFzNgJsIAAgCSAJIBJzIAJxczYCaCAAIAggCCARcyACcXM2AmQgACAHIAcgEHMgAnFzNgJgIAAgBiAGIA9zIAJxczYCXCAAIAUgBSAOcyACcXM2AlggACAEIAQgDXMgAnFzNgJUIAAgAyADIAxzIAJxczYCUCAAKAJ4IQMgASgCeCEMIAAoAnwhBCABKAJ8IQ0gACgCgAEhBSABKAKAASEOIAAoAoQBIQYgASgChAEhDyAAKAKIASEHIAEoAogBIRAgACgCjAEhCCABKAKMASERIAAoApABIQkgASgCkAEhEiAAKAKUASEKIAEoApQBIRMgACgCmAEhCyABKAKYASEUIAAgACgCnAEiFSABKAKcAXMgAnEgFXM2ApwBIAAgCyALIBRzIAJxczYCmAEgACAKIAogE3MgAnFzNgKUASAAIAkgCSAScyACcXM2ApABIAAgCCAIIBFzIAJxczYCjAEgACAHIAcgEHMgAnFzNgKIASAAIAYgBiAPcyACcXM2AoQBIAAgBSAFIA5zIAJxczYCgAEgACAEIAQgDXMgAnFzNgJ8IAAgAyADIAxzIAJxczYCeAv0BAEZfiABMQAfIQIgATEAHiEGIAExAB0hDiABMQAGIQcgATEABSEIIAExAAQhAyABMQAJIQ8gATEACCEQIAExAAchESABMQAMIQkgATEACyEKIAExAAohCyABMQAPIQwgATEADiESIAExAA0hEyABMQAcIQQgATEAGyEUIAExABohFSABMQAZIQUgATEAGCEWIAExABchFyABNQAAIRggACABMQAVQg+GIAExABRCB4aEIAExABZCF4aEIAE1ABAiGUKAgIAIfCIaQhmIfCINIA1CgICAEHwiDUKAgIDgD4N9PgIYIAAgFkINhiAXQgWGhCAFQhWGhCIFIA1CGoh8IAVCgICACHwiBUKAgIDwA4N9PgIcIAAgFEIMhiAVQgSGhCAEQhSGhCAFQhmIfCIEIARCgICAEHwiBEKAgIDgD4N9PgIgIAAgGSAaQoCAgPAPg30gEkIKhiATQgKGhCAMQhKGhCAKQguGIAtCA4aEIAlCE4aEIglCgICACHwiCkIZiHwiC0KAgIAQfCIMQhqIfD4CFCAAIAsgDEKAgIDgD4N9PgIQIAAgEEINhiARQgWGhCAPQhWGhCAIQg6GIANCBoaEIAdCFoaEIgdCgICACHwiCEIZiHwiAyADQoCAgBB8IgNCgICA4A+DfT4CCCAAIAJCEoZCgIDwD4MgBkIKhiAOQgKGhIQiAiAEQhqIfCACQoCAgAh8IgJCgICAEIN9PgIkIAAgA0IaiCAJfCAKQoCAgPAAg30+AgwgACAHIAhCgICA8AeDfSAYIAJCGYhCE358IgJCgICAEHwiBkIaiHw+AgQgACACIAZCgICA4A+DfT4CAAvUBAETfwJ/IANFBEBB9MqB2QYhBEGy2ojLByEIQe7IgZkDIQlB5fDBiwYMAQsgAygADCEEIAMoAAghCCADKAAEIQkgAygAAAshAyABKAAMIQ8gASgACCEFIAEoAAQhBiACKAAcIRIgAigAGCEQQRQhESACKAAUIQ4gAigAECEKIAIoAAwhCyACKAAIIQwgAigABCENIAEoAAAhASACKAAAIQIDQCAQIA8gAiAJakEHd3MiByAJakEJd3MiEyADIA5qQQd3IAtzIgsgA2pBCXcgBXMiFCALakENdyAOcyIVIAQgCmpBB3cgDHMiDCAEakEJdyAGcyIGIAxqQQ13IApzIgogBmpBEncgBHMiBCASIAEgCGpBB3dzIgVqQQd3cyIOIARqQQl3cyIQIA5qQQ13IAVzIhIgEGpBEncgBHMhBCAFIAUgCGpBCXcgDXMiDWpBDXcgAXMiFiANakESdyAIcyIBIAdqQQd3IApzIgogAWpBCXcgFHMiBSAKakENdyAHcyIPIAVqQRJ3IAFzIQggEyAHIBNqQQ13IAJzIgdqQRJ3IAlzIgIgC2pBB3cgFnMiASACakEJdyAGcyIGIAFqQQ13IAtzIgsgBmpBEncgAnMhCSAUIBVqQRJ3IANzIgMgDGpBB3cgB3MiAiADakEJdyANcyINIAJqQQ13IAxzIgwgDWpBEncgA3MhAyARQQJLIBFBAmshEQ0ACyAAIAM2AAAgACAPNgAcIAAgBTYAGCAAIAY2ABQgACABNgAQIAAgBDYADCAAIAg2AAggACAJNgAEQQALBABBbwurBAIEfwF+IwBBoAJrIgQkACAAQShqIgIgACgCIEEDdkE/cSIDaiEFAkAgA0E4TwRAQcAAIANrIgMEQCAFQeC5AiAD/AoAAAsgACACIAQgBEGAAmoQdyACQgA3AzAgAkIANwMoIAJCADcDICACQgA3AxggAkIANwMQIAJCADcDCCACQgA3AwAMAQtBOCADayIDRQ0AIAVB4LkCIAP8CgAACyAAIAApAyAiBkI4hiAGQoD+A4NCKIaEIAZCgID8B4NCGIYgBkKAgID4D4NCCIaEhCAGQgiIQoCAgPgPgyAGQhiIQoCA/AeDhCAGQiiIQoD+A4MgBkI4iISEhDcDYCAAIAIgBCAEQYACahB3IAEgACgCACICQf+B/AdxQQh4IAJBGHhB/4H8B3FyNgAAIAEgACgCBCICQf+B/AdxQQh4IAJBGHhB/4H8B3FyNgAEIAEgACgCCCICQf+B/AdxQQh4IAJBGHhB/4H8B3FyNgAIIAEgACgCDCICQf+B/AdxQQh4IAJBGHhB/4H8B3FyNgAMIAEgACgCECICQf+B/AdxQQh4IAJBGHhB/4H8B3FyNgAQIAEgACgCFCICQf+B/AdxQQh4IAJBGHhB/4H8B3FyNgAUIAEgACgCGCICQf+B/AdxQQh4IAJBGHhB/4H8B3FyNgAYIAEgACgCHCIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgAcIARBoAIQByAAQegAEAcgBEGgAmokAEEAC/IEAQl/IwBBwAFrIgQkAAJAAkAgAkGBAU8EQCAAEDIaIAAgASACrRATGiAAIAQQHhpBwAAhAiAEIQEMAQsgAQ0AIAINAQsgABAyGiAEQUBrQTZBgAH8CwACQCACRQ0AIAJBA3EhCSACQQRPBEAgAkH8AXEhBgNAIARBQGsiByADaiIFIAUtAAAgASADai0AAHM6AAAgByADQQFyIgVqIgsgCy0AACABIAVqLQAAczoAACAHIANBAnIiBWoiCyALLQAAIAEgBWotAABzOgAAIAcgA0EDciIFaiIHIActAAAgASAFai0AAHM6AAAgA0EEaiEDIAhBBGoiCCAGRw0ACyAJRQ0BCwNAIARBQGsgA2oiCCAILQAAIAEgA2otAABzOgAAIANBAWohAyAKQQFqIgogCUcNAAsLIAAgBEFAayIDQoABEBMaIABB0AFqIgkQMhogA0HcAEGAAfwLAAJAIAJFDQAgAkEDcSEHQQAhCkEAIQMgAkEETwRAIAJB/AFxIQJBACEIA0AgBEFAayIAIANqIgYgBi0AACABIANqLQAAczoAACAAIANBAXIiBmoiBSAFLQAAIAEgBmotAABzOgAAIAAgA0ECciIGaiIFIAUtAAAgASAGai0AAHM6AAAgACADQQNyIgZqIgAgAC0AACABIAZqLQAAczoAACADQQRqIQMgCEEEaiIIIAJHDQALIAdFDQELA0AgBEFAayADaiIAIAAtAAAgASADai0AAHM6AAAgA0EBaiEDIApBAWoiCiAHRw0ACwsgCSAEQUBrIgBCgAEQExogAEGAARAHIARBwAAQByAEQcABaiQAQQAPCxAMAAtVAQF/AkBB3MgCKAIADQBB8MgCQRI2AgBB6MgCQRM2AgBB5MgCQRQ2AgBB4MgCQRU2AgBB3MgCQeDIAjYCABA6QdzIAigCACgCCCIARQ0AIAARFAALC9QBAQN/IwBBEGsiAyAANgIMIAMgATYCCEEAIQAgA0EAOgAHAkAgAkUNACACQQFHBEAgAkEBcSACQX5xIQRBACECA0AgAyADLQAHIAMoAgwgAGotAAAgAygCCCAAai0AAHNyOgAHIAMgAy0AByAAQQFyIgUgAygCDGotAAAgAygCCCAFai0AAHNyOgAHIABBAmohACACQQJqIgIgBEcNAAtFDQELIAMgAy0AByADKAIMIABqLQAAIAMoAgggAGotAABzcjoABwsgAy0AB0EBa0EfdkEBawsFAEGAAguBAgEFfyMAQRBrIgUkACAALQDkAUUEQCAFAn8CQAJAAkAgACgC4AEiA0GnAWsOAgABAgsgAC0A5QFBgH9zDAILIAAQGkEAIQMgAEEANgLgAQsgACAAQeUBaiADQQEQGEGAAQs6AA8gACAFQQ9qQacBQQEQGCAAEBogAEEBOgDkASAAQQA2AuABCyACBEAgACgC4AEhAwNAIANBqAFGBEAgABAaIABBADYC4AFBACEDC0GoASADayIEIAIgBmsiByAEIAdJGyIEBEAgASAGaiAAIANqIAT8CgAACyAAIAAoAuABIARqIgM2AuABIAQgBmoiBiACSQ0ACwsgBUEQaiQAQQALzgYBCX8jAEHgAGsiAyQAAkACQCACQcEATwRAIAAQeBogACABIAKtEC0aIAAgAxA4GkEgIQIgAyEBDAELIAENACACDQELIAAQeBogA0K27Nix48aNmzY3A1ggA0K27Nix48aNmzY3A1AgA0K27Nix48aNmzY3A0ggA0K27Nix48aNmzY3A0AgA0K27Nix48aNmzY3AzggA0K27Nix48aNmzY3AzAgA0K27Nix48aNmzY3AyggA0K27Nix48aNmzY3AyACQCACRQ0AIAJBA3EhCSACQQRPBEAgAkH8AHEhBgNAIANBIGoiByAEaiIFIAUtAAAgASAEai0AAHM6AAAgByAEQQFyIgVqIgsgCy0AACABIAVqLQAAczoAACAHIARBAnIiBWoiCyALLQAAIAEgBWotAABzOgAAIAcgBEEDciIFaiIHIActAAAgASAFai0AAHM6AAAgBEEEaiEEIAhBBGoiCCAGRw0ACyAJRQ0BCwNAIANBIGogBGoiCCAILQAAIAEgBGotAABzOgAAIARBAWohBCAKQQFqIgogCUcNAAsLIAAgA0EgakLAABAtGiAAQegAaiIJEHgaIANC3Ljx4sWLl67cADcDWCADQty48eLFi5eu3AA3A1AgA0LcuPHixYuXrtwANwNIIANC3Ljx4sWLl67cADcDQCADQty48eLFi5eu3AA3AzggA0LcuPHixYuXrtwANwMwIANC3Ljx4sWLl67cADcDKCADQty48eLFi5eu3AA3AyACQCACRQ0AIAJBA3EhB0EAIQpBACEEIAJBBE8EQCACQfwAcSECQQAhCANAIANBIGoiACAEaiIGIAYtAAAgASAEai0AAHM6AAAgACAEQQFyIgZqIgUgBS0AACABIAZqLQAAczoAACAAIARBAnIiBmoiBSAFLQAAIAEgBmotAABzOgAAIAAgBEEDciIGaiIAIAAtAAAgASAGai0AAHM6AAAgBEEEaiEEIAhBBGoiCCACRw0ACyAHRQ0BCwNAIANBIGogBGoiACAALQAAIAEgBGotAABzOgAAIARBAWohBCAKQQFqIgogB0cNAAsLIAkgA0EgaiIAQsAAEC0aIABBwAAQByADQSAQByADQeAAaiQAQQAPCxAMAAs7AQF/IwBBQGoiAiQAIAAgAhAeGiAAQdABaiIAIAJCwAAQExogACABEB4aIAJBwAAQByACQUBrJABBAAuWAQEBfyMAQdABayIDJAAgA0IANwNIIANCADcDQCADQdCwAikDADcDACADQdiwAikDADcDCCADQeCwAikDADcDECADQeiwAikDADcDGCADQfCwAikDADcDICADQfiwAikDADcDKCADQYCxAikDADcDMCADQYixAikDADcDOCADIAEgAhATGiADIAAQHhogA0HQAWokAEEACyMAIAFCgICAgBBaBEAQDAALIAAgASACIANB3L0CKAIAERAAC+gCAQN/IAAgAigCACABKAIAIgRB/wFxQcCuAmotAAAgASgCBCIDQQh2Qf8BcUHArgJqLQAAQQh0ciABKAIIIgVBEHZB/wFxQcCuAmotAABBEHRyIAEoAgwiAUEYdkHArgJqLQAAQRh0cnM2AgAgACACKAIEIANB/wFxQcCuAmotAAAgBUEIdkH/AXFBwK4Cai0AAEEIdHIgAUEQdkH/AXFBwK4Cai0AAEEQdHIgBEEYdkHArgJqLQAAQRh0cnM2AgQgACACKAIIIAVB/wFxQcCuAmotAAAgAUEIdkH/AXFBwK4Cai0AAEEIdHIgBEEQdkH/AXFBwK4Cai0AAEEQdHIgA0EYdkHArgJqLQAAQRh0cnM2AgggACACKAIMIAFB/wFxQcCuAmotAAAgBEEIdkH/AXFBwK4Cai0AAEEIdHIgA0EQdkH/AXFBwK4Cai0AAEEQdHIgBUEYdkHArgJqLQAAQRh0cnM2AgwL+AEBCn8DQCAEIAAgA2otAAAiASADQZAVaiICLQAAc3IhBCAKIAEgAi0AwAFzciEKIAkgASACLQCgAXNyIQkgCCABIAItAIABc3IhCCAHIAEgAi0AYHNyIQcgBiABIAJBQGstAABzciEGIAUgASACLQAgc3IhBSADQQFqIgNBH0cNAAsgCiAALQAfQf8AcSIAQf8AcyIBckH/AXFBAWsgASAJckH/AXFBAWsgASAIckH/AXFBAWsgByAAQfoAc3JB/wFxQQFrIAYgAEEFc3JB/wFxQQFrIAAgBXJB/wFxQQFrIAAgBHJB/wFxQQFrcnJycnJyQQh2QQFxC+YIARh/IwBBwAJrIgIkACAAQShqIhcgARA1IABCADcCVCAAQQE2AlAgAEIANwJcIABCADcCZCAAQgA3AmwgAEEANgJ0IAJB8AFqIgQgFxAEIAJBwAFqIg4gBEHADBAFIAIgAigCwAFBAWo2AsABIAIgAigC8AFBAWsiAzYC8AEgAigC9AEhDSACKAL4ASEFIAIoAvwBIQYgAigCgAIhByACKAKEAiEIIAIoAogCIQkgAigCjAIhCiACKAKQAiELIAIoApQCIQwgACAEIA4QBSAAIAAQiAEgACAEIAAQBSACQZABaiIEIAAQBCAEIAQgDhAFIAIgAigCtAEiBCAMazYChAEgAiACKAKwASIOIAtrNgKAASACIAIoAqwBIg8gCms2AnwgAiACKAKoASIQIAlrNgJ4IAIgAigCpAEiESAIazYCdCACIAIoAqABIhIgB2s2AnAgAiACKAKcASITIAZrNgJsIAIgAigCmAEiFCAFazYCaCACIAIoApQBIhUgDWs2AmQgAiACKAKQASIWIANrNgJgIAIgBCAMajYCVCACIAsgDmo2AlAgAiAKIA9qNgJMIAIgCSAQajYCSCACIAggEWo2AkQgAiAHIBJqNgJAIAIgBiATajYCPCACIAUgFGo2AjggAiANIBVqNgI0IAIgAyAWajYCMCACIAJB4ABqEA8gAkEgEBshBCACIAJBMGoQDyACQSAQGyEPIAIgAEHwDBAFIAAoAgQhDCAAKAIIIQsgACgCDCEKIAAoAhAhCSAAKAIUIQggACgCGCEHIAAoAhwhBiAAKAIgIQUgACgCACEOIAIoAgAhECACKAIEIREgAigCCCESIAIoAgwhEyACKAIQIRQgAigCFCEVIAIoAhghFiACKAIcIRggAigCICEZIAAgBEEBayIDIAAoAiQiDSACKAIkc3EgDXMiDTYCJCAAIAUgBSAZcyADcXMiBTYCICAAIAYgBiAYcyADcXMiBjYCHCAAIAcgByAWcyADcXMiBzYCGCAAIAggCCAVcyADcXMiCDYCFCAAIAkgCSAUcyADcXMiCTYCECAAIAogCiATcyADcXMiCjYCDCAAIAsgCyAScyADcXMiCzYCCCAAIAwgDCARcyADcXMiDDYCBCAAIA4gDiAQcyADcXMiAzYCACACQaACaiAAEA8gAEEAIAItAKACQQFxIAEtAB9BB3ZzQdLIAi0AAEECdnNrIgEgDUEAIA1rc3EgDXM2AiQgACAFQQAgBWtzIAFxIAVzNgIgIAAgBkEAIAZrcyABcSAGczYCHCAAIAdBACAHa3MgAXEgB3M2AhggACAIQQAgCGtzIAFxIAhzNgIUIAAgCUEAIAlrcyABcSAJczYCECAAIApBACAKa3MgAXEgCnM2AgwgACALQQAgC2tzIAFxIAtzNgIIIAAgDEEAIAxrcyABcSAMczYCBCAAIANBACADa3MgAXEgA3M2AgAgAEH4AGogACAXEAUgAkHAAmokACAEIA9yQQFrC8oIAQN/IwBBwAFrIgIkACACQZABaiIEIAEQBCACQeAAaiIDIAQQBCADIAMQBCADIAEgAxAFIAQgBCADEAUgAkEwaiIBIAQQBCADIAMgARAFIAEgAxAEIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAMgASADEAUgASADEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABIAMQBSACIAEQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCABIAIgARAFIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAEgARAEIAMgASADEAUgASADEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABEAQgASABIAMQBSACIAEQBEEBIQEDQCACIAIQBCABQQFqIgFB5ABHDQALIAJBMGoiASACIAEQBSABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCABIAEQBCACQeAAaiIDIAEgAxAFIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAAgAyACQZABahAFIAJBwAFqJAALsQEBAX8jAEEQayICIAA2AgwgAiABNgIIQQAhACACQQA7AQYDQCACIAIvAQYgAigCDCAAai0AACACKAIIIABqLQAAc3I7AQYgAiACLwEGIABBAXIiASACKAIMai0AACACKAIIIAFqLQAAc3I7AQYgAEECaiIAQSBHDQALIAIgAi8BBjsBBiACIAIvAQZBAWs7AQYgAkHQyAIvAQBBAnYgAi8BBkEPdnM7AQYgAi8BBkEBawuVBAEBfyMAQRBrIgIgADYCDCACIAE2AgggAkEAOwEGIAIgAi8BBiACKAIMLQAAIAIoAggtAABzcjsBBiACIAIvAQYgAigCDC0AASACKAIILQABc3I7AQYgAiACLwEGIAIoAgwtAAIgAigCCC0AAnNyOwEGIAIgAi8BBiACKAIMLQADIAIoAggtAANzcjsBBiACIAIvAQYgAigCDC0ABCACKAIILQAEc3I7AQYgAiACLwEGIAIoAgwtAAUgAigCCC0ABXNyOwEGIAIgAi8BBiACKAIMLQAGIAIoAggtAAZzcjsBBiACIAIvAQYgAigCDC0AByACKAIILQAHc3I7AQYgAiACLwEGIAIoAgwtAAggAigCCC0ACHNyOwEGIAIgAi8BBiACKAIMLQAJIAIoAggtAAlzcjsBBiACIAIvAQYgAigCDC0ACiACKAIILQAKc3I7AQYgAiACLwEGIAIoAgwtAAsgAigCCC0AC3NyOwEGIAIgAi8BBiACKAIMLQAMIAIoAggtAAxzcjsBBiACIAIvAQYgAigCDC0ADSACKAIILQANc3I7AQYgAiACLwEGIAIoAgwtAA4gAigCCC0ADnNyOwEGIAIgAi8BBiACKAIMLQAPIAIoAggtAA9zcjsBBiACIAIvAQY7AQYgAiACLwEGQQFrOwEGIAJB0MgCLwEAQQJ2IAIvAQZBD3ZzOwEGIAIvAQZBAWsLPwACQCAErUKAgICAECACQj98QgaIfVYNACACQoCAgIAQWg0AIAAgASACIAMgBCAFQeS9AigCABERAA8LEAwACycAIAJCgICAgBBaBEAQDAALIAAgASACIAMgBCAFQeC9AigCABEOAAuoCwEXfyMAQYAEayICJABBfyEDIAEtAB8iBEF/c0H/AHEgAS0AASABLQACIAEtAAMgAS0ABCABLQAFIAEtAAYgAS0AByABLQAIIAEtAAkgAS0ACiABLQALIAEtAAwgAS0ADSABLQAOIAEtAA8gAS0AECABLQARIAEtABIgAS0AEyABLQAUIAEtABUgAS0AFiABLQAXIAEtABggAS0AGSABLQAaIAEtABsgAS0AHCABLQAdIAEtAB5xcXFxcXFxcXFxcXFxcXFxcXFxcXFxcXFxcXFxcUF/c3JB/wFxQQFrQewBIAEtAAAiBWtxQQh2IAVB0sgCLQAAQQJ2IARBB3ZzcnJBAXFFBEAgAkHQAmoiDSABEDUgAkGgAmogDRAEIAJBACACKALEAiIBazYClAIgAkEAIAIoAsACIgNrNgKQAiACQQAgAigCvAIiBGs2AowCIAJBACACKAK4AiIFazYCiAIgAkEAIAIoArQCIgZrNgKEAiACQQAgAigCsAIiB2s2AoACIAJBACACKAKsAiIIazYC/AEgAkEAIAIoAqgCIglrNgL4ASACQQAgAigCpAIiCms2AvQBIAJBASACKAKgAiILazYC8AEgAkGQAWoiDCACQfABaiIREAQgAiABNgLkASACIAM2AuABIAIgBDYC3AEgAiAFNgLYASACIAY2AtQBIAIgBzYC0AEgAiAINgLMASACIAk2AsgBIAIgCjYCxAEgAiALQQFqNgLAASACQeAAaiISIAJBwAFqIhMQBCACQTBqIhBBwAwgDBAFIAIoAmAhASACKAIwIQMgAigCZCEEIAIoAjQhBSACKAJoIQYgAigCOCEHIAIoAmwhCCACKAI8IQkgAigCcCEKIAIoAkAhCyACKAJ0IQwgAigCRCEOIAIoAnghDyACKAJIIRQgAigCfCEVIAIoAkwhFiACKAKAASEXIAIoAlAhGCACQQAgAigCVCACKAKEAWprNgJUIAJBACAXIBhqazYCUCACQQAgFSAWams2AkwgAkEAIA8gFGprNgJIIAJBACAMIA5qazYCRCACQQAgCiALams2AkAgAkEAIAggCWprNgI8IAJBACAGIAdqazYCOCACQQAgBCAFams2AjQgAkEAIAEgA2prNgIwIAIgECASEAUgAkIANwKEAyACQQE2AoADIAJCADcCjAMgAkIANwKUAyACQgA3ApwDIAJBADYCpAMgAkGwA2oiASACQYADaiACEIMBIQ8gACABIBMQBSAAQShqIgMgASAAEAUgAyADIBAQBSAAIAAgDRAFIAAgACgCJEEBdCIENgIkIAAgACgCIEEBdCIFNgIgIAAgACgCHEEBdCIGNgIcIAAgACgCGEEBdCIHNgIYIAAgACgCFEEBdCIINgIUIAAgACgCEEEBdCIJNgIQIAAgACgCDEEBdCIKNgIMIAAgACgCCEEBdCILNgIIIAAgACgCBEEBdCIMNgIEIAAgACgCAEEBdCIONgIAIAJB4ANqIg0gABAPIABBACACLQDgA0EBcWsiASAEQQAgBGtzcSAEczYCJCAAIAVBACAFa3MgAXEgBXM2AiAgACAGQQAgBmtzIAFxIAZzNgIcIAAgB0EAIAdrcyABcSAHczYCGCAAIAhBACAIa3MgAXEgCHM2AhQgACAJQQAgCWtzIAFxIAlzNgIQIAAgCkEAIAprcyABcSAKczYCDCAAIAtBACALa3MgAXEgC3M2AgggACAMQQAgDGtzIAFxIAxzNgIEIAAgDkEAIA5rcyABcSAOczYCACADIBEgAxAFIABCADcCVCAAQQE2AlAgAEIANwJcIABCADcCZCAAQgA3AmwgAEEANgJ0IABB+ABqIgEgACADEAUgDSABEA8gAi0A4AMhACANIAMQD0EAIA1BIBAbQQEgD2sgAEEBcXJyayEDCyACQYAEaiQAIAMLPQECfyMAQSBrIgMkAEF/IQQgAyACIAEQIEUEQCAAQYC9AiADQQAQNhogA0EgEAdBACEECyADQSBqJAAgBAsWACABQSAQFiAAIAFBvL0CKAIAEQAAC4ACAQN/An8CQAJAAkAgASIDQf8BcSIBBEAgAEEDcQRAA0AgAC0AACICRQ0FIAEgAkYNBSAAQQFqIgBBA3ENAAsLQYCChAggACgCACICayACckGAgYKEeHFBgIGChHhHDQEgAUGBgoQIbCEEA0BBgIKECCACIARzIgFrIAFyQYCBgoR4cUGAgYKEeEcNAiAAKAIEIQIgAEEEaiIBIQAgAkGAgoQIIAJrckGAgYKEeHFBgIGChHhGDQALDAILIAAQJyAAagwDCyAAIQELA0AgASIALQAAIgJFDQEgAEEBaiEBIAIgA0H/AXFHDQALCyAACyIAQQAgAC0AACADQf8BcUYbC2ABAn8gAkUEQEEADwsgAC0AACIDBH8CQANAIAMgAS0AACIERw0BIARFDQEgAkEBayICRQ0BIAFBAWohASAALQABIQMgAEEBaiEAIAMNAAtBACEDCyADBUEACyABLQAAaws5AQF/IwBBIGsiAiQAIAAgAhA4GiAAQegAaiIAIAJCIBAtGiAAIAEQOBogAkEgEAcgAkEgaiQAQQALVwIBfwF+AkBBoL0CKAIAIgGtIACtQgd8Qvj///8fg3wiAkL/////D1gEQCACpyIAPwBBEHRNDQEgABADDQELQcDEAkEwNgIAQX8PC0GgvQIgADYCACABCwQAQQILEQAgACABIAIgA0EIEIIBQQALEQAgACABIAIgA0EMEIIBQQALEQAgACABIAIgA0EUEIIBQQALohECLH8FfiMAQaAGayICJAAgAUEoaiIDKAIAIRYgASgCUCEMIAEoAiwhDSABKAJUIQ4gASgCMCEPIAEoAlghECABKAI0IREgASgCXCESIAEoAjghEyABKAJgIRQgASgCPCEFIAEoAmQhBiABQUBrIhUoAgAhByABKAJoIQggASgCRCEJIAEoAmwhBCABKAJIIQogASgCcCELIAIgASgCTCIXIAEoAnQiGGo2AsQCIAIgCiALajYCwAIgAiAEIAlqNgK8AiACIAcgCGo2ArgCIAIgBSAGajYCtAIgAiATIBRqNgKwAiACIBEgEmo2AqwCIAIgDyAQajYCqAIgAiANIA5qNgKkAiACIAwgFmo2AqACIAIgGCAXazYCJCACIAsgCms2AiAgAiAEIAlrNgIcIAIgCCAHazYCGCACIAYgBWs2AhQgAiAUIBNrNgIQIAIgEiARazYCDCACIBAgD2s2AgggAiAOIA1rNgIEIAIgDCAWazYCACACQaACaiIEIAQgAhAFIAJB8AFqIgYgASADEAUgAkHAAWoiBSAGEAQgBSAEIAUQBSACQgA3ArQDIAJCADcCvAMgAkIANwLEAyACQgA3AswDIAJBADYC1AMgAkEBNgKwAyACQcAEaiIHIAJBsANqIAUQgwEaIAJB0AVqIgUgByAEEAUgAkGgBWoiHyAHIAYQBSACQTBqIhogBSAfEAUgGiAaIAFB+ABqIhYQBSACQZAEaiABQfAMEAUgAkHgA2ogA0HwDBAFIAJB8ARqIAVBkBcQBSACQdACaiIEIBYgGhAFIAJBgANqIhkgBBAPIAItAIADIQQgAiABKQIgIi43A7ABIAIgASkCGCIvNwOoASACIAEpAhAiMDcDoAEgAiABKQIIIjE3A5gBIAIgASkCACIyNwOQASADKAIAIRYgASgCLCEMIAEoAjAhDSABKAI0IQ4gASgCOCEPIAEoAjwhECAVKAIAIREgASgCRCESIAEoAkghEyABKAJMIRQgAigC5AMhCiACKAKUASEFIAIoAuwDIQsgAigCnAEhBiACKAL0AyEVIAIoAqQBIQcgAigC/AMhFyACKAKsASEIIAIoAoQEIRggAigCtAEhCSACKALgAyEbIAIoAugDIRwgAigC8AMhHSACKAL4AyEeIAJBACAEQQFxayIDIC6nIgQgAigCgARzcSAEczYCsAEgAiAeIC+nIgRzIANxIARzNgKoASACIB0gMKciBHMgA3EgBHM2AqABIAIgHCAxpyIEcyADcSAEczYCmAEgAiAbIDKnIgRzIANxIARzNgKQASACIAkgCSAYcyADcXM2ArQBIAIgCCAIIBdzIANxczYCrAEgAiAHIAcgFXMgA3FzNgKkASACIAYgBiALcyADcXM2ApwBIAIgBSAFIApzIANxczYClAEgAigCkAQhFyACKAKUBCEYIAIoApgEIRsgAigCnAQhHCACKAKgBCEdIAIoAqQEIR4gAigCqAQhICACKAKsBCEhIAIoArAEISIgAigCtAQhIyACKAKgBSEFIAIoAvAEISQgAigCpAUhBiACKAL0BCElIAIoAqgFIQcgAigC+AQhJiACKAKsBSEIIAIoAvwEIScgAigCsAUhCSACKAKABSEoIAIoArQFIQQgAigChAUhKSACKAK4BSEKIAIoAogFISogAigCvAUhCyACKAKMBSErIAIoAsAFIRUgAigCkAUhLCACIAIoAsQFIi0gAigClAVzIANxIC1zNgLEBSACIBUgFSAscyADcXM2AsAFIAIgCyALICtzIANxczYCvAUgAiAKIAogKnMgA3FzNgK4BSACIAQgBCApcyADcXM2ArQFIAIgCSAJIChzIANxczYCsAUgAiAIIAggJ3MgA3FzNgKsBSACIAcgByAmcyADcXM2AqgFIAIgBiAGICVzIANxczYCpAUgAiAFIAUgJHMgA3FzNgKgBSACQeAAaiIEIAJBkAFqIBoQBSAZIAQQDyABKAJQIQUgASgCVCEGIAEoAlghByABKAJcIQggASgCYCEJIAEoAmQhBCABKAJoIQogASgCbCELIAEoAnAhFSACIAEoAnRBACACLQCAA0EBcWsiASAUIBQgI3MgA3FzIhRBACAUa3NxIBRzazYCpAMgAiAVIBMgEyAicyADcXMiE0EAIBNrcyABcSATc2s2AqADIAIgCyASIBIgIXMgA3FzIhJBACASa3MgAXEgEnNrNgKcAyACIAogESARICBzIANxcyIRQQAgEWtzIAFxIBFzazYCmAMgAiAEIBAgECAecyADcXMiEEEAIBBrcyABcSAQc2s2ApQDIAIgCSAPIA8gHXMgA3FzIg9BACAPa3MgAXEgD3NrNgKQAyACIAggDiAOIBxzIANxcyIOQQAgDmtzIAFxIA5zazYCjAMgAiAHIA0gDSAbcyADcXMiDUEAIA1rcyABcSANc2s2AogDIAIgBiAMIAwgGHMgA3FzIgxBACAMa3MgAXEgDHNrNgKEAyACIAUgASAWIBYgF3MgA3FzIgFBACABa3NxIAFzazYCgAMgGSAfIBkQBSACQYAGaiAZEA8gAkEAIAItAIAGQQFxayIBIAIoAoADIgNBACADa3NxIANzNgKAAyACIAIoAoQDIgNBACADa3MgAXEgA3M2AoQDIAIgAigCiAMiA0EAIANrcyABcSADczYCiAMgAiACKAKMAyIDQQAgA2tzIAFxIANzNgKMAyACIAIoApADIgNBACADa3MgAXEgA3M2ApADIAIgAigClAMiA0EAIANrcyABcSADczYClAMgAiACKAKYAyIDQQAgA2tzIAFxIANzNgKYAyACIAIoApwDIgNBACADa3MgAXEgA3M2ApwDIAIgAigCoAMiA0EAIANrcyABcSADczYCoAMgAiABIAIoAqQDIgFBACABa3NxIAFzNgKkAyAAIBkQDyACQaAGaiQAC8EFARx/IwBBwAJrIgEkACABQfABaiIDIAAQBCABQcABaiIEIABBKGoQBCABQZABaiICIABB0ABqEAQgASgC8AEhACABKALAASEFIAEoAvQBIQYgASgCxAEhByABKAL4ASEIIAEoAsgBIQkgASgC/AEhCiABKALMASELIAEoAoACIQwgASgC0AEhDSABKAKEAiEOIAEoAtQBIQ8gASgCiAIhECABKALYASERIAEoAowCIRIgASgC3AEhEyABKAKQAiEUIAEoAuABIRUgASABKALkASABKAKUAms2AlQgASAVIBRrNgJQIAEgEyASazYCTCABIBEgEGs2AkggASAPIA5rNgJEIAEgDSAMazYCQCABIAsgCms2AjwgASAJIAhrNgI4IAEgByAGazYCNCABIAUgAGs2AjAgAUEwaiIWIBYgAhAFIAEgAyAEEAUgASABQcAMEAUgAUHgAGogAhAEIAEoAjAhACABKAJgIQUgASgCACEGIAEoAjQhByABKAJkIQggASgCBCEJIAEoAjghCiABKAJoIQsgASgCCCEMIAEoAjwhDSABKAJsIQ4gASgCDCEPIAEoAkAhECABKAJwIREgASgCECESIAEoAkQhEyABKAJ0IRQgASgCFCEVIAEoAkghAiABKAJ4IQMgASgCGCEEIAEoAkwhFyABKAJ8IRggASgCHCEZIAEoAlAhGiABKAKAASEbIAEoAiAhHCABIAEoAlQgASgChAEgASgCJGprNgJUIAEgGiAbIBxqazYCUCABIBcgGCAZams2AkwgASACIAMgBGprNgJIIAEgEyAUIBVqazYCRCABIBAgESASams2AkAgASANIA4gD2prNgI8IAEgCiALIAxqazYCOCABIAcgCCAJams2AjQgASAAIAUgBmprNgIwIAFBoAJqIgAgFhAPIABBIBAbIAFBwAJqJAALpQMCA38BfiMAQeACayIGJAAgBiAEIAVBABA2GgJ/AkACQCAAIAJLIAMgACACa61WcUUEQCAAIAJPDQEgAyACIABrrVgNAQsgA6ciBQRAIAAgAiAF/AoAAAsgBkIANwM4IAZCADcDMCAGQgA3AyggBkIANwMgQiAgAyADQiBaGyEJIANCIFYhBSAAIQIMAQsgBkIANwM4IAZCADcDMCAGQgA3AyggBkIANwMgQiAgAyADQiBaGyEJIANCIFYhBSADQgBSDQBBAQwBCyAJpyIHBEAgBkFAayACIAf8CgAAC0EACyEIIAZBIGoiByAHIAlCIHwgBEEQaiIEQgAgBkHEvQIoAgARDgAaIAZB4ABqIAdBrL0CKAIAEQAAGgJAIAgNACAJpyIHRQ0AIAAgBkFAayAH/AoAAAsgBkEgakHAABAHIAUEQCAAIAmnIgVqIAIgBWogAyAJfSAEQgEgBkHEvQIoAgARDgAaCyAGQSAQByAGQeAAaiICIAAgA0GwvQIoAgARAgAaIAIgAUG0vQIoAgARAAAaIAJBgAIQByAGQeACaiQAQQALkwMCA38BfiMAQeACayIGJAAgBiAEIAVBABAfGgJ/AkACQCAAIAJLIAMgACACa61WcUUEQCAAIAJPDQEgAyACIABrrVgNAQsgA6ciBQRAIAAgAiAF/AoAAAsgBkIANwM4IAZCADcDMCAGQgA3AyggBkIANwMgQiAgAyADQiBaGyEJIANCIFYhBSAAIQIMAQsgBkIANwM4IAZCADcDMCAGQgA3AyggBkIANwMgQiAgAyADQiBaGyEJIANCIFYhBSADQgBSDQBBAQwBCyAJpyIHBEAgBkFAayACIAf8CgAAC0EACyEIIAZBIGoiByAHIAlCIHwgBEEQaiIEIAYQfRogBkHgAGogB0GsvQIoAgARAAAaAkAgCA0AIAmnIgdFDQAgACAGQUBrIAf8CgAACyAGQSBqQcAAEAcgBQRAIAAgCaciBWogAiAFaiADIAl9IARCASAGEEkaCyAGQSAQByAGQeAAaiICIAAgA0GwvQIoAgARAgAaIAIgAUG0vQIoAgARAAAaIAJBgAIQByAGQeACaiQAQQALhxgBDn9B/wAhAgNAIAAgAUEBdGoiAyADLgEEIgQgAy4BACIGaiIFwUG/nQFsQRp1Qf9lbCAFajsBACADIAMuAQYiBSADLgECIglqIgjBQb+dAWxBGnVB/2VsIAhqOwECIAMgAkEBdEGgugJqLgEAIgggBCAGa2wiBEGAgISYf2xBEHVB/2VsIARqQRB2OwEEIAMgCCAFIAlrbCIDQYCAhJh/bEEQdUH/ZWwgA2pBEHY7AQYgAkEBayECIAFB/AFJIAFBBGohAQ0AC0E/IQEDQCAAIAdBAXRqIgMgAy4BCCIEIAMuAQAiBmoiAsFBv50BbEEadUH/ZWwgAmo7AQAgAyADLgEKIgUgAy4BAiIJaiICwUG/nQFsQRp1Qf9lbCACajsBAiADIAMuAQwiCCADLgEEIgpqIgLBQb+dAWxBGnVB/2VsIAJqOwEEIAMgAy4BDiILIAMuAQYiDGoiAsFBv50BbEEadUH/ZWwgAmo7AQYgAyABQQF0QaC6AmouAQAiAiAEIAZrbCIEQYCAhJh/bEEQdUH/ZWwgBGpBEHY7AQggAyACIAUgCWtsIgRBgICEmH9sQRB1Qf9lbCAEakEQdjsBCiADIAIgCCAKa2wiBEGAgISYf2xBEHVB/2VsIARqQRB2OwEMIAMgAiALIAxrbCIDQYCAhJh/bEEQdUH/ZWwgA2pBEHY7AQ4gAUEBayEBIAdB+AFJIAdBCGohBw0AC0EAIQcDQCAAIAdBAXRqIgIgAi4BECIEIAIuAQAiBmoiA8FBv50BbEEadUH/ZWwgA2o7AQAgAiACLgESIgUgAi4BAiIJaiIDwUG/nQFsQRp1Qf9lbCADajsBAiACIAIuARQiCCACLgEEIgpqIgPBQb+dAWxBGnVB/2VsIANqOwEEIAIgAi4BFiILIAIuAQYiDGoiA8FBv50BbEEadUH/ZWwgA2o7AQYgAiACLgEYIg0gAi4BCCIOaiIDwUG/nQFsQRp1Qf9lbCADajsBCCACIAEiA0EBdEGgugJqLgEAIgEgBCAGa2wiBEGAgISYf2xBEHVB/2VsIARqQRB2OwEQIAIgASAFIAlrbCIEQYCAhJh/bEEQdUH/ZWwgBGpBEHY7ARIgAiABIAggCmtsIgRBgICEmH9sQRB1Qf9lbCAEakEQdjsBFCACIAEgCyAMa2wiBEGAgISYf2xBEHVB/2VsIARqQRB2OwEWIAIgASANIA5rbCIEQYCAhJh/bEEQdUH/ZWwgBGpBEHY7ARggAiACLgEaIgQgAi4BCiIGaiIFwUG/nQFsQRp1Qf9lbCAFajsBCiACIAEgBCAGa2wiBEGAgISYf2xBEHVB/2VsIARqQRB2OwEaIAIgAi4BHCIEIAIuAQwiBmoiBcFBv50BbEEadUH/ZWwgBWo7AQwgAiABIAQgBmtsIgRBgICEmH9sQRB1Qf9lbCAEakEQdjsBHCACIAIuAR4iBCACLgEOIgZqIgXBQb+dAWxBGnVB/2VsIAVqOwEOIAIgASAEIAZrbCIBQYCAhJh/bEEQdUH/ZWwgAWpBEHY7AR4gA0EBayEBIAdB8AFJIAdBEGohBw0ACyABQQF0QaC6AmouAQAhB0EAIQIDQCAAIAJBAXRqIgEgAS4BICIEIAEuAQAiBmoiBcFBv50BbEEadUH/ZWwgBWo7AQAgASAEIAZrIAdsIgFBgICEmH9sQRB1Qf9lbCABakEQdjsBICACQQ9HIAJBAWohAg0ACyADQQF0QZy6AmouAQAhB0EgIQIDQCAAIAJBAXRqIgEgAS4BICIEIAEuAQAiBmoiBcFBv50BbEEadUH/ZWwgBWo7AQAgASAEIAZrIAdsIgFBgICEmH9sQRB1Qf9lbCABakEQdjsBICACQS9HIAJBAWohAg0ACyADQQF0QZq6AmouAQAhB0HAACECA0AgACACQQF0aiIBIAEuASAiBCABLgEAIgZqIgXBQb+dAWxBGnVB/2VsIAVqOwEAIAEgBCAGayAHbCIBQYCAhJh/bEEQdUH/ZWwgAWpBEHY7ASAgAkHPAEcgAkEBaiECDQALIANBAXRBmLoCai4BACEHQeAAIQIDQCAAIAJBAXRqIgEgAS4BICIEIAEuAQAiBmoiBcFBv50BbEEadUH/ZWwgBWo7AQAgASAEIAZrIAdsIgFBgICEmH9sQRB1Qf9lbCABakEQdjsBICACQe8ARyACQQFqIQINAAsgA0EBdEGWugJqLgEAIQdBgAEhAgNAIAAgAkEBdGoiASABLgEgIgQgAS4BACIGaiIFwUG/nQFsQRp1Qf9lbCAFajsBACABIAQgBmsgB2wiAUGAgISYf2xBEHVB/2VsIAFqQRB2OwEgIAJBjwFHIAJBAWohAg0ACyADQQF0QZS6AmouAQAhB0GgASECA0AgACACQQF0aiIBIAEuASAiBCABLgEAIgZqIgXBQb+dAWxBGnVB/2VsIAVqOwEAIAEgBCAGayAHbCIBQYCAhJh/bEEQdUH/ZWwgAWpBEHY7ASAgAkGvAUcgAkEBaiECDQALIANBAXRBkroCai4BACEHQcABIQIDQCAAIAJBAXRqIgEgAS4BICIEIAEuAQAiBmoiBcFBv50BbEEadUH/ZWwgBWo7AQAgASAEIAZrIAdsIgFBgICEmH9sQRB1Qf9lbCABakEQdjsBICACQc8BRyACQQFqIQINAAsgA0EBdEGQugJqLgEAIQdB4AEhAgNAIAAgAkEBdGoiASABLgEgIgQgAS4BACIGaiIFwUG/nQFsQRp1Qf9lbCAFajsBACABIAQgBmsgB2wiAUGAgISYf2xBEHVB/2VsIAFqQRB2OwEgIAJB7wFHIAJBAWohAg0ACyADQQF0QY66AmouAQAhB0EAIQIDQCAAIAJBAXRqIgEgAUFAayIELgEAIgYgAS4BACIBaiIFwUG/nQFsQRp1Qf9lbCAFajsBACAEIAYgAWsgB2wiAUGAgISYf2xBEHVB/2VsIAFqQRB2OwEAIAJBH0cgAkEBaiECDQALIANBAXRBjLoCai4BACEHQcAAIQIDQCAAIAJBAXRqIgEgAUFAayIELgEAIgYgAS4BACIBaiIFwUG/nQFsQRp1Qf9lbCAFajsBACAEIAYgAWsgB2wiAUGAgISYf2xBEHVB/2VsIAFqQRB2OwEAIAJB3wBHIAJBAWohAg0ACyADQQF0QYq6AmouAQAhB0GAASECA0AgACACQQF0aiIBIAFBQGsiBC4BACIGIAEuAQAiAWoiBcFBv50BbEEadUH/ZWwgBWo7AQAgBCAGIAFrIAdsIgFBgICEmH9sQRB1Qf9lbCABakEQdjsBACACQZ8BRyACQQFqIQINAAsgA0EBdEGIugJqLgEAIQdBwAEhAgNAIAAgAkEBdGoiASABQUBrIgQuAQAiBiABLgEAIgFqIgXBQb+dAWxBGnVB/2VsIAVqOwEAIAQgBiABayAHbCIBQYCAhJh/bEEQdUH/ZWwgAWpBEHY7AQAgAkHfAUcgAkEBaiECDQALIANBAXRBhroCai4BACEHQQAhAgNAIAAgAkEBdGoiASABLgGAASIEIAEuAQAiBmoiBcFBv50BbEEadUH/ZWwgBWo7AQAgASAEIAZrIAdsIgFBgICEmH9sQRB1Qf9lbCABakEQdjsBgAEgAkE/RyACQQFqIQINAAsgA0EBdEGEugJqLgEAIQdBgAEhAgNAIAAgAkEBdGoiASABLgGAASIEIAEuAQAiBmoiBcFBv50BbEEadUH/ZWwgBWo7AQAgASAEIAZrIAdsIgFBgICEmH9sQRB1Qf9lbCABakEQdjsBgAEgAkG/AUcgAkEBaiECDQALIANBAXRBgroCai4BACEHQQAhAkEAIQEDQCAAIAFBAXRqIgMgAy4BgAIiBCADLgEAIgZqIgXBQb+dAWxBGnVB/2VsIAVqOwEAIAMgBCAGayAHbCIDQYCAhJh/bEEQdUH/ZWwgA2pBEHY7AYACIAFBAWoiAUGAAUcNAAsDQCAAIAJBAXRqIgEgAS4BACIDQYCAhMV9bEEQdUH/ZWwgA0GhC2xqQRB2OwEAIAEgAS4BAiIBQYCAhMV9bEEQdUH/ZWwgAUGhC2xqQRB2OwECIAJBAmoiAkGAAkcNAAsLjyQBDn8jAEHwzABrIggkACAIIAIpABg3AxggCCACKQAQNwMQIAggAikACDcDCCAIIAIpAAA3AwAgCEEDOgAgIAhBMGoiAyAIQiEQcBogCEHwJGoiCSADQQAQhgIgCEHwAGoiCiAIQdAAaiIDQQAQJCAIQfAEaiIMIANBARAkIAhB8AhqIg0gA0ECECQgCEHwGGoiBiADQQMQJCAIQfAcaiIHIANBBBAkIAhB8CBqIgUgA0EFECQgChBuIAYQbiAIQfAMaiAJIAoQFSAIQfDIAGogCEHwKGogDBAVA0AgBEEBdCIDIAhB8AxqIgpqIgYgCEHwyABqIgkgA2ovAQAgBi8BAGo7AQAgCiADQQJyIgZqIgsgBiAJai8BACALLwEAajsBACAKIANBBHIiBmoiCyAGIAlqLwEAIAsvAQBqOwEAIAogA0EGciIDaiIKIAMgCWovAQAgCi8BAGo7AQAgBEEEaiIEQYACRw0ACyAJIAhB8CxqIA0QFUEAIQRBACEDA0AgA0EBdCIKIAhB8AxqIglqIgYgCEHwyABqIg8iCyAKai8BACAGLwEAajsBACAJIApBAnIiBmoiDiAGIAtqLwEAIA4vAQBqOwEAIAkgCkEEciIGaiILIAYgD2ovAQAgCy8BAGo7AQAgCSAKQQZyIgpqIgkgCiAPai8BACAJLwEAajsBACADQQRqIgNBgAJHDQALA0AgCEHwDGogBEEBdGoiAyADLgEAIgpBv50BbEEadUH/ZWwgCmo7AQAgAyADLgECIgNBv50BbEEadUH/ZWwgA2o7AQIgBEECaiIEQYACRw0AC0EAIQMDQCAIQfAMaiADQQF0aiIEIAQuAQAiCkGAgKSCBWxBEHVB/2VsIApByQpsakEQdjsBACAEIAQuAQIiBEGAgKSCBWxBEHVB/2VsIARByQpsakEQdjsBAiADQQJqIgNBgAJHDQALIAhB8BBqIgogCEHwMGogCEHwAGoQFSAIQfDIAGogCEHwNGogDBAVQQAhAwNAIAogA0EBdCIEaiIGIAhB8MgAaiIJIARqLwEAIAYvAQBqOwEAIAogBEECciIGaiILIAYgCWovAQAgCy8BAGo7AQAgCiAEQQRyIgZqIgsgBiAJai8BACALLwEAajsBACAKIARBBnIiBGoiBiAEIAlqLwEAIAYvAQBqOwEAIANBBGoiA0GAAkcNAAsgCSAIQfA4aiANEBVBACEDQQAhBANAIAogBEEBdCIJaiIGIAhB8MgAaiIPIgsgCWovAQAgBi8BAGo7AQAgCiAJQQJyIgZqIg4gBiALai8BACAOLwEAajsBACAKIAlBBHIiBmoiCyAGIA9qLwEAIAsvAQBqOwEAIAogCUEGciIJaiIGIAkgD2ovAQAgBi8BAGo7AQAgBEEEaiIEQYACRw0ACwNAIAogA0EBdGoiBCAELgEAIglBv50BbEEadUH/ZWwgCWo7AQAgBCAELgECIgRBv50BbEEadUH/ZWwgBGo7AQIgA0ECaiIDQYACRw0AC0EAIQQDQCAKIARBAXRqIgMgAy4BACIJQYCApIIFbEEQdUH/ZWwgCUHJCmxqQRB2OwEAIAMgAy4BAiIDQYCApIIFbEEQdUH/ZWwgA0HJCmxqQRB2OwECIARBAmoiBEGAAkcNAAsgCEHwFGoiCSAIQfA8aiAIQfAAahAVIAhB8MgAaiAIQfDAAGogDBAVQQAhBANAIAkgBEEBdCIDaiILIAhB8MgAaiIGIANqLwEAIAsvAQBqOwEAIAkgA0ECciILaiIOIAYgC2ovAQAgDi8BAGo7AQAgCSADQQRyIgtqIg4gBiALai8BACAOLwEAajsBACAJIANBBnIiA2oiCyADIAZqLwEAIAsvAQBqOwEAIARBBGoiBEGAAkcNAAsgBiAIQfDEAGogDRAVQQAhBEEAIQYDQCAJIAZBAXQiA2oiCyAIQfDIAGoiECIOIANqLwEAIAsvAQBqOwEAIAkgA0ECciILaiIPIAsgDmovAQAgDy8BAGo7AQAgCSADQQRyIgtqIg4gCyAQai8BACAOLwEAajsBACAJIANBBnIiA2oiCyADIBBqLwEAIAsvAQBqOwEAIAZBBGoiBkGAAkcNAAsDQCAJIARBAXRqIgMgAy4BACIGQb+dAWxBGnVB/2VsIAZqOwEAIAMgAy4BAiIDQb+dAWxBGnVB/2VsIANqOwECIARBAmoiBEGAAkcNAAtBACEEQQAhAwNAIAkgA0EBdGoiBiAGLgEAIgtBgICkggVsQRB1Qf9lbCALQckKbGpBEHY7AQAgBiAGLgECIgZBgICkggVsQRB1Qf9lbCAGQckKbGpBEHY7AQIgA0ECaiIDQYACRw0ACwNAIARBAXQiAyAIQfAMaiIGaiILIAhB8BhqIhAiDiADai8BACALLwEAajsBACAGIANBAnIiC2oiDyALIA5qLwEAIA8vAQBqOwEAIAYgA0EEciILaiIOIAsgEGovAQAgDi8BAGo7AQAgBiADQQZyIgNqIgYgAyAQai8BACAGLwEAajsBACAEQQRqIgRBgAJHDQALQQAhBANAIAogBEEBdCIDaiIGIAMgB2ovAQAgBi8BAGo7AQAgCiADQQJyIgZqIgsgBiAHai8BACALLwEAajsBACAKIANBBHIiBmoiCyAGIAdqLwEAIAsvAQBqOwEAIAogA0EGciIDaiIGIAMgB2ovAQAgBi8BAGo7AQAgBEEEaiIEQYACRw0AC0EAIQQDQCAJIARBAXQiA2oiByADIAVqLwEAIAcvAQBqOwEAIAkgA0ECciIHaiIGIAUgB2ovAQAgBi8BAGo7AQAgCSADQQRyIgdqIgYgBSAHai8BACAGLwEAajsBACAJIANBBnIiA2oiByADIAVqLwEAIAcvAQBqOwEAIARBBGoiBEGAAkcNAAtBACEDA0AgCEHwDGogA0EBdGoiBCAELgEAIgdBv50BbEEadUH/ZWwgB2o7AQAgBCAELgECIgRBv50BbEEadUH/ZWwgBGo7AQIgA0ECaiIDQYACRw0AC0EAIQMDQCAKIANBAXRqIgQgBC4BACIHQb+dAWxBGnVB/2VsIAdqOwEAIAQgBC4BAiIEQb+dAWxBGnVB/2VsIARqOwECIANBAmoiA0GAAkcNAAtBACEDA0AgCSADQQF0aiIEIAQuAQAiB0G/nQFsQRp1Qf9lbCAHajsBACAEIAQuAQIiBEG/nQFsQRp1Qf9lbCAEajsBAiADQQJqIgNBgAJHDQALQQAhBwNAQQAhBCAIQfAMaiAHQQF0aiIDIAMvAQAiBSAFQYEaayIFIAXBQQBIGzsBACADIAMvAQIiBSAFQYEaayIFIAXBQQBIGzsBAiADIAMvAQQiBSAFQYEaayIFIAXBQQBIGzsBBCADIAMvAQYiAyADQYEaayIDIAPBQQBIGzsBBiAHQQRqIgdBgAJHDQALA0BBACEHIAogBEEBdGoiAyADLwEAIgUgBUGBGmsiBSAFwUEASBs7AQAgAyADLwECIgUgBUGBGmsiBSAFwUEASBs7AQIgAyADLwEEIgUgBUGBGmsiBSAFwUEASBs7AQQgAyADLwEGIgMgA0GBGmsiAyADwUEASBs7AQYgBEEEaiIEQYACRw0ACwNAQQAhBCAJIAdBAXRqIgMgAy8BACIFIAVBgRprIgUgBcFBAEgbOwEAIAMgAy8BAiIFIAVBgRprIgUgBcFBAEgbOwECIAMgAy8BBCIFIAVBgRprIgUgBcFBAEgbOwEEIAMgAy8BBiIDIANBgRprIgMgA8FBAEgbOwEGIAdBBGoiB0GAAkcNAAsDQCAIQfAAaiAEQQF0aiIDIAMuAQAiB0G/nQFsQRp1Qf9lbCAHajsBACADIAMuAQIiA0G/nQFsQRp1Qf9lbCADajsBAiAEQQJqIgRBgAJHDQALQQAhAwNAIAwgA0EBdGoiBCAELgEAIgdBv50BbEEadUH/ZWwgB2o7AQAgBCAELgECIgRBv50BbEEadUH/ZWwgBGo7AQIgA0ECaiIDQYACRw0AC0EAIQMDQCANIANBAXRqIgQgBC4BACIHQb+dAWxBGnVB/2VsIAdqOwEAIAQgBC4BAiIEQb+dAWxBGnVB/2VsIARqOwECIANBAmoiA0GAAkcNAAtBACEHA0BBACEEIAhB8ABqIAdBAXRqIgMgAy8BACIFIAVBgRprIgUgBcFBAEgbOwEAIAMgAy8BAiIFIAVBgRprIgUgBcFBAEgbOwECIAMgAy8BBCIFIAVBgRprIgUgBcFBAEgbOwEEIAMgAy8BBiIDIANBgRprIgMgA8FBAEgbOwEGIAdBBGoiB0GAAkcNAAsDQEEAIQcgDCAEQQF0aiIDIAMvAQAiBSAFQYEaayIFIAXBQQBIGzsBACADIAMvAQIiBSAFQYEaayIFIAXBQQBIGzsBAiADIAMvAQQiBSAFQYEaayIFIAXBQQBIGzsBBCADIAMvAQYiAyADQYEaayIDIAPBQQBIGzsBBiAEQQRqIgRBgAJHDQALA0BBACEDIA0gB0EBdGoiBCAELwEAIgUgBUGBGmsiBSAFwUEASBs7AQAgBCAELwECIgUgBUGBGmsiBSAFwUEASBs7AQIgBCAELwEEIgUgBUGBGmsiBSAFwUEASBs7AQQgBCAELwEGIgQgBEGBGmsiBCAEwUEASBs7AQYgB0EEaiIHQYACRw0ACwNAIAhB8ABqIgUgA0ECdGoiBi8BAiEEIAEgA0EDbGoiByAGLwEAIgY6AAAgByAEQQR2OgACIAcgBEEEdCAGQQh2cjoAASADQQFyIgdBAnQgBWoiBS8BAiEEIAEgB0EDbGoiByAFLwEAIgU6AAAgByAEQQR2OgACIAcgBEEEdCAFQQh2cjoAASADQQJqIgNBgAFHDQALIAFBgANqIQRBACEDA0AgDCADQQJ0aiIGLwECIQcgBCADQQNsaiIFIAYvAQAiBjoAACAFIAdBBHY6AAIgBSAHQQR0IAZBCHZyOgABIAwgA0EBciIFQQJ0aiIGLwECIQcgBCAFQQNsaiIFIAYvAQAiBjoAACAFIAdBBHY6AAIgBSAHQQR0IAZBCHZyOgABIANBAmoiA0GAAUcNAAsgAUGABmohB0EAIQNBACEEA0AgDSAEQQJ0aiIGLwECIQwgByAEQQNsaiIFIAYvAQAiBjoAACAFIAxBBHY6AAIgBSAMQQR0IAZBCHZyOgABIA0gBEEBciIFQQJ0aiIGLwECIQwgByAFQQNsaiIFIAYvAQAiBjoAACAFIAxBBHY6AAIgBSAMQQR0IAZBCHZyOgABIARBAmoiBEGAAUcNAAsDQCAIQfAMaiIMIANBAnRqIg0vAQIhBCAAIANBA2xqIgcgDS8BACINOgAAIAcgBEEEdjoAAiAHIARBBHQgDUEIdnI6AAEgA0EBciIHQQJ0IAxqIgwvAQIhBCAAIAdBA2xqIgcgDC8BACIMOgAAIAcgBEEEdjoAAiAHIARBBHQgDEEIdnI6AAEgA0ECaiIDQYABRw0ACyAAQYADaiEEQQAhAwNAIAogA0ECdGoiDS8BAiEHIAQgA0EDbGoiDCANLwEAIg06AAAgDCAHQQR2OgACIAwgB0EEdCANQQh2cjoAASAKIANBAXIiDEECdGoiDS8BAiEHIAQgDEEDbGoiDCANLwEAIg06AAAgDCAHQQR2OgACIAwgB0EEdCANQQh2cjoAASADQQJqIgNBgAFHDQALIABBgAZqIQRBACEDA0AgCSADQQJ0aiIMLwECIQogBCADQQNsaiIHIAwvAQAiDDoAACAHIApBBHY6AAIgByAKQQR0IAxBCHZyOgABIAkgA0EBciIHQQJ0aiIMLwECIQogBCAHQQNsaiIHIAwvAQAiDDoAACAHIApBBHY6AAIgByAKQQR0IAxBCHZyOgABIANBAmoiA0GAAUcNAAsgAEGYCWogCCkDSDcAACAAQZAJaiAIKQNANwAAIABBiAlqIAgpAzg3AAAgAEGACWogCCkDMDcAACAIQTBqQcAAEAcgCEHwAGpBgAwQByAIQfAYakGADBAHIAhBIRAHIAFBgAlqIABBoAn8CgAAIAFBoBJqIABCoAkQngEaIAFB2BJqIAIpADg3AAAgAUHQEmogAikAMDcAACABQcgSaiACKQAoNwAAIAFBwBJqIAIpACA3AAAgCEHwzABqJABBAAvLAQEDfyMAQRBrIgMkAAJ/IAAtAOwBBEAgABAaQX8MAQsgACgC4AEiAiAAKALkASIERgRAIAAQGiAAQQA2AuABIAAoAuQBIQRBACECCwJAIARBAWsgAkYEQCADQYYBOgAPDAELIANBBjoADyAAIANBD2ogAkEBEBggA0GAAToADyAAKALkAUEBayECCyAAIANBD2ogAkEBEBggABAaQQALIAAoAugBIgQEQCABIAAgBPwKAAALIABBAToA7AEgAEEANgLgASADQRBqJAALBQBB0AELBABBAQuLLgElfiAAIAEpACgiICABKQBoIhggASkAQCIaIAEpACAiGSAYIAEpAHgiHCABKQBYIiEgASkAUCIbICAgACkAECAZIAApADAiHXx8IhV8IB0gACkAUCAVhULr+obav7X2wR+FQiCJIhVCq/DT9K/uvLc8fCIehUIoiSIdfCIWIBWFQjCJIgYgHnwiBCAdhUIBiSIXIAEpABgiHSAAKQAIIiUgASkAECIVIAApACgiHnx8IiJ8IAApAEggIoVCn9j52cKR2oKbf4VCIIkiA0LFsdXZp6+UzMQAfSIFIB6FQiiJIgJ8Igd8fCIjfCAXICMgASkACCIeIAApAAAiJiABKQAAIiIgACkAICIkfHwiH3wgJCAAQUBrKQAAIB+FQtGFmu/6z5SH0QCFQiCJIh9CiJLznf/M+YTqAHwiCIVCKIkiC3wiDCAfhUIwiSIJhUIgiSIfIAEpADgiIyAAKQAYIAEpADAiJCAAKQA4Igp8fCINfCAKIAApAFggDYVC+cL4m5Gjs/DbAIVCIIkiDUKPkouH2tiC2NoAfSIOhUIoiSIKfCIQIA2FQjCJIg0gDnwiDnwiEYVCKIkiF3wiEiAfhUIwiSITIBF8IhEgF4VCAYkiFCABKQBIIhd8IBggASkAYCIfIBYgCiAOhUIBiSIKfHwiFnwgFiADIAeFQjCJIgOFQiCJIgcgCCAJfCIIfCIJIAqFQiiJIgp8Ig58Ig98IA8gHCABKQBwIhYgECAIIAuFQgGJIgh8fCILfCAGIAuFQiCJIgYgAyAFfCIDfCIFIAiFQiiJIgh8IgsgBoVCMIkiBoVCIIkiECAXIBogAiADhUIBiSIDIAx8fCICfCADIAQgAiANhUIgiSICfCIEhUIoiSIDfCIMIAKFQjCJIgIgBHwiBHwiDSAUhUIoiSIUfCIPICF8IAsgGCAHIA6FQjCJIgcgCXwiCSAKhUIBiSIKfHwiCyAkfCAKIAIgC4VCIIkiAiARfCILhUIoiSIKfCIOIAKFQjCJIgIgC3wiCyAKhUIBiSIKfCIRICN8IAogBSAGfCIGIAiFQgGJIgUgDCAWfHwiCCAbfCAFIAggE4VCIIkiCCAJfCIMhUIoiSIFfCIJIAiFQjCJIgggDHwiDCARIBogGSADIASFQgGJIgR8IBJ8IgN8IAQgBiADIAeFQiCJIgN8IgaFQiiJIgR8IgcgA4VCMIkiA4VCIIkiEXwiEoVCKIkiCnwiEyARhUIwiSIRIBJ8IhIgCoVCAYkiCiAcfCAdICAgBSAMhUIBiSIFIA58fCIMfCAFIAwgDyAQhUIwiSIOhUIgiSIMIAMgBnwiBnwiA4VCKIkiBXwiEHwiDyAEIAaFQgGJIgYgHnwgCXwiBCAffCAGIAIgBIVCIIkiBCANIA58IgJ8IgmFQiiJIgZ8Ig0gBIVCMIkiBIVCIIkiDiAVIAIgFIVCAYkiAiAHfCAifCIHfCACIAcgCIVCIIkiByALfCIIhUIoiSICfCILIAeFQjCJIgcgCHwiCHwiFCAKhUIoiSIKIA98fCIPIBogBSADIAwgEIVCMIkiBXwiA4VCAYkiDCANICF8fCINfCAMIAcgDYVCIIkiByASfCIMhUIoiSINfCIQIAeFQjCJIgcgDHwiDCANhUIBiSINfCAXfCISfCANIBIgICACIAiFQgGJIgIgE3x8IgggFXwgAiAFIAiFQiCJIgUgBCAJfCIEfCIIhUIoiSICfCIJIAWFQjCJIgWFQiCJIhIgBCAGhUIBiSIGIB98IAt8IgQgInwgBiADIAQgEYVCIIkiBHwiA4VCKIkiBnwiCyAEhUIwiSIEIAN8IgN8IhGFQiiJIg18IhMgHiAJIAogDiAPhUIwiSIKIBR8Ig6FQgGJIhR8ICN8Igl8IAQgCYVCIIkiBCAMfCIMIBSFQiiJIgl8IhQgBIVCMIkiBCAMfCIMIAmFQgGJIgl8ICF8Ig8gFnwgCSAPIBYgECADIAaFQgGJIgZ8IBt8IgN8IAYgAyAKhUIgiSIGIAUgCHwiA3wiBYVCKIkiCHwiCSAGhUIwiSIGhUIgiSIKIA4gByACIAOFQgGJIgMgCyAdfHwiAoVCIIkiB3wiCyADhUIoiSIDIAJ8ICR8IgIgB4VCMIkiByALfCILfCIOhUIoiSIQfCIPIA0gESASIBOFQjCJIg18IhGFQgGJIhIgCSAjfHwiCSAXfCAHIAmFQiCJIgcgDHwiDCAShUIoiSIJfCISIAeFQjCJIgcgDHwiDCAJhUIBiSIJfCAcfCITfCAJIBMgDSAYIAMgC4VCAYkiA3wgFHwiC4VCIIkiDSAFIAZ8IgZ8IgUgA4VCKIkiAyALfCAffCILIA2FQjCJIg2FQiCJIhMgHiAGIAiFQgGJIgYgHXwgAnwiAnwgBiARIAIgBIVCIIkiBHwiAoVCKIkiBnwiCCAEhUIwiSIEIAJ8IgJ8IhGFQiiJIgl8IhQgDCAEIAogD4VCMIkiCiAOfCIOIBCFQgGJIhAgCyAZfHwiC4VCIIkiBHwiDCAQhUIoiSIQIAt8ICJ8IgsgBIVCMIkiBCAMfCIMIBCFQgGJIhB8IBt8Ig8gHHwgECAPIBIgAiAGhUIBiSIGfCAVfCICICR8IAYgAiAKhUIgiSICIAUgDXwiBXwiCoVCKIkiBnwiDSAChUIwiSIChUIgiSISICAgAyAFhUIBiSIDIAh8fCIFIBt8IAMgBSAHhUIgiSIFIA58IgeFQiiJIgN8IgggBYVCMIkiBSAHfCIHfCIOhUIoiSIQfCIPIAkgEyAUhUIwiSIJIBF8IhGFQgGJIhMgDSAXfHwiDSAifCAFIA2FQiCJIgUgDHwiDCAThUIoiSINfCITIAWFQjCJIgUgDHwiDCANhUIBiSINfCAdfCIUfCANIBQgAyAHhUIBiSIDIBV8IAt8IgcgGXwgAyAHIAmFQiCJIgcgAiAKfCICfCILhUIoiSIDfCIJIAeFQjCJIgeFQiCJIgogICACIAaFQgGJIgZ8IAh8IgIgI3wgBiARIAIgBIVCIIkiBHwiAoVCKIkiBnwiCCAEhUIwiSIEIAJ8IgJ8Ig2FQiiJIhF8IhQgCoVCMIkiCiADIAcgC3wiA4VCAYkiByAIICF8fCIIIB98IAcgDyAShUIwiSILIA58Ig4gBSAIhUIgiSIFfCIIhUIoiSIHfCISIAWFQjCJIgUgCHwiCCAHhUIBiSIHICJ8IAkgDiAQhUIBiSIJfCAkfCIOIBp8IAkgBCAOhUIgiSIEIAx8IgyFQiiJIgl8Ig58IhCFQiCJIg8gHiATIAIgBoVCAYkiBnwgFnwiAnwgBiADIAIgC4VCIIkiBnwiA4VCKIkiAnwiCyAGhUIwiSIGIAN8IgN8IhMgB4VCKIkiByAQfCAhfCIQIA+FQjCJIg8gE3wiEyAHhUIBiSIHIAIgA4VCAYkiAyASfCAkfCICIBt8IAMgCiANfCIKIAQgDoVCMIkiBCAChUIgiSICfCINhUIoiSIDfCIOfCAjfCISfCAHIBIgCiARhUIBiSIKIAsgFXx8IgsgH3wgCiAFIAuFQiCJIgUgBCAMfCIEfCILhUIoiSIMfCIKIAWFQjCJIgWFQiCJIhEgBCAJhUIBiSIEIBp8IBR8IgkgHXwgBCAGIAmFQiCJIgYgCHwiCIVCKIkiBHwiCSAGhUIwiSIGIAh8Igh8IhKFQiiJIgd8IhQgEYVCMIkiESASfCISIAeFQgGJIgcgCiADIAIgDoVCMIkiAyANfCIChUIBiSINfCAZfCIKIBh8IAYgCoVCIIkiBiATfCIKIA2FQiiJIg18Ig4gBoVCMIkiBiAKfCIKIAIgDyAFIAt8IgUgDIVCAYkiAiAJIB58fCILhUIgiSIMfCIJIAKFQiiJIgIgC3wgF3wiCyAMhUIwiSIMIBAgBCAIhUIBiSIEfCAcfCIIIBZ8IAQgBSADIAiFQiCJIgN8IgWFQiiJIgR8IgggByAWfHwiB4VCIIkiEHwiE4VCKIkiDyATIBAgDyAYfCAHfCIHhUIwiSIQfCIThUIBiSIPIBIgBiAZIAQgAyAIhUIwiSIEIAV8IgOFQgGJIgV8IAt8IgiFQiCJIgZ8IgsgBiAFIAuFQiiJIgUgG3wgCHwiCIVCMIkiBnwiCyACIAkgDHwiDIVCAYkiAiAOIB98fCIJIBGFQiCJIg4gAyAOfCIDIAKFQiiJIgIgIHwgCXwiCYVCMIkiDiAKIA2FQgGJIgogDCAEIAogHnwgFHwiCoVCIIkiBHwiDIVCKIkiDSAcfCAKfCIKIA8gJHx8IhGFQiCJIhJ8IhSFQiiJIg8gFCASIA8gHXwgEXwiEYVCMIkiEnwiFIVCAYkiDyATIAYgCSAiIA0gDCAEIAqFQjCJIgR8IgyFQgGJIgl8fCIKhUIgiSIGfCINIAYgCSANhUIoiSIJICN8IAp8IgqFQjCJIgZ8Ig0gECAIIBogAiADIA58IgOFQgGJIgJ8fCIIhUIgiSIOIAggAiAMIA58IgiFQiiJIgIgIXx8IgyFQjCJIg4gBSALhUIBiSIFIAMgBCAFIBd8IAd8IgWFQiCJIgR8IgOFQiiJIgcgFXwgBXwiBSAPIB98fCILhUIgiSIQfCIThUIoiSIPIBMgECAPIB58IAt8IguFQjCJIhB8IhOFQgGJIg8gFCAGIB0gByADIAQgBYVCMIkiBHwiA4VCAYkiBXwgDHwiB4VCIIkiBnwiDCAGIAUgDIVCKIkiBSAXfCAHfCIHhUIwiSIGfCIMIBIgAiAIIA58IgiFQgGJIgIgGHwgCnwiCoVCIIkiDiACIAMgDnwiA4VCKIkiAiAhfCAKfCIKhUIwiSIOIAkgDYVCAYkiCSAIIAQgCSAjfCARfCIJhUIgiSIEfCIIhUIoiSINIBZ8IAl8IgkgDyAcfHwiEYVCIIkiEnwiFIVCKIkiDyAUIBIgDyAZfCARfCIRhUIwiSISfCIUhUIBiSIPIBMgBiAgIA0gCCAEIAmFQjCJIgR8IgiFQgGJIgl8IAp8IgqFQiCJIgZ8Ig0gBiAJIA2FQiiJIgkgInwgCnwiCoVCMIkiBnwiDSAQIBUgAiADIA58IgOFQgGJIgJ8IAd8IgeFQiCJIg4gByACIAggDnwiB4VCKIkiAiAbfHwiCIVCMIkiDiAFIAyFQgGJIgUgAyAEIAUgGnwgC3wiBYVCIIkiBHwiA4VCKIkiCyAkfCAFfCIFIA8gIXx8IgyFQiCJIhB8IhOFQiiJIg8gEyAQIA8gHXwgDHwiDIVCMIkiEHwiE4VCAYkiDyAUIAYgIiALIAMgBCAFhUIwiSIEfCIDhUIBiSIFfCAIfCIIhUIgiSIGfCILIAYgBSALhUIoiSIFIBp8IAh8IgiFQjCJIgZ8IgsgEiACIAcgDnwiB4VCAYkiAiAkfCAKfCIKhUIgiSIOIAIgAyAOfCIDhUIoiSICIBx8IAp8IgqFQjCJIg4gCSANhUIBiSIJIAcgBCAJIBZ8IBF8IgmFQiCJIgR8IgeFQiiJIg0gF3wgCXwiCSAPIBh8fCIRhUIgiSISfCIUhUIoiSIPIBQgEiAPICN8IBF8IhGFQjCJIhJ8IhSFQgGJIg8gEyAGIB8gDSAHIAQgCYVCMIkiBHwiB4VCAYkiCXwgCnwiCoVCIIkiBnwiDSAGIAkgDYVCKIkiCSAVfCAKfCIKhUIwiSIGfCINIBAgGyACIAMgDnwiA4VCAYkiAnwgCHwiCIVCIIkiDiACIAcgDnwiB4VCKIkiAiAgfCAIfCIIhUIwiSIOIAUgC4VCAYkiBSADIAQgBSAefCAMfCIFhUIgiSIEfCIDhUIoiSILIBl8IAV8IgUgDyAjfHwiDIVCIIkiEHwiE4VCKIkiDyATIBAgDyAkfCAMfCIMhUIwiSIQfCIThUIBiSIPIBQgBiAeIAsgAyAEIAWFQjCJIgR8IgOFQgGJIgV8IAh8IgiFQiCJIgZ8IgsgBiAFIAuFQiiJIgUgIHwgCHwiCIVCMIkiBnwiCyASIAIgByAOfCIHhUIBiSICIBt8IAp8IgqFQiCJIg4gAiADIA58IgOFQiiJIgIgFXwgCnwiCoVCMIkiDiAJIA2FQgGJIgkgByAEIAkgGnwgEXwiCYVCIIkiBHwiB4VCKIkiDSAZfCAJfCIJIA8gF3x8IhGFQiCJIhJ8IhSFQiiJIg8gFCASIA8gFnwgEXwiEYVCMIkiEnwiFIVCAYkiDyATIAYgHCANIAcgBCAJhUIwiSIEfCIHhUIBiSIJfCAKfCIKhUIgiSIGfCINIAYgCSANhUIoiSIJICF8IAp8IgqFQjCJIgZ8Ig0gECAYIAIgAyAOfCIDhUIBiSICfCAIfCIIhUIgiSIOIAIgByAOfCIHhUIoiSICICJ8IAh8IgiFQjCJIg4gBSALhUIBiSIFIAMgBCAFIB18IAx8IgWFQiCJIgR8IgOFQiiJIgsgH3wgBXwiBSAPIBl8fCIMhUIgiSIQfCIThUIoiSIPIBMgECAPICB8IAx8IgyFQjCJIhB8IhOFQgGJIg8gFCAGICQgCyADIAQgBYVCMIkiBHwiA4VCAYkiBXwgCHwiCIVCIIkiBnwiCyAGIAUgC4VCKIkiBSAjfCAIfCIIhUIwiSIGfCILIBIgAiAHIA58IgeFQgGJIgIgInwgCnwiCoVCIIkiDiACIAMgDnwiA4VCKIkiAiAefCAKfCIKhUIwiSIOIAkgDYVCAYkiCSAHIAQgCSAVfCARfCIJhUIgiSIEfCIHhUIoiSINIB18IAl8IgkgDyAbfHwiEYVCIIkiEnwiFIVCKIkiDyAUIBIgDyAhfCARfCIRhUIwiSISfCIUhUIBiSIPIBMgBiAaIA0gByAEIAmFQjCJIgR8IgeFQgGJIgl8IAp8IgqFQiCJIgZ8Ig0gBiAJIA2FQiiJIgkgF3wgCnwiCoVCMIkiBnwiDSAQIBYgAiADIA58IgOFQgGJIgJ8IAh8IgiFQiCJIg4gAiAHIA58IgeFQiiJIgIgHHwgCHwiCIVCMIkiDiAFIAuFQgGJIgUgAyAEIAUgH3wgDHwiBYVCIIkiBHwiA4VCKIkiCyAYfCAFfCIFIA8gF3x8IheFQiCJIgx8IhCFQiiJIhMgECAMIBMgHHwgF3wiHIVCMIkiF3wiDIVCAYkiECAUIAYgGCALIAMgBCAFhUIwiSIEfCIDhUIBiSIFfCAIfCIYhUIgiSIGfCIIIAYgGCAkIAUgCIVCKIkiJHx8IhiFQjCJIgZ8IgUgEiAWIAIgByAOfCIHhUIBiSICfCAKfCIWhUIgiSIIIBYgGyACIAMgCHwiFoVCKIkiA3x8IhuFQjCJIgIgGiAJIA2FQgGJIgggByAEIAggGXwgEXwiGYVCIIkiBHwiB4VCKIkiCHwgGXwiGiAQICJ8fCIZhUIgiSIifCILhUIoiSIJIBV8IBl8IhkgJYUgByAEIBqFQjCJIhp8IhUgFyAYICAgAyACIBZ8IhiFQgGJIhZ8fCIghUIgiSIXfCIEIBcgICAdIAQgFoVCKIkiHXx8IiCFQjCJIhd8IhaFNwAIIAAgGCAaIBwgISAFICSFQgGJIhx8fCIhhUIgiSIafCIYIBogIyAYIByFQiiJIhh8ICF8IhyFQjCJIhp8IiEgJiAfIAggFYVCAYkiFSAMIAYgFSAefCAbfCIbhUIgiSIVfCIehUIoiSIjfCAbfCIbhYU3AAAgACAeIBUgG4VCMIkiG3wiFSAcIAApABCFhTcAECAAIBkgIoVCMIkiGSAAKQAgIBYgHYVCAYmFhTcAICAAIAsgGXwiGSAgIAApABiFhTcAGCAAIAApACggFSAjhUIBiYUgGoU3ACggACAAKQA4IBggIYVCAYmFIBuFNwA4IAAgACkAMCAJIBmFQgGJhSAXhTcAMAsjACABQoCAgIAQWgRAEAwACyAAIAEgAiADQdi9AigCABEQAAvwCQEefyABKAIoIQMgASgCBCEEIAEoAiwhBSABKAIIIQYgASgCMCEHIAEoAgwhCCABKAI0IQkgASgCECEKIAEoAjghCyABKAIUIQwgASgCPCENIAEoAhghDiABQUBrIg8oAgAhECABKAIcIREgASgCRCESIAEoAiAhEyABKAJIIRQgASgCACEVIAAgASgCJCABKAJMajYCJCAAIBMgFGo2AiAgACARIBJqNgIcIAAgDiAQajYCGCAAIAwgDWo2AhQgACAKIAtqNgIQIAAgCCAJajYCDCAAIAYgB2o2AgggACAEIAVqNgIEIAAgAyAVajYCACABKAIoIQUgASgCBCEDIAEoAiwhBiABKAIIIQcgASgCMCEIIAEoAgwhCSABKAI0IQogASgCECELIAEoAjghDCABKAIUIQ0gASgCPCEOIAEoAhghECAPKAIAIQ8gASgCHCEEIAEoAkQhESABKAIgIRIgASgCSCETIAEoAgAhFCAAIAEoAkwgASgCJGs2AkwgACATIBJrNgJIIAAgESAEazYCRCAAQUBrIgQgDyAQazYCACAAIA4gDWs2AjwgACAMIAtrNgI4IAAgCiAJazYCNCAAIAggB2s2AjAgACAGIANrNgIsIABBKGoiAyAFIBRrNgIAIABB0ABqIAAgAkEoahAFIAMgAyACEAUgAEH4AGogAkH4AGogAUH4AGoQBSAAIAFB0ABqIAJB0ABqEAUgACgCBCEVIAAoAgghFiAAKAIMIRcgACgCECEYIAAoAhQhGSAAKAIYIRogACgCHCEbIAAoAiAhHCAAKAIkIR0gAygCACEBIAAoAlAhAiAAKAIsIQUgACgCVCEGIAAoAjAhByAAKAJYIQggACgCNCEJIAAoAlwhCiAAKAI4IQsgACgCYCEMIAAoAjwhDSAAKAJkIQ4gBCgCACEPIAAoAmghECAAKAJEIREgACgCbCESIAAoAkghEyAAKAJwIRQgACgCACEeIAAgACgCTCIfIAAoAnQiIGo2AkwgACATIBRqNgJIIAAgESASajYCRCAEIA8gEGo2AgAgACANIA5qNgI8IAAgCyAMajYCOCAAIAkgCmo2AjQgACAHIAhqNgIwIAAgBSAGajYCLCADIAEgAmo2AgAgACAgIB9rNgIkIAAgFCATazYCICAAIBIgEWs2AhwgACAQIA9rNgIYIAAgDiANazYCFCAAIAwgC2s2AhAgACAKIAlrNgIMIAAgCCAHazYCCCAAIAYgBWs2AgQgACACIAFrNgIAIAAgACgCnAEiASAdQQF0IgJqNgKcASAAIAAoApgBIgMgHEEBdCIEajYCmAEgACAAKAKUASIFIBtBAXQiBmo2ApQBIAAgACgCkAEiByAaQQF0IghqNgKQASAAIAAoAowBIgkgGUEBdCIKajYCjAEgACAAKAKIASILIBhBAXQiDGo2AogBIAAgACgChAEiDSAXQQF0Ig5qNgKEASAAIAAoAoABIg8gFkEBdCIQajYCgAEgACAAKAJ8IhEgFUEBdCISajYCfCAAIAAoAngiEyAeQQF0IhRqNgJ4IAAgBCADazYCcCAAIAYgBWs2AmwgACAIIAdrNgJoIAAgCiAJazYCZCAAIAwgC2s2AmAgACAOIA1rNgJcIAAgECAPazYCWCAAIBIgEWs2AlQgACAUIBNrNgJQIAAgAiABazYCdAtAAQN/IAAgASABQfgAaiICEAUgAEEoaiABQShqIgMgAUHQAGoiBBAFIABB0ABqIAQgAhAFIABB+ABqIAEgAxAFC4oGARd/IwBBwAJrIgIkACAAQShqIgYgARA1IABCADcCVCAAQQE2AlAgAEIANwJcIABCADcCZCAAQgA3AmwgAEEANgJ0IAJB8AFqIgUgBhAEIAJBwAFqIgQgBUHADBAFQX8hByACIAIoAvABQQFrIgg2AvABIAIgAigCwAFBAWo2AsABIAIoAvQBIQkgAigC+AEhCiACKAL8ASELIAIoAoACIQwgAigChAIhDSACKAKIAiEOIAIoAowCIQ8gAigCkAIhECACKAKUAiERIAJBkAFqIgMgBBAEIAMgAyAEEAUgACADEAQgACAAIAQQBSAAIAAgBRAFIAAgABCIASAAIAAgAxAFIAAgACAFEAUgAkHgAGoiAyAAEAQgAyADIAQQBSACIAIoAoQBIgQgEWs2AlQgAiACKAKAASIDIBBrNgJQIAIgAigCfCIFIA9rNgJMIAIgAigCeCISIA5rNgJIIAIgAigCdCITIA1rNgJEIAIgAigCcCIUIAxrNgJAIAIgAigCbCIVIAtrNgI8IAIgAigCaCIWIAprNgI4IAIgAigCZCIXIAlrNgI0IAIgAigCYCIYIAhrNgIwIAIgAkEwahAPAkAgAkEgEBtFBEAgAiAEIBFqNgIkIAIgAyAQajYCICACIAUgD2o2AhwgAiAOIBJqNgIYIAIgDSATajYCFCACIAwgFGo2AhAgAiALIBVqNgIMIAIgCiAWajYCCCACIAkgF2o2AgQgAiAIIBhqNgIAIAJBoAJqIgQgAhAPIARBIBAbRQ0BIAAgAEHwDBAFCyACQaACaiAAEA8gAi0AoAJBAXEgAS0AH0EHdkYEQCAAQQAgACgCAGs2AgAgAEEAIAAoAiRrNgIkIABBACAAKAIgazYCICAAQQAgACgCHGs2AhwgAEEAIAAoAhhrNgIYIABBACAAKAIUazYCFCAAQQAgACgCEGs2AhAgAEEAIAAoAgxrNgIMIABBACAAKAIIazYCCCAAQQAgACgCBGs2AgQLIABB+ABqIAAgBhAFQQAhBwsgAkHAAmokACAHCxcAIAAgASACrSADrUIghoQgBCAFENsBCxcAIAAgASACrSADrUIghoQgBCAFENwBC6MBAQV/AkBBgAggAS0AAEHBABAxIgJFDQBBgAggAS0AAUHBABAxIgNFDQBBgAggAS0AAkHBABAxIgRFDQBBgAggAS0AA0HBABAxIgVFDQBBgAggAS0ABEHBABAxIgZFDQAgACACQYAIayADQYAIa0EGdHIgBEGACGtBDHRyIAVBgAhrQRJ0ciAGQYAIa0EYdHI2AgAgAUEFag8LIABBADYCAEEAC74GAQR/IAIgACADQQd0akFAaiIEKQI4NwI4IAIgBCkCMDcCMCACIAQpAig3AiggAiAEKQIgNwIgIAIgBCkCGDcCGCACIAQpAhA3AhAgAiAEKQIINwIIIAIgBCkCADcCACADQQZ0IQYgA0EBdCEHA0AgAiACKAIAIAAgBUEGdGoiAygCAHM2AgAgAiACKAIEIAMoAgRzNgIEIAIgAigCCCADKAIIczYCCCACIAIoAgwgAygCDHM2AgwgAiACKAIQIAMoAhBzNgIQIAIgAigCFCADKAIUczYCFCACIAIoAhggAygCGHM2AhggAiACKAIcIAMoAhxzNgIcIAIgAigCICADKAIgczYCICACIAIoAiQgAygCJHM2AiQgAiACKAIoIAMoAihzNgIoIAIgAigCLCADKAIsczYCLCACIAIoAjAgAygCMHM2AjAgAiACKAI0IAMoAjRzNgI0IAIgAigCOCADKAI4czYCOCACIAIoAjwgAygCPHM2AjwgAhDYASABIAVBBXRqIgQgAikCODcCOCAEIAIpAjA3AjAgBCACKQIoNwIoIAQgAikCIDcCICAEIAIpAhg3AhggBCACKQIQNwIQIAQgAikCCDcCCCAEIAIpAgA3AgAgAiACKAIAIANBQGsoAgBzNgIAIAIgAigCBCADKAJEczYCBCACIAIoAgggAygCSHM2AgggAiACKAIMIAMoAkxzNgIMIAIgAigCECADKAJQczYCECACIAIoAhQgAygCVHM2AhQgAiACKAIYIAMoAlhzNgIYIAIgAigCHCADKAJcczYCHCACIAIoAiAgAygCYHM2AiAgAiACKAIkIAMoAmRzNgIkIAIgAigCKCADKAJoczYCKCACIAIoAiwgAygCbHM2AiwgAiACKAIwIAMoAnBzNgIwIAIgAigCNCADKAJ0czYCNCACIAIoAjggAygCeHM2AjggAiACKAI8IAMoAnxzNgI8IAIQ2AEgBCAGaiIDIAIpAjg3AjggAyACKQIwNwIwIAMgAikCKDcCKCADIAIpAiA3AiAgAyACKQIYNwIYIAMgAikCEDcCECADIAIpAgg3AgggAyACKQIANwIAIAVBAmoiBSAHSQ0ACwsiAQF/IAAoAgAiAQRAIAEQFwsgAEIANwIAIABBADYCCEEAC5ECAQR/IwBBQGoiBCQAAkAgABAnIgZBgAFJIAFC/////w9YcUUEQEHAxAJBHDYCAEF/IQAMAQsgBEEANgI8IARCADcCNCAEQgA3AiwCQAJ/QQAgBkUNABogBiIFIAZBAXJBgIAESQ0AGiAFCyIHECMiBUUNACAFQQRrLQAAQQNxRQ0AIAUgBxAHCyAFRQRAQX8hAAwBCyAEIAU2AgwgBCAFNgIUIAQgBjYCGCAEIAU2AgQgBCAGNgIQIARCADcCHCAEIAY2AgggBEIANwIkAn8gBEEEaiAAIAMQ9gEEQEHAxAJBHDYCAEF/DAELIAQoAiwgAadHIAQoAjAgAkEKdkdyCyEAIAUQFwsgBEFAayQAIAALBABBBAuHDwEMfyMAQTBrIgYkAAJAIAAQlwEiAw0AQWYhAyABQQNrQX5JDQAgACgCLCECIAAoAjAhAyAGQQA2AgQgACgCKCEEIAYgAzYCICAGQX82AhAgBiAENgIMIAYgAiADQQN0IgQgAiAESxsgA0ECdCICbiIDNgIYIAYgA0ECdDYCHCAGIAIgA2w2AhQgACgCNCEDIAYgATYCKCAGIAM2AiQCfyMAIgEhCyABQYAJa0FAcSIBJABBZyECAkAgBkEEaiIDRQ0AIABFDQAgAyADKAIUQQN0ECMiBDYCBEFqIQIgBEUNAAJAAkAgAygCECICRQ0AIAJBCnQiBCACbkGACEcNACADQQwQIyICNgIAIAJFDQAgAkIANwIAQcDEAiABQYABaiAEELkBIgI2AgACQCACBEAgAUEANgKAAQwBCyABKAKAASICDQILIAMoAgAQFyADQQA2AgALIAMgACgCOBD8ASALJABBagwCCyADKAIAIAI2AgAgAygCACACNgIEIAMoAgAgBDYCCCADKAIkIQcgAUGAAWoiAkEAQQBBwAAQLhogASAAKAIwNgJ8IAIgAUH8AGoiBEIEEA0aIAEgACgCBDYCfCACIARCBBANGiABIAAoAiw2AnwgAiAEQgQQDRogASAAKAIoNgJ8IAIgBEIEEA0aIAFBEzYCfCACIARCBBANGiABIAc2AnwgAiAEQgQQDRogASAAKAIMNgJ8IAIgBEIEEA0aAkAgACgCCCIERQ0AIAIgBCAANQIMEA0aIAAtADhBAXFFDQAgACgCCCAAKAIMEAcgAEEANgIMCyABIAAoAhQ2AnwgAUGAAWoiAiABQfwAakIEEA0aIAAoAhAiBARAIAIgBCAANQIUEA0aCyABIAAoAhw2AnwgAUGAAWoiAiABQfwAakIEEA0aAkAgACgCGCIERQ0AIAIgBCAANQIcEA0aIAAtADhBAnFFDQAgACgCGCAAKAIcEAcgAEEANgIcCyABIAAoAiQ2AnwgAUGAAWoiAiABQfwAakIEEA0aIAAoAiAiBARAIAIgBCAANQIkEA0aCyABQYABaiABQTBqQcAAECsaIAFB8ABqQQgQByADKAIcBEBBACECA0AgAUEANgJwIAEgAjYCdCABQYABakGACCABQTBqQcgAEJ0BIAMoAgAoAgQgAygCGCACbEEKdGohB0EAIQQDQCAHIARBA3QiBWogAUGAAWoiCCAFaikDADcDACAHIAVBCHIiCWogCCAJaikDADcDACAHIAVBEHIiCWogCCAJaikDADcDACAHIAVBGHIiBWogBSAIaikDADcDACAEQQRqIgRBgAFHDQALIAFBATYCcCAIQYAIIAFBMGpByAAQnQEgAygCACgCBCADKAIYIAJsQQp0akGACGohB0EAIQQDQCAHIARBA3QiBWogAUGAAWoiCCAFaikDADcDACAHIAVBCHIiCWogCCAJaikDADcDACAHIAVBEHIiCWogCCAJaikDADcDACAHIAVBGHIiBWogBSAIaikDADcDACAEQQRqIgRBgAFHDQALIAJBAWoiAiADKAIcSQ0ACwsgAUGAAWpBgAgQByABQTBqQcgAEAdBACECCyALJAAgAgsiAw0AIAYoAgwEQANAIwBB0ABrIgEkAAJAIAZBBGoiAkUNACACKAIcRQ0AIAFBADoASCABIAw2AkBBACEDA0AgAUEANgJMIAEgAzYCRCABIAEpAkA3AzAgASABKQJINwM4IAIgAUEwahBtIANBAWoiAyACKAIcIgRJDQALIAFBAToASCAERQ0AQQAhAwNAIAFBADYCTCABIAM2AkQgASABKQJANwMgIAEgASkCSDcDKCACIAFBIGoQbSADQQFqIgMgAigCHCIESQ0ACyABQQI6AEggBEUNAEEAIQMDQCABQQA2AkwgASADNgJEIAEgASkCQDcDECABIAEpAkg3AxggAiABQRBqEG0gA0EBaiIDIAIoAhwiBEkNAAsgAUEDOgBIIARFDQBBACEDA0AgAUEANgJMIAEgAzYCRCABIAEpAkA3AwAgASABKQJINwMIIAIgARBtIANBAWoiAyACKAIcSQ0ACwsgAUHQAGokACAMQQFqIgwgBigCDEkNAAsLIAZBBGohAyMAQYAQayIBJAACQCAARQ0AIANFDQAgAUGACGogAygCACgCBCADKAIYIgtBCnRqIgxBgAhrQYAI/AoAACADKAIcIglBAk8EQEEBIQcDQCAMIAcgC2xBCnRqQYAIayECQQAhBQNAIAVBA3QiBCABQYAIaiIIaiIKIAopAwAgAiAEaikDAIU3AwAgCCAEQQhyIgpqIg0gDSkDACACIApqKQMAhTcDACAIIARBEHIiCmoiDSANKQMAIAIgCmopAwCFNwMAIAggBEEYciIEaiIIIAgpAwAgAiAEaikDAIU3AwAgBUEEaiIFQYABRw0ACyAHQQFqIgcgCUcNAAsLIAEgAUGACGoiAkGACPwKAAAgACgCACAAKAIEIAFBgAgQnQEgAkGACBAHIAFBgAgQByADIAAoAjgQ/AELIAFBgBBqJABBACEDCyAGQTBqJAAgAwv/AgIDfwF+IwBB4ABrIgYkACAGIAQgBUEAEDYaIAZBIGoiBUIgIARBEGoiBCAGQcC9AigCABEQABoCfyACIAEgAyAFQai9AigCABESAARAIAZBIBAHQX8MAQsCQCAARQRAIAZBIBAHIAZBIGpBwAAQBwwBCwJAAkACQAJAIAAgAUkgAyABIABrrVZxRQRAIAAgAU0NASADIAAgAWutWA0BCyADpyICBEAgACABIAL8CgAACyAAIQEMAQsgA1ANAQsgBkFAayEFQiAgAyADQiBaGyIJpyICRSIHRQRAIAUgASAC/AoAAAsgBkEgaiIIIAggCUIgfCAEQgAgBkHEvQIoAgARDgAaIAdFBEAgACAFIAL8CgAACyAGQSBqQcAAEAcgA0IhVA0BIAAgAmogASACaiADIAl9IARCASAGQcS9AigCABEOABoMAQsgBkEgaiIAIABCICAEQgAgBkHEvQIoAgARDgAaIABBwAAQBwsgBkEgEAcLQQALIAZB4ABqJAALygICA38BfiMAQeAAayIGJAAgBiAEIAVBABAfGiAGQSBqIgVCICAEQRBqIgQgBhBfGgJ/IAIgASADIAVBqL0CKAIAERIABEAgBkEgEAdBfwwBCwJAIABFBEAgBkEgEAcgBkEgakHAABAHDAELAkACQAJAAkAgACABSSADIAEgAGutVnFFBEAgACABTQ0BIAMgACABa61YDQELIAOnIgIEQCAAIAEgAvwKAAALIAAhAQwBCyADUA0BCyAGQUBrIQVCICADIANCIFobIgmnIgJFIgdFBEAgBSABIAL8CgAACyAGQSBqIgggCCAJQiB8IAQgBhB9GiAHRQRAIAAgBSAC/AoAAAsgA0IhVA0BIAAgAmogASACaiADIAl9IARCASAGEEkaDAELIAZBIGoiACAAQiAgBCAGEH0aCyAGQSAQBwtBAAsgBkHgAGokAAupHgIRfxR+IwBBgCBrIgQkAAJAIABFDQACQAJAAn8gACgCJCICQQJHBEAgACgCBCENIAEtAAghBSABKAIADAELIAAoAgQhDSABLQAIIQUgASgCACILDQEgBUH/AXFBAk8NAUEACyELIARBgBhqQQBBgAj8CwAgBEG4EGpBAEHIB/wLACAEIAutNwOAECABNQIEIRMgBCAFrUL/AYM3A5AQIAQgEzcDiBAgBCAANQIQNwOYECAANQIIIRMgBCACrTcDqBAgBCATNwOgEEEAIQIgACgCFEUNAUIAIRMDQCADQf8AcSICRQRAIAQgE0IBfCITNwOwECAEQQBBgAj8CwAgBEGACGoiBkEAQYAI/AsAIARBgBhqIgcgBEGAEGogBBCaASAHIAQgBhCaAQsgDSADQQN0aiAEQYAIaiACQQN0aikDADcDACADQQFqIgMgACgCFCICSQ0ACwwBCyAAKAIUIQJBASEQC0EAQQIgCyAFQf8BcSIMciIDGyIIIAJPDQAgA0UhEUF/IAAoAhgiA0EBayAIIAMgASgCBCIFbGogAiAMbGoiCSADcBsgCWohAyAMQQFqIRIgBa0hJgNAIAlBAWsgAyAJIAAoAhgiBXBBAUYbIQ4gACgCHCEHIBAEfyAAKAIAKAIEIA5BCnRqBSANIAhBA3RqCykDACEVIAEgCDYCDCAmIBVCIIinIAdwrSARGyEWAn4gC0UEQCAMRQRAIAhBAWshA0IADAILIAIgDGwhAiAWICZRBEAgAiAIakEBayEDQgAMAgsgAiAIRWshA0IADAELIBYgJlEEfyAIIAJBf3NqBUEAQX8gCBsgAmsLIAVqIQNCACAMQQNGDQAaIAIgEmytCyETIAAoAgAoAgQiByAFIBanbEEKdGogEyADQQFrrXwgA60gFUL/////D4MiEyATfkIgiH5CIIh9IAWtgqdBCnRqIQMgByAOQQp0aiECIAcgCUEKdGohBwJAIAsEQCACIAMgBxCaAQwBCyAEQYAYaiADQYAI/AoAAEEAIQUDQCAFQQN0IgMgBEGAGGoiCmoiBiAGKQMAIAIgA2opAwCFNwMAIAogA0EIciIGaiIPIA8pAwAgAiAGaikDAIU3AwAgCiADQRByIgZqIg8gDykDACACIAZqKQMAhTcDACAKIANBGHIiA2oiBiAGKQMAIAIgA2opAwCFNwMAIAVBBGoiBUGAAUcNAAsgBEGAEGogCkGACPwKAABBACEDQQAhBQNAIARBgBhqIAVBB3RqIgIgAikDOCITIAIpAxgiFnwgFkIBhkL+////H4MgE0L/////D4N+fCIWIAIpA3iFQiCJIhUgAikDWCIYfCAVQv////8PgyAYQgGGQv7///8fg358IhggE4VCKIkiEyAWfCATQv////8PgyAWQgGGQv7///8fg358IhYgFYVCMIkiFSACKQMoIhQgAikDCCIXfCAXQgGGQv7///8fgyAUQv////8Pg358IhcgAikDaIVCIIkiGyACKQNIIhx8IBtC/////w+DIBxCAYZC/v///x+DfnwiHCAUhUIoiSIUIBd8IBRC/////w+DIBdCAYZC/v///x+DfnwiFyAbhUIwiSIbIBx8IBtC/////w+DIBxCAYZC/v///x+DfnwiHCAUhUIBiSIUIAIpAyAiHyACKQMAIhp8IBpCAYZC/v///x+DIB9C/////w+DfnwiGiACKQNghUIgiSIgIAJBQGsiBikDACIjfCAgQv////8PgyAjQgGGQv7///8fg358IiMgH4VCKIkiHyAafCAfQv////8PgyAaQgGGQv7///8fg358Ihp8IBRC/////w+DIBpCAYZC/v///x+DfnwiGYVCIIkiJCACKQMwIiEgAikDECIdfCAdQgGGQv7///8fgyAhQv////8Pg358Ih0gAikDcIVCIIkiIiACKQNQIh58ICJC/////w+DIB5CAYZC/v///x+DfnwiHiAhhUIoiSIhIB18ICFC/////w+DIB1CAYZC/v///x+DfnwiHSAihUIwiSIiIB58ICJC/////w+DIB5CAYZC/v///x+DfnwiHnwgJEL/////D4MgHkIBhkL+////H4N+fCIlIBSFQiiJIhQgGXwgFEL/////D4MgGUIBhkL+////H4N+fCIZNwMAIAIgGSAkhUIwiSIZNwN4IAIgGSAlfCAZQv////8PgyAlQgGGQv7///8fg358Ihk3A1AgAiAUIBmFQgGJNwMoIAIgHiAhhUIBiSIUIBd8IBRC/////w+DIBdCAYZC/v///x+DfnwiFyAaICCFQjCJIhqFQiCJIiAgFSAYfCAVQv////8PgyAYQgGGQv7///8fg358IhV8ICBC/////w+DIBVCAYZC/v///x+DfnwiGCAUhUIoiSIUIBd8IBRC/////w+DIBdCAYZC/v///x+DfnwiGSAghUIwiSIXNwNgIAIgGTcDCCACIBcgGHwgF0L/////D4MgGEIBhkL+////H4N+fCIYNwNYIAIgFCAYhUIBiTcDMCACIBMgFYVCAYkiEyAdfCATQv////8PgyAdQgGGQv7///8fg358IhUgG4VCIIkiGCAaICN8IBpC/////w+DICNCAYZC/v///x+DfnwiFHwgGEL/////D4MgFEIBhkL+////H4N+fCIXIBOFQiiJIhMgFXwgE0L/////D4MgFUIBhkL+////H4N+fCIbIBiFQjCJIhU3A2ggAiAbNwMQIAYgFSAXfCAVQv////8PgyAXQgGGQv7///8fg358IhU3AwAgAiATIBWFQgGJNwM4IAIgFiAUIB+FQgGJIhN8IBZCAYZC/v///x+DIBNC/////w+DfnwiFiAihUIgiSIVIBx8IBVC/////w+DIBxCAYZC/v///x+DfnwiGCAThUIoiSITIBZ8IBNC/////w+DIBZCAYZC/v///x+DfnwiFCAVhUIwiSIWNwNwIAIgFDcDGCACIBYgGHwgFkL/////D4MgGEIBhkL+////H4N+fCIWNwNIIAIgEyAWhUIBiTcDICAFQQFqIgVBCEcNAAsDQCAEQYAYaiADQQR0aiICIAIpA4gDIhMgAikDiAEiFnwgFkIBhkL+////H4MgE0L/////D4N+fCIWIAIpA4gHhUIgiSIVIAIpA4gFIhh8IBVC/////w+DIBhCAYZC/v///x+DfnwiGCAThUIoiSITIBZ8IBNC/////w+DIBZCAYZC/v///x+DfnwiFiAVhUIwiSIVIAIpA4gCIhQgAikDCCIXfCAXQgGGQv7///8fgyAUQv////8Pg358IhcgAikDiAaFQiCJIhsgAikDiAQiHHwgG0L/////D4MgHEIBhkL+////H4N+fCIcIBSFQiiJIhQgF3wgFEL/////D4MgF0IBhkL+////H4N+fCIXIBuFQjCJIhsgHHwgG0L/////D4MgHEIBhkL+////H4N+fCIcIBSFQgGJIhQgAikDgAIiHyACKQMAIhp8IBpCAYZC/v///x+DIB9C/////w+DfnwiGiACKQOABoVCIIkiICACKQOABCIjfCAgQv////8PgyAjQgGGQv7///8fg358IiMgH4VCKIkiHyAafCAfQv////8PgyAaQgGGQv7///8fg358Ihp8IBRC/////w+DIBpCAYZC/v///x+DfnwiGYVCIIkiJCACKQOAAyIhIAIpA4ABIh18IB1CAYZC/v///x+DICFC/////w+DfnwiHSACKQOAB4VCIIkiIiACKQOABSIefCAiQv////8PgyAeQgGGQv7///8fg358Ih4gIYVCKIkiISAdfCAhQv////8PgyAdQgGGQv7///8fg358Ih0gIoVCMIkiIiAefCAiQv////8PgyAeQgGGQv7///8fg358Ih58ICRC/////w+DIB5CAYZC/v///x+DfnwiJSAUhUIoiSIUIBl8IBRC/////w+DIBlCAYZC/v///x+DfnwiGTcDACACIBkgJIVCMIkiGTcDiAcgAiAZICV8IBlC/////w+DICVCAYZC/v///x+DfnwiGTcDgAUgAiAUIBmFQgGJNwOIAiACIB4gIYVCAYkiFCAXfCAUQv////8PgyAXQgGGQv7///8fg358IhcgGiAghUIwiSIahUIgiSIgIBUgGHwgFUL/////D4MgGEIBhkL+////H4N+fCIVfCAgQv////8PgyAVQgGGQv7///8fg358IhggFIVCKIkiFCAXfCAUQv////8PgyAXQgGGQv7///8fg358IhkgIIVCMIkiFzcDgAYgAiAZNwMIIAIgFyAYfCAXQv////8PgyAYQgGGQv7///8fg358Ihg3A4gFIAIgFCAYhUIBiTcDgAMgAiATIBWFQgGJIhMgHXwgE0L/////D4MgHUIBhkL+////H4N+fCIVIBuFQiCJIhggGiAjfCAaQv////8PgyAjQgGGQv7///8fg358IhR8IBhC/////w+DIBRCAYZC/v///x+DfnwiFyAThUIoiSITIBV8IBNC/////w+DIBVCAYZC/v///x+DfnwiGyAYhUIwiSIVNwOIBiACIBs3A4ABIAIgFSAXfCAVQv////8PgyAXQgGGQv7///8fg358IhU3A4AEIAIgEyAVhUIBiTcDiAMgAiAWIBQgH4VCAYkiE3wgFkIBhkL+////H4MgE0L/////D4N+fCIWICKFQiCJIhUgHHwgFUL/////D4MgHEIBhkL+////H4N+fCIYIBOFQiiJIhMgFnwgE0L/////D4MgFkIBhkL+////H4N+fCIUIBWFQjCJIhY3A4AHIAIgFDcDiAEgAiAWIBh8IBZC/////w+DIBhCAYZC/v///x+DfnwiFjcDiAQgAiATIBaFQgGJNwOAAiADQQFqIgNBCEcNAAsgByAEQYAQakGACPwKAABBACEDA0AgByADQQN0IgJqIgUgBSkDACAEQYAYaiIKIAJqKQMAhTcDACAHIAJBCHIiBWoiBiAGKQMAIAUgCmopAwCFNwMAIAcgAkEQciIFaiIGIAYpAwAgBEGAGGogBWopAwCFNwMAIAcgAkEYciICaiIFIAUpAwAgBEGAGGogAmopAwCFNwMAIANBBGoiA0GAAUcNAAsLIA5BAWohAyAJQQFqIQkgCEEBaiIIIAAoAhQiAkkNAAsLIARBgCBqJAAL8xYBCn8DQCAAIApBCXRqIQlBACEBA0AgCSABQQF0aiIDQYACaiADLwEAIgIgAy4BgAIiBEGAgKzYB2xBEHVB/2VsIARBixRsakEQdiIEazsBACADIAIgBGo7AQAgAyADLwECIgIgAy4BggIiBEGAgKzYB2xBEHVB/2VsIARBixRsakEQdiIEazsBggIgAyACIARqOwECIAFBAmoiAUGAAUcNAAtBACEDA0BBgAEhASAJIANBAXRqIgJBgAFqIAIvAQAiBCACLgGAASIIQYCA6MwDbEEQdUH/ZWwgCEGaF2xqQRB2IghrOwEAIAIgBCAIajsBACACIAIvAQIiBCACLgGCASIIQYCA6MwDbEEQdUH/ZWwgCEGaF2xqQRB2IghrOwGCASACIAQgCGo7AQIgA0E+RyADQQJqIQMNAAsDQCAJIAFBAXRqIgNBgAFqIAMvAQAiAiADLgGAASIEQYCA0BhsQRB1Qf9lbCAEQZQObGpBEHYiBGs7AQAgAyACIARqOwEAIAMgAy8BAiICIAMuAYIBIgRBgIDQGGxBEHVB/2VsIARBlA5sakEQdiIEazsBggEgAyACIARqOwECIAFBvgFHIAFBAmohAQ0AC0EAIQMDQEHAACEBIAkgA0EBdGoiAkFAayIEIAIvAQAiCCAELgEAIgRBgIDUpgNsQRB1Qf9lbCAEQdULbGpBEHYiBGs7AQAgAiAEIAhqOwEAIAIgAi8BAiIEIAIuAUIiCEGAgNSmA2xBEHVB/2VsIAhB1QtsakEQdiIIazsBQiACIAQgCGo7AQIgA0EeRyADQQJqIQMNAAsDQCAJIAFBAXRqIgNBQGsiAiADLwEAIgQgAi4BACICQYCAuPx8bEEQdUH/ZWwgAkGOC2xqQRB2IgJrOwEAIAMgAiAEajsBACADIAMvAQIiAiADLgFCIgRBgIC4/HxsQRB1Qf9lbCAEQY4LbGpBEHYiBGs7AUIgAyACIARqOwECIAFB3gBHIAFBAmohAQ0AC0GAASEBA0AgCSABQQF0aiIDQUBrIgIgAy8BACIEIAIuAQAiAkGAgPzwBmxBEHVB/2VsIAJBnwJsakEQdiICazsBACADIAIgBGo7AQAgAyADLwECIgIgAy4BQiIEQYCA/PAGbEEQdUH/ZWwgBEGfAmxqQRB2IgRrOwFCIAMgAiAEajsBAiABQZ4BRyABQQJqIQENAAtBwAEhAQNAIAkgAUEBdGoiA0FAayICIAMvAQAiBCACLgEAIgJBgICo9ntsQRB1Qf9lbCACQcoBbGpBEHYiAms7AQAgAyACIARqOwEAIAMgAy8BAiICIAMuAUIiBEGAgKj2e2xBEHVB/2VsIARBygFsakEQdiIEazsBQiADIAIgBGo7AQIgAUHeAUcgAUECaiEBDQALQQghBEEAIQhBACEGA0BBECEDIAkgBkEBdGoiAUEgaiABLwEAIgcgBEEBdEGgugJqLgEAIgIgAS4BIGwiBUGAgISYf2xBEHVB/2VsIAVqQRB2IgVrOwEAIAEgBSAHajsBACABIAEvAQIiByACIAEuASJsIgVBgICEmH9sQRB1Qf9lbCAFakEQdiIFazsBIiABIAUgB2o7AQIgASABLwEEIgcgAiABLgEkbCIFQYCAhJh/bEEQdUH/ZWwgBWpBEHYiBWs7ASQgASAFIAdqOwEEIAEgAS8BBiIHIAIgAS4BJmwiBUGAgISYf2xBEHVB/2VsIAVqQRB2IgVrOwEmIAEgBSAHajsBBiABIAEvAQgiByACIAEuAShsIgVBgICEmH9sQRB1Qf9lbCAFakEQdiIFazsBKCABIAUgB2o7AQggASABLwEKIgcgAiABLgEqbCIFQYCAhJh/bEEQdUH/ZWwgBWpBEHYiBWs7ASogASAFIAdqOwEKIAEgAS8BDCIHIAIgAS4BLGwiBUGAgISYf2xBEHVB/2VsIAVqQRB2IgVrOwEsIAEgBSAHajsBDCABIAEvAQ4iByACIAEuAS5sIgVBgICEmH9sQRB1Qf9lbCAFakEQdiIFazsBLiABIAUgB2o7AQ4gASABLwEQIgcgAiABLgEwbCIFQYCAhJh/bEEQdUH/ZWwgBWpBEHYiBWs7ATAgASAFIAdqOwEQIAEgAS8BEiIHIAIgAS4BMmwiBUGAgISYf2xBEHVB/2VsIAVqQRB2IgVrOwEyIAEgBSAHajsBEiABIAEvARQiByACIAEuATRsIgVBgICEmH9sQRB1Qf9lbCAFakEQdiIFazsBNCABIAUgB2o7ARQgASABLwEWIgcgAiABLgE2bCIFQYCAhJh/bEEQdUH/ZWwgBWpBEHYiBWs7ATYgASAFIAdqOwEWIAEgAS8BGCIHIAIgAS4BOGwiBUGAgISYf2xBEHVB/2VsIAVqQRB2IgVrOwE4IAEgBSAHajsBGCABIAEvARoiByACIAEuATpsIgVBgICEmH9sQRB1Qf9lbCAFakEQdiIFazsBOiABIAUgB2o7ARogASABLwEcIgcgAiABLgE8bCIFQYCAhJh/bEEQdUH/ZWwgBWpBEHYiBWs7ATwgASAFIAdqOwEcIAEgAS8BHiIHIAIgAS4BPmwiAkGAgISYf2xBEHVB/2VsIAJqQRB2IgJrOwE+IAEgAiAHajsBHiAGQSBqIQYgBEEBaiIEQRBHDQALA0AgCSAIQQF0aiIBQRBqIAEvAQAiBCADQQF0QaC6AmouAQAiAiABLgEQbCIGQYCAhJh/bEEQdUH/ZWwgBmpBEHYiBms7AQAgASAEIAZqOwEAIAEgAS8BAiIEIAIgAS4BEmwiBkGAgISYf2xBEHVB/2VsIAZqQRB2IgZrOwESIAEgBCAGajsBAiABIAEvAQQiBCACIAEuARRsIgZBgICEmH9sQRB1Qf9lbCAGakEQdiIGazsBFCABIAQgBmo7AQQgASABLwEGIgQgAiABLgEWbCIGQYCAhJh/bEEQdUH/ZWwgBmpBEHYiBms7ARYgASAEIAZqOwEGIAEgAS8BCCIEIAIgAS4BGGwiBkGAgISYf2xBEHVB/2VsIAZqQRB2IgZrOwEYIAEgBCAGajsBCCABIAEvAQoiBCACIAEuARpsIgZBgICEmH9sQRB1Qf9lbCAGakEQdiIGazsBGiABIAQgBmo7AQogASABLwEMIgQgAiABLgEcbCIGQYCAhJh/bEEQdUH/ZWwgBmpBEHYiBms7ARwgASAEIAZqOwEMIAEgAS8BDiIEIAIgAS4BHmwiAkGAgISYf2xBEHVB/2VsIAJqQRB2IgJrOwEeIAEgAiAEajsBDiAIQRBqIQhBICEBQQAhBCADQQFqIgNBIEcNAAtBACEIA0AgCSAIQQF0aiIDQQhqIAMvAQAiBiABQQF0QaC6AmouAQAiAiADLgEIbCIHQYCAhJh/bEEQdUH/ZWwgB2pBEHYiB2s7AQAgAyAGIAdqOwEAIAMgAy8BAiIGIAIgAy4BCmwiB0GAgISYf2xBEHVB/2VsIAdqQRB2IgdrOwEKIAMgBiAHajsBAiADIAMvAQQiBiACIAMuAQxsIgdBgICEmH9sQRB1Qf9lbCAHakEQdiIHazsBDCADIAYgB2o7AQQgAyADLwEGIgYgAiADLgEObCICQYCAhJh/bEEQdUH/ZWwgAmpBEHYiAms7AQ4gAyACIAZqOwEGIAhBCGohCEHAACEDIAFBAWoiAUHAAEcNAAsDQCAJIARBAXRqIgFBBGogAS8BACICIANBAXRBoLoCai4BACIIIAEuAQRsIgZBgICEmH9sQRB1Qf9lbCAGakEQdiIGazsBACABIAIgBmo7AQAgASABLwECIgIgCCABLgEGbCIIQYCAhJh/bEEQdUH/ZWwgCGpBEHYiCGs7AQYgASACIAhqOwECIARBBGohBCADQQFqIgNBgAFHDQALIApBAWoiCkEDRw0ACwuTAQEFfyACpyEGIAAtAOQBBH8gABAaIABBADYC4AEgAEEAOgDkAUF/BUEACyAGBEAgACgC4AEhAwNAIANBqAFGBEAgABAaIABBADYC4AFBACEDCyAAIAEgBGogA0GoASADayIDIAYgBGsiBSADIAVJGyIFEBggACAAKALgASAFaiIDNgLgASAEIAVqIgQgBkkNAAsLC70BAQV/IwBBgAJrIgMkACADQQBByAH8CwAgA0EAOgDsASADQcAANgLoASADQoCAgICACTcD4AEgAqciBwRAA0AgAygC5AEiBCAFRgRAIAMQGiADQQA2AuABIAMoAuQBIQRBACEFCyADIAEgBmogBSAEIAVrIgUgByAGayIEIAQgBUsbIgQQGCADIAMoAuABIARqIgU2AuABIAQgBmoiBiAHSQ0ACwsgAyAAEFsaIANBgAIQByADQYACaiQAQQALkwEBBX8gAqchBiAALQDkAQR/IAAQGiAAQQA2AuABIABBADoA5AFBfwVBAAsgBgRAIAAoAuABIQMDQCADQYgBRgRAIAAQGiAAQQA2AuABQQAhAwsgACABIARqIANBiAEgA2siAyAGIARrIgUgAyAFSRsiBRAYIAAgACgC4AEgBWoiAzYC4AEgBCAFaiIEIAZJDQALCwsmACAAQQBByAH8CwAgACABOgDlASAAQQA6AOQBIABBADYC4AFBAAsfACAAQQBByAH8CwAgAEGAPjsB5AEgAEEANgLgAUEAC58BAQV/IwBB8AFrIgQkACAEQQBByAH8CwAgBEGAPjsB5AEgBEEANgLgASADpyIIBEADQCAFQYgBRgRAIAQQGiAEQQA2AuABQQAhBQsgBCACIAZqIAVBiAEgBWsiBSAIIAZrIgcgBSAHSRsiBxAYIAQgBCgC4AEgB2oiBTYC4AEgBiAHaiIGIAhJDQALCyAEIAAgARB2GiAEQfABaiQAQQALBABBHwuBAgEFfyMAQRBrIgUkACAALQDkAUUEQCAFAn8CQAJAAkAgACgC4AEiA0GHAWsOAgABAgsgAC0A5QFBgH9zDAILIAAQGkEAIQMgAEEANgLgAQsgACAAQeUBaiADQQEQGEGAAQs6AA8gACAFQQ9qQYcBQQEQGCAAEBogAEEBOgDkASAAQQA2AuABCyACBEAgACgC4AEhAwNAIANBiAFGBEAgABAaIABBADYC4AFBACEDC0GIASADayIEIAIgBmsiByAEIAdJGyIEBEAgASAGaiAAIANqIAT8CgAACyAAIAAoAuABIARqIgM2AuABIAQgBmoiBiACSQ0ACwsgBUEQaiQAQQAL2RoBF38gAiABKAAAIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AgAgAiABKAAEIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AgQgAiABKAAIIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AgggAiABKAAMIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AgwgAiABKAAQIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AhAgAiABKAAUIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AhQgAiABKAAYIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AhggAiABKAAcIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AhwgAiABKAAgIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AiAgAiABKAAkIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AiQgAiABKAAoIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AiggAiABKAAsIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AiwgAiABKAAwIgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AjAgAiABKAA0IgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AjQgAiABKAA4IgRB/4H8B3FBCHggBEEYeEH/gfwHcXI2AjggAiABKAA8IgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AjwgAyAAKQIYNwIYIAMgACkCEDcCECADIAApAgg3AgggAyAAKQIANwIAA0AgAyADKAIcIAIgEkECdCIEaiIBKAIAIAMoAhAiC0EadyALQRV3cyALQQd3c2ogBEHgtwJqKAIAaiALIAMoAhgiBSADKAIUIgpzcSAFc2pqIgYgAygCDGoiCDYCDCADIAMoAgAiDEEedyAMQRN3cyAMQQp3cyAGaiADKAIIIgkgAygCBCIHciAMcSAHIAlxcmoiBjYCHCADIAkgAiAEQQRyIg1qIg8oAgAgBSAKIAggCiALc3FzaiAIQRp3IAhBFXdzIAhBB3dzamogDUHgtwJqKAIAaiIFaiIJNgIIIAMgBiAHIAxycSAHIAxxciAFaiAGQR53IAZBE3dzIAZBCndzaiIFNgIYIAMgByAKIAIgBEEIciINaigCAGogDUHgtwJqKAIAaiALIAkgCCALc3FzaiAJQRp3IAlBFXdzIAlBB3dzaiINaiIKNgIEIAMgBSAGIAxycSAGIAxxciAFQR53IAVBE3dzIAVBCndzaiANaiIHNgIUIAMgDCALIAIgBEEMciINaigCAGogDUHgtwJqKAIAaiAKIAggCXNxIAhzaiAKQRp3IApBFXdzIApBB3dzaiINaiILNgIAIAMgByAFIAZycSAFIAZxciAHQR53IAdBE3dzIAdBCndzaiANaiIMNgIQIAMgCCACIARBEHIiCGooAgBqIAhB4LcCaigCAGogCyAJIApzcSAJc2ogC0EadyALQRV3cyALQQd3c2oiDSAMIAUgB3JxIAUgB3FyIAxBHncgDEETd3MgDEEKd3NqaiIINgIMIAMgBiANaiINNgIcIAMgAiAEQRRyIgZqKAIAIAlqIAZB4LcCaigCAGogDSAKIAtzcSAKc2ogDUEadyANQRV3cyANQQd3c2oiCSAIIAcgDHJxIAcgDHFyIAhBHncgCEETd3MgCEEKd3NqaiIGNgIIIAMgBSAJaiIJNgIYIAMgAiAEQRhyIgVqKAIAIApqIAVB4LcCaigCAGogCSALIA1zcSALc2ogCUEadyAJQRV3cyAJQQd3c2oiCiAGIAggDHJxIAggDHFyIAZBHncgBkETd3MgBkEKd3NqaiIFNgIEIAMgByAKaiIKNgIUIAMgAiAEQRxyIgdqKAIAIAtqIAdB4LcCaigCAGogCiAJIA1zcSANc2ogCkEadyAKQRV3cyAKQQd3c2oiCyAFIAYgCHJxIAYgCHFyIAVBHncgBUETd3MgBUEKd3NqaiIHNgIAIAMgCyAMaiILNgIQIAMgAiAEQSByIgxqKAIAIA1qIAxB4LcCaigCAGogCyAJIApzcSAJc2ogC0EadyALQRV3cyALQQd3c2oiDSAHIAUgBnJxIAUgBnFyIAdBHncgB0ETd3MgB0EKd3NqaiIMNgIcIAMgCCANaiINNgIMIAMgAiAEQSRyIghqIhAoAgAgCWogCEHgtwJqKAIAaiANIAogC3NxIApzaiANQRp3IA1BFXdzIA1BB3dzaiIJIAwgBSAHcnEgBSAHcXIgDEEedyAMQRN3cyAMQQp3c2pqIgg2AhggAyAGIAlqIgk2AgggAyAKIAIgBEEociIGaiIVKAIAaiAGQeC3AmooAgBqIAkgCyANc3EgC3NqIAlBGncgCUEVd3MgCUEHd3NqIgogCCAHIAxycSAHIAxxciAIQR53IAhBE3dzIAhBCndzamoiBjYCFCADIAUgCmoiCjYCBCADIARBLHIiBUHgtwJqKAIAIAIgBWoiFigCAGogC2ogCiAJIA1zcSANc2ogCkEadyAKQRV3cyAKQQd3c2oiCyAGIAggDHJxIAggDHFyIAZBHncgBkETd3MgBkEKd3NqaiIFNgIQIAMgByALaiIHNgIAIAMgBEEwciILQeC3AmooAgAgAiALaiIXKAIAaiANaiAHIAkgCnNxIAlzaiAHQRp3IAdBFXdzIAdBB3dzaiINIAUgBiAIcnEgBiAIcXIgBUEedyAFQRN3cyAFQQp3c2pqIgs2AgwgAyAMIA1qIgw2AhwgAyAJIARBNHIiCUHgtwJqKAIAIAIgCWoiGCgCAGpqIAwgByAKc3EgCnNqIAxBGncgDEEVd3MgDEEHd3NqIg0gCyAFIAZycSAFIAZxciALQR53IAtBE3dzIAtBCndzamoiCTYCCCADIAggDWoiCDYCGCADIAogBEE4ciIKQeC3AmooAgAgAiAKaiINKAIAamogCCAHIAxzcSAHc2ogCEEadyAIQRV3cyAIQQd3c2oiESAJIAUgC3JxIAUgC3FyIAlBHncgCUETd3MgCUEKd3NqaiIKNgIEIAMgBiARaiIGNgIUIAMgBEE8ciIEQeC3AmooAgAgAiAEaiIZKAIAaiAHaiAGIAggDHNxIAxzaiAGQRp3IAZBFXdzIAZBB3dzaiIEIAogCSALcnEgCSALcXIgCkEedyAKQRN3cyAKQQp3c2pqIgY2AgAgAyAEIAVqNgIQIBJBMEZFBEAgAiASQRBqIhJBAnRqIAEoAgAgECgCACIaIA0oAgAiDUEPdyANQQ13cyANQQp2c2pqIA8oAgAiBkEZdyAGQQ53cyAGQQN2c2oiBDYCACABIAEoAggiByABKAIsIg8gBEEPdyAEQQ13cyAEQQp2c2pqIAEoAgwiCEEZdyAIQQ53cyAIQQN2c2oiBTYCSCABIAYgASgCKCIQaiABKAI8IgZBD3cgBkENd3MgBkEKdnNqIAdBGXcgB0EOd3MgB0EDdnNqIgc2AkQgASABKAIQIgkgASgCNCIRIAVBD3cgBUENd3MgBUEKdnNqaiABKAIUIgpBGXcgCkEOd3MgCkEDdnNqIgw2AlAgASAIIAEoAjAiEyAHQQ93IAdBDXdzIAdBCnZzamogCUEZdyAJQQ53cyAJQQN2c2oiCDYCTCABIAEoAhgiCyAGIAxBD3cgDEENd3MgDEEKdnNqaiABKAIcIg5BGXcgDkEOd3MgDkEDdnNqIgk2AlggASAKIAEoAjgiFCAIQQ93IAhBDXdzIAhBCnZzamogC0EZdyALQQ53cyALQQN2c2oiCjYCVCABIAQgDmogCkEPdyAKQQ13cyAKQQp2c2ogASgCICIOQRl3IA5BDndzIA5BA3ZzaiILNgJcIAEgByAOaiAJQQ93IAlBDXdzIAlBCnZzaiABKAIkIgdBGXcgB0EOd3MgB0EDdnNqIgc2AmAgASAaIBBBGXcgEEEOd3MgEEEDdnNqIAVqIAtBD3cgC0ENd3MgC0EKdnNqIgU2AmQgASAVKAIAIAggD0EZdyAPQQ53cyAPQQN2c2pqIAdBD3cgB0ENd3MgB0EKdnNqIgg2AmggASAWKAIAIAwgE0EZdyATQQ53cyATQQN2c2pqIAVBD3cgBUENd3MgBUEKdnNqIgU2AmwgASAXKAIAIAogEUEZdyARQQ53cyARQQN2c2pqIAhBD3cgCEENd3MgCEEKdnNqIgw2AnAgASAYKAIAIAkgFEEZdyAUQQ53cyAUQQN2c2pqIAVBD3cgBUENd3MgBUEKdnNqIgU2AnQgASANIAZBGXcgBkEOd3MgBkEDdnNqIAtqIAxBD3cgDEENd3MgDEEKdnNqNgJ4IAEgGSgCACAHIARBGXcgBEEOd3MgBEEDdnNqaiAFQQ93IAVBDXdzIAVBCnZzajYCfAwBCwsgACAAKAIAIAZqNgIAIAAgACgCBCADKAIEajYCBCAAIAAoAgggAygCCGo2AgggACAAKAIMIAMoAgxqNgIMIAAgACgCECADKAIQajYCECAAIAAoAhQgAygCFGo2AhQgACAAKAIYIAMoAhhqNgIYIAAgACgCHCADKAIcajYCHAs7ACAAQgA3AyAgAEHAtwIpAwA3AwAgAEHItwIpAwA3AwggAEHQtwIpAwA3AxAgAEHYtwIpAwA3AxhBAAsEAEEDC+cFAgV/An5BfyEGAkAgAUHBAGsiB0FASQ0AIAVBwABLDQACfyMAIgYhCSAGQYAEa0FAcSIGJAACQCACRSADQgBScQ0AIABFDQAgB0H/AXFBvwFNDQAgBEUiB0EAIAUbDQAgBUHBAE8NAAJAIAUEQCAHDQIgBkFAa0EAQaUC/AsAIAZC+cL4m5Gjs/DbADcDOCAGQuv6htq/tfbBHzcDMCAGQp/Y+dnCkdqCm383AyggBkLRhZrv+s+Uh9EANwMgIAZC8e30+KWn/aelfzcDGCAGQqvw0/Sv7ry3PDcDECAGQrvOqqbY0Ouzu383AwggBiABrSAFrUIIhoRCiJL3lf/M+YTqAIU3AwBBgAEhB0GAASAFayIIBEAgBkGAA2ogBWpBACAI/AsACyAFBEAgBkGAA2ogBCAF/AoAAAsgBkHgAGogBkGAA2oiBEGAAfwKAAAgBkGAATYC4AIgBEGAARAHDAELQQAhByAGQUBrQQBBpQL8CwAgBkL5wvibkaOz8NsANwM4IAZC6/qG2r+19sEfNwMwIAZCn9j52cKR2oKbfzcDKCAGQtGFmu/6z5SH0QA3AyAgBkLx7fT4paf9p6V/NwMYIAZCq/DT9K/uvLc8NwMQIAZCu86qptjQ67O7fzcDCCAGIAGtQoiS95X/zPmE6gCFNwMACyADQgBSBEAgBkHgAGohBUGAAiAHayIErSILIANUBEAgBkHgAWohCANAIAQEQCAFIAdqIAIgBPwKAAALIAYgBigC4AIgBGo2AuACIAYgBikDQCIMQoABfDcDQCAGIAYpA0ggDEL/flatfDcDSCAGIAUQXiAFIAhBgAH8CgAAIAYgBigC4AIiCkGAAWsiBzYC4AIgAiAEaiECIAMgC30iA0GAAyAKayIErSILVg0ACwsgA6ciBARAIAUgB2ogAiAE/AoAAAsgBiAGKALgAiAEajYC4AILIAYgACABEJ8BGiAJJABBAAwBCxAMAAshBgsgBguJGAIRfgl/A0AgAiAVQQN0IhdqIAEgF2opAAAiBEI4hiAEQoD+A4NCKIaEIARCgID8B4NCGIYgBEKAgID4D4NCCIaEhCAEQgiIQoCAgPgPgyAEQhiIQoCA/AeDhCAEQiiIQoD+A4MgBEI4iISEhDcDACAVQQFqIhVBEEcNAAsgAyAAKQM4NwM4IAMgACkDMDcDMCADIAApAyg3AyggAyAAKQMgNwMgIAMgACkDGDcDGCADIAApAxA3AxAgAyAAKQMINwMIIAMgACkDADcDAEEAIRcDQCADIAMpAzggAiAXQQN0IhVqIgEpAwAgAykDICIJQjKJIAlCLomFIAlCF4mFfCAVQZCxAmopAwB8IAkgAykDMCIKIAMpAygiCIWDIAqFfHwiBCADKQMYfCILNwMYIAMgAykDACIFQiSJIAVCHomFIAVCGYmFIAR8IAMpAxAiBiADKQMIIgeEIAWDIAYgB4OEfCIENwM4IAMgBiACIBVBCHIiFmoiGykDACAKIAggCyAIIAmFg4V8IAtCMokgC0IuiYUgC0IXiYV8fCAWQZCxAmopAwB8Igp8IgY3AxAgAyAEIAUgB4SDIAUgB4OEIAp8IARCJIkgBEIeiYUgBEIZiYV8Igo3AzAgAyAHIAggAiAVQRByIhZqKQMAfCAWQZCxAmopAwB8IAkgBiAJIAuFg4V8IAZCMokgBkIuiYUgBkIXiYV8Igx8Igg3AwggAyAKIAQgBYSDIAQgBYOEIApCJIkgCkIeiYUgCkIZiYV8IAx8Igc3AyggAyAFIAkgAiAVQRhyIhZqKQMAfCAWQZCxAmopAwB8IAggBiALhYMgC4V8IAhCMokgCEIuiYUgCEIXiYV8Igx8Igk3AwAgAyAHIAQgCoSDIAQgCoOEIAdCJIkgB0IeiYUgB0IZiYV8IAx8IgU3AyAgAyACIBVBIHIiFmopAwAgC3wgFkGQsQJqKQMAfCAJIAYgCIWDIAaFfCAJQjKJIAlCLomFIAlCF4mFfCIMIAUgByAKhIMgByAKg4QgBUIkiSAFQh6JhSAFQhmJhXx8Igs3AxggAyAEIAx8Igw3AzggAyACIBVBKHIiFmopAwAgBnwgFkGQsQJqKQMAfCAMIAggCYWDIAiFfCAMQjKJIAxCLomFIAxCF4mFfCIGIAsgBSAHhIMgBSAHg4QgC0IkiSALQh6JhSALQhmJhXx8IgQ3AxAgAyAGIAp8IgY3AzAgAyACIBVBMHIiFmopAwAgCHwgFkGQsQJqKQMAfCAGIAkgDIWDIAmFfCAGQjKJIAZCLomFIAZCF4mFfCIIIAQgBSALhIMgBSALg4QgBEIkiSAEQh6JhSAEQhmJhXx8Igo3AwggAyAHIAh8Igg3AyggAyACIBVBOHIiFmopAwAgCXwgFkGQsQJqKQMAfCAIIAYgDIWDIAyFfCAIQjKJIAhCLomFIAhCF4mFfCIJIAogBCALhIMgBCALg4QgCkIkiSAKQh6JhSAKQhmJhXx8Igc3AwAgAyAFIAl8Igk3AyAgAyACIBVBwAByIhZqKQMAIAx8IBZBkLECaikDAHwgCSAGIAiFgyAGhXwgCUIyiSAJQi6JhSAJQheJhXwiDCAHIAQgCoSDIAQgCoOEIAdCJIkgB0IeiYUgB0IZiYV8fCIFNwM4IAMgCyAMfCIMNwMYIAMgAiAVQcgAciIWaiIcKQMAIAZ8IBZBkLECaikDAHwgDCAIIAmFgyAIhXwgDEIyiSAMQi6JhSAMQheJhXwiBiAFIAcgCoSDIAcgCoOEIAVCJIkgBUIeiYUgBUIZiYV8fCILNwMwIAMgBCAGfCIGNwMQIAMgCCACIBVB0AByIhZqIh0pAwB8IBZBkLECaikDAHwgBiAJIAyFgyAJhXwgBkIyiSAGQi6JhSAGQheJhXwiCCALIAUgB4SDIAUgB4OEIAtCJIkgC0IeiYUgC0IZiYV8fCIENwMoIAMgCCAKfCIINwMIIAMgFUHYAHIiFkGQsQJqKQMAIAIgFmoiFikDAHwgCXwgCCAGIAyFgyAMhXwgCEIyiSAIQi6JhSAIQheJhXwiCSAEIAUgC4SDIAUgC4OEIARCJIkgBEIeiYUgBEIZiYV8fCIKNwMgIAMgByAJfCIHNwMAIAMgFUHgAHIiGEGQsQJqKQMAIAIgGGoiGCkDAHwgDHwgByAGIAiFgyAGhXwgB0IyiSAHQi6JhSAHQheJhXwiDCAKIAQgC4SDIAQgC4OEIApCJIkgCkIeiYUgCkIZiYV8fCIJNwMYIAMgBSAMfCIFNwM4IAMgFUHoAHIiGUGQsQJqKQMAIAIgGWoiGSkDAHwgBnwgBSAHIAiFgyAIhXwgBUIyiSAFQi6JhSAFQheJhXwiDCAJIAQgCoSDIAQgCoOEIAlCJIkgCUIeiYUgCUIZiYV8fCIGNwMQIAMgCyAMfCILNwMwIAMgFUHwAHIiGkGQsQJqKQMAIAIgGmoiGikDAHwgCHwgCyAFIAeFgyAHhXwgC0IyiSALQi6JhSALQheJhXwiDCAGIAkgCoSDIAkgCoOEIAZCJIkgBkIeiYUgBkIZiYV8fCIINwMIIAMgBCAMfCIENwMoIAMgFUH4AHIiFUGQsQJqKQMAIAIgFWoiFSkDAHwgB3wgBCAFIAuFgyAFhXwgBEIyiSAEQi6JhSAEQheJhXwiBCAIIAYgCYSDIAYgCYOEIAhCJIkgCEIeiYUgCEIZiYV8fCIHNwMAIAMgBCAKfDcDICAXQcAARkUEQCACIBdBEGoiF0EDdGogASkDACAcKQMAIhQgGikDACIOQi2JIA5CA4mFIA5CBoiFfHwgGykDACIKQj+JIApCOImFIApCB4iFfCIENwMAIAEgASkDECIFIAEpA1giDyAEQi2JIARCA4mFIARCBoiFfHwgASkDGCIGQj+JIAZCOImFIAZCB4iFfCIHNwOQASABIAogASkDUCIQfCABKQN4IgpCLYkgCkIDiYUgCkIGiIV8IAVCP4kgBUI4iYUgBUIHiIV8IgU3A4gBIAEgASkDICIIIAEpA2giESAHQi2JIAdCA4mFIAdCBoiFfHwgASkDKCIJQj+JIAlCOImFIAlCB4iFfCILNwOgASABIAYgASkDYCISIAVCLYkgBUIDiYUgBUIGiIV8fCAIQj+JIAhCOImFIAhCB4iFfCIGNwOYASABIAEpAzAiDCAKIAtCLYkgC0IDiYUgC0IGiIV8fCABKQM4Ig1CP4kgDUI4iYUgDUIHiIV8Igg3A7ABIAEgCSABKQNwIhMgBkItiSAGQgOJhSAGQgaIhXx8IAxCP4kgDEI4iYUgDEIHiIV8Igk3A6gBIAEgBCANfCAJQi2JIAlCA4mFIAlCBoiFfCABQUBrKQMAIg1CP4kgDUI4iYUgDUIHiIV8Igw3A7gBIAEgBSANfCAIQi2JIAhCA4mFIAhCBoiFfCABKQNIIgVCP4kgBUI4iYUgBUIHiIV8IgU3A8ABIAEgFCAQQj+JIBBCOImFIBBCB4iFfCAHfCAMQi2JIAxCA4mFIAxCBoiFfCIHNwPIASABIB0pAwAgBiAPQj+JIA9COImFIA9CB4iFfHwgBUItiSAFQgOJhSAFQgaIhXwiBjcD0AEgASAWKQMAIAsgEkI/iSASQjiJhSASQgeIhXx8IAdCLYkgB0IDiYUgB0IGiIV8Igc3A9gBIAEgGCkDACAJIBFCP4kgEUI4iYUgEUIHiIV8fCAGQi2JIAZCA4mFIAZCBoiFfCILNwPgASABIBkpAwAgCCATQj+JIBNCOImFIBNCB4iFfHwgB0ItiSAHQgOJhSAHQgaIhXwiBzcD6AEgASAOIApCP4kgCkI4iYUgCkIHiIV8IAx8IAtCLYkgC0IDiYUgC0IGiIV8NwPwASABIBUpAwAgBSAEQj+JIARCOImFIARCB4iFfHwgB0ItiSAHQgOJhSAHQgaIhXw3A/gBDAELCyAAIAApAwAgB3w3AwAgACAAKQMIIAMpAwh8NwMIIAAgACkDECADKQMQfDcDECAAIAApAxggAykDGHw3AxggACAAKQMgIAMpAyB8NwMgIAAgACkDKCADKQMofDcDKCAAIAApAzAgAykDMHw3AzAgACAAKQM4IAMpAzh8NwM4CycAIAJCgICAgBBaBEAQDAALIAAgASACIANBACAEQeS9AigCABERAAsnACACQoCAgIAQWgRAEAwACyAAIAEgAiADQgAgBEHgvQIoAgARDgALlQkBMX8jAEFAaiEJIAAoAjwhHSAAKAI4IR4gACgCNCESIAAoAjAhEyAAKAIsIR8gACgCKCEgIAAoAiQhISAAKAIgISIgACgCHCEjIAAoAhghJCAAKAIUISUgACgCECEmIAAoAgwhJyAAKAIIISggACgCBCEpIAAoAgAhKgNAAkAgA0I/VgRAIAIhBQwBCyAJQgA3AzggCUIANwMwIAlCADcDKCAJQgA3AyAgCUIANwMYIAlCADcDECAJQgA3AwggCUIANwMAQQAhBANAIAQgCWogASAEai0AADoAACADIARBAWoiBK1WDQALIAkiBSEBIAIhKwtBFCEWICohCCApIQogKCEOICchFCAmIQQgJSECICQhBiAjIQcgIiELICEhDyAgIQwgHSEQIB4hFyASIRggEyENIB8hEQNAIAQgBCAIaiIEIA1zQRB3IgggC2oiC3NBDHciDSAEaiIVIAhzQQh3IgggC2oiCyANc0EHdyIEIAcgByAUaiIHIBBzQRB3IhAgEWoiDXNBDHciESAHaiIHaiIUIAYgBiAOaiIGIBdzQRB3Ig4gDGoiDHNBDHciGSAGaiIGIA5zQQh3IhpzQRB3Ig4gAiACIApqIgIgGHNBEHciCiAPaiIPc0EMdyIbIAJqIgIgCnNBCHciCiAPaiIcaiIPIARzQQx3IgQgFGoiFCAOc0EIdyIXIA9qIg8gBHNBB3chBCALIAogBiAHIBBzQQh3IhAgDWoiBiARc0EHdyIHaiIKc0EQdyILaiINIAdzQQx3IgcgCmoiDiALc0EIdyIYIA1qIgsgB3NBB3chByAGIAggAiAMIBpqIgIgGXNBB3ciBmoiCHNBEHciDGoiESAGc0EMdyIGIAhqIgogDHNBCHciDSARaiIRIAZzQQd3IQYgAiAbIBxzQQd3IgIgFWoiCCAQc0EQdyIMaiIVIAJzQQx3IgIgCGoiCCAMc0EIdyIQIBVqIgwgAnNBB3chAiAWQQJrIhYNAAsgASgABCEWIAEoAAghFSABKAAMIRkgASgAECEaIAEoABQhGyABKAAYIRwgASgAHCEsIAEoACAhLSABKAAkIS4gASgAKCEvIAEoACwhMCABKAAwITEgASgANCEyIAEoADghMyABKAA8ITQgBSABKAAAIAggKmpzNgAAIAUgNCAQIB1qczYAPCAFIDMgFyAeanM2ADggBSAyIBIgGGpzNgA0IAUgMSANIBNqczYAMCAFIDAgESAfanM2ACwgBSAvIAwgIGpzNgAoIAUgLiAPICFqczYAJCAFIC0gCyAianM2ACAgBSAsIAcgI2pzNgAcIAUgHCAGICRqczYAGCAFIBsgAiAlanM2ABQgBSAaIAQgJmpzNgAQIAUgGSAUICdqczYADCAFIBUgDiAoanM2AAggBSAWIAogKWpzNgAEIBIgE0EBaiITRWohEiADQsAAWARAIANCP1gEQCADpyEBQQAhBANAIAQgK2ogBCAFai0AADoAACAEQQFqIgQgAUkNAAsLIAAgEjYCNCAAIBM2AjAFIAFBQGshASAFQUBrIQIgA0JAfCEDDAELCwsIACAAQRAQFgvRBgEKfyMAQaACayICJAAgACgAHCEEIAAoABghBSAAKAAUIQYgACgAECEHIAAoAAQhCCAAKAAIIQkgACgADCEKIAAoAAAhCyACIAEpAng3A5gCIAIgASkCcDcDkAIgAiABKQJgNwPwASACIAEpAmg3A/gBIAIgASkCcDcD4AEgAiABKQJ4NwPoASACQYACaiIDIAJB8AFqIAJB4AFqEAYgASACKQKIAjcCeCABIAIpAoACNwJwIAIgASkCUDcD0AEgAiABKQJYNwPYASACIAEpAmA3A8ABIAIgASkCaDcDyAEgAyACQdABaiACQcABahAGIAEgAikCiAI3AmggASACKQKAAjcCYCACIAFBQGsiACkCADcDsAEgAiABKQJINwO4ASACIAEpAlA3A6ABIAIgASkCWDcDqAEgAyACQbABaiACQaABahAGIAEgAikCiAI3AlggASACKQKAAjcCUCACIAEpAjA3A5ABIAIgASkCODcDmAEgAiAAKQIANwOAASACIAEpAkg3A4gBIAMgAkGQAWogAkGAAWoQBiABIAIpAogCNwJIIAAgAikCgAI3AgAgAiABKQIgNwNwIAIgASkCKDcDeCACIAEpAjA3A2AgAiABKQI4NwNoIAMgAkHwAGogAkHgAGoQBiABIAIpAogCNwI4IAEgAikCgAI3AjAgAiABKQIQNwNQIAIgASkCGDcDWCACIAEpAiA3A0AgAiABKQIoNwNIIAMgAkHQAGogAkFAaxAGIAEgAikCiAI3AiggASACKQKAAjcCICACIAEpAgA3AzAgAiABKQIINwM4IAIgASkCEDcDICACIAEpAhg3AyggAyACQTBqIAJBIGoQBiABIAIpAogCNwIYIAEgAikCgAI3AhAgAiACKQOQAjcDECACIAIpA5gCNwMYIAIgASkCADcDACACIAEpAgg3AwggAyACQRBqIAIQBiABIAIpAogCNwIIIAEgAikCgAI3AgAgASAKIAEoAgxzNgIMIAEgCSABKAIIczYCCCABIAggASgCBHM2AgQgASALIAEoAgBzNgIAIAAgByAAKAIAczYCACABIAYgASgCRHM2AkQgASAFIAEoAkhzNgJIIAEgBCABKAJMczYCTCACQaACaiQAC7UEAQR/IAAoAhAQCyEBIAAoAhQQCyECIAAoAhgQCyEDIAAgACgCHBALNgIcIAAgAzYCGCAAIAI2AhQgACABNgIQIAAoAiAQCyEBIAAoAiQQCyECIAAoAigQCyEDIAAgACgCLBALNgIsIAAgAzYCKCAAIAI2AiQgACABNgIgIAAoAjAQCyEBIAAoAjQQCyECIAAoAjgQCyEDIAAgACgCPBALNgI8IAAgAzYCOCAAIAI2AjQgACABNgIwIABBQGsiASgCABALIQIgACgCRBALIQMgACgCSBALIQQgACAAKAJMEAs2AkwgACAENgJIIAAgAzYCRCABIAI2AgAgACgCUBALIQEgACgCVBALIQIgACgCWBALIQMgACAAKAJcEAs2AlwgACADNgJYIAAgAjYCVCAAIAE2AlAgACgCYBALIQEgACgCZBALIQIgACgCaBALIQMgACAAKAJsEAs2AmwgACADNgJoIAAgAjYCZCAAIAE2AmAgACgCcBALIQEgACgCdBALIQIgACgCeBALIQMgACAAKAJ8EAs2AnwgACADNgJ4IAAgAjYCdCAAIAE2AnAgACgCgAEQCyEBIAAoAoQBEAshAiAAKAKIARALIQMgACAAKAKMARALNgKMASAAIAM2AogBIAAgAjYChAEgACABNgKAASAAKAKQARALIQEgACgClAEQCyECIAAoApgBEAshAyAAIAAoApwBEAs2ApwBIAAgAzYCmAEgACACNgKUASAAIAE2ApABC9wFASJ/An8gA0UEQEHl8MGLBiEQQbLaiMsHIRFB7siBmQMhEkH0yoHZBgwBCyADKAAIIREgAygABCESIAMoAAAhECADKAAMCyEWIBAhAyACKAAAIhohCCACKAAEIhshCSACKAAIIhwhCiACKAAMIh0hCyASIQYgASgAACIeIQwgASgABCIfIQ0gASgACCIgIQ4gASgADCIhIRMgESEBIAIoABAiIiEFIBYhByACKAAcIiMhFCACKAAYIiQhDyACKAAUIiUhAgNAIAYgCGpBB3cgE3MiFSAGakEJdyAPcyIYIAIgA2pBB3cgC3MiCyADakEJdyAOcyIZIAtqQQ13IAJzIiYgCiAFIAdqQQd3cyIKIAdqQQl3IA1zIg0gCmpBDXcgBXMiDiANakESdyAHcyIHIAEgDGpBB3cgFHMiBWpBB3dzIgIgB2pBCXdzIg8gAmpBDXcgBXMiFCAPakESdyAHcyEHIAUgASAFakEJdyAJcyIJakENdyAMcyIMIAlqQRJ3IAFzIgEgFWpBB3cgDnMiBSABakEJdyAZcyIOIAVqQQ13IBVzIhMgDmpBEncgAXMhASAYIBUgGGpBDXcgCHMiCGpBEncgBnMiBiALakEHdyAMcyIMIAZqQQl3IA1zIg0gDGpBDXcgC3MiCyANakESdyAGcyEGIBkgJmpBEncgA3MiAyAKakEHdyAIcyIIIANqQQl3IAlzIgkgCGpBDXcgCnMiCiAJakESdyADcyEDIBdBAmoiFyAESQ0ACyAAIAcgFmo2ADwgACAUICNqNgA4IAAgDyAkajYANCAAIAIgJWo2ADAgACAFICJqNgAsIAAgASARajYAKCAAIBMgIWo2ACQgACAOICBqNgAgIAAgDSAfajYAHCAAIAwgHmo2ABggACAGIBJqNgAUIAAgCyAdajYAECAAIAogHGo2AAwgACAJIBtqNgAIIAAgCCAaajYABCAAIAMgEGo2AAALtwkBFX8jAEHAAmsiAyQAIANB8AFqIgQgAhAEIAQgBCACEAUgACAEEAQgACAAIAIQBSAAIAAgARAFIAAgABCIASAAIAAgBBAFIAAgACABEAUgA0HAAWoiBCAAEAQgBCAEIAIQBSABKAIEIQUgASgCCCENIAEoAgwhDiABKAIQIQ8gASgCFCEQIAEoAhghESABKAIcIRIgASgCICETIAEoAgAhFCADKALAASECIAMoAsQBIQQgAygCyAEhBiADKALMASEHIAMoAtABIQggAygC1AEhCSADKALYASEKIAMoAtwBIQsgAygC4AEhDCADIAMoAuQBIhUgASgCJCIWazYCtAEgAyAMIBNrNgKwASADIAsgEms2AqwBIAMgCiARazYCqAEgAyAJIBBrNgKkASADIAggD2s2AqABIAMgByAOazYCnAEgAyAGIA1rNgKYASADIAQgBWs2ApQBIAMgAiAUazYCkAEgAyAVIBZqNgKEASADIAwgE2o2AoABIAMgCyASajYCfCADIAogEWo2AnggAyAJIBBqNgJ0IAMgCCAPajYCcCADIAcgDmo2AmwgAyAGIA1qNgJoIAMgBCAFajYCZCADIAIgFGo2AmAgA0EwaiIFIAFB8AwQBSADIBUgAygCVGo2AlQgAyAMIAMoAlBqNgJQIAMgCyADKAJMajYCTCADIAogAygCSGo2AkggAyAJIAMoAkRqNgJEIAMgCCADKAJAajYCQCADIAcgAygCPGo2AjwgAyAGIAMoAjhqNgI4IAMgBCADKAI0ajYCNCADIAIgAygCMGo2AjAgAyADQZABahAPIANBIBAbIQ4gAyADQeAAahAPIANBIBAbIQ0gAyAFEA8gA0EgEBshASADIABB8AwQBSAAKAIEIQwgACgCCCELIAAoAgwhCiAAKAIQIQkgACgCFCEIIAAoAhghByAAKAIcIQYgACgCICEEIAAoAgAhBSADKAIAIQ8gAygCBCEQIAMoAgghESADKAIMIRIgAygCECETIAMoAhQhFCADKAIYIRUgAygCHCEWIAMoAiAhFyAAQQAgASANcmsiASAAKAIkIgIgAygCJHNxIAJzIgI2AiQgACAEIAQgF3MgAXFzIgQ2AiAgACAGIAYgFnMgAXFzIgY2AhwgACAHIAcgFXMgAXFzIgc2AhggACAIIAggFHMgAXFzIgg2AhQgACAJIAkgE3MgAXFzIgk2AhAgACAKIAogEnMgAXFzIgo2AgwgACALIAsgEXMgAXFzIgs2AgggACAMIAwgEHMgAXFzIgw2AgQgACAFIAUgD3MgAXFzIgU2AgAgA0GgAmogABAPIABBACADLQCgAkEBcWsiASACQQAgAmtzcSACczYCJCAAIARBACAEa3MgAXEgBHM2AiAgACAGQQAgBmtzIAFxIAZzNgIcIAAgB0EAIAdrcyABcSAHczYCGCAAIAhBACAIa3MgAXEgCHM2AhQgACAJQQAgCWtzIAFxIAlzNgIQIAAgCkEAIAprcyABcSAKczYCDCAAIAtBACALa3MgAXEgC3M2AgggACAMQQAgDGtzIAFxIAxzNgIEIAAgBUEAIAVrcyABcSAFczYCACADQcACaiQAIA0gDnIL3AEAIAAtAB9Bf3NB/wBxIAAtAAEgAC0AAiAALQADIAAtAAQgAC0ABSAALQAGIAAtAAcgAC0ACCAALQAJIAAtAAogAC0ACyAALQAMIAAtAA0gAC0ADiAALQAPIAAtABAgAC0AESAALQASIAAtABMgAC0AFCAALQAVIAAtABYgAC0AFyAALQAYIAAtABkgAC0AGiAALQAbIAAtABwgAC0AHiAALQAdcXFxcXFxcXFxcXFxcXFxcXFxcXFxcXFxcXFxcXFB/wFzckEBa0HsASAALQAAa3FBf3NBCHZBAXELwAsBE38jAEGAEGsiASQAIAFBgAVqIgggABAOIAEgACkCIDcD4AIgASAAKQIYNwPYAiABIAApAhA3A9ACIAEgACkCCDcDyAIgASAAKQIANwPAAiABIAApAig3A+gCIAEgACkCMDcD8AIgASAAKQI4NwP4AiABIABBQGspAgA3A4ADIAEgACkCSDcDiAMgASAAKQJQNwOQAyABIAApAlg3A5gDIAEgACkCYDcDoAMgASAAKQJoNwOoAyABIAApAnA3A7ADIAFB4ANqIgIgAUHAAmoiAxAcIAFBoAFqIgcgAiABQdgEaiIEEAUgAUHIAWogAUGIBGoiBSABQbAEaiIGEAUgAUHwAWogBiAEEAUgAUGYAmogAiAFEAUgAiAHIAgQEiADIAIgBBAFIAFB6AJqIgggBSAGEAUgAUGQA2oiCiAGIAQQBSABQbgDaiILIAIgBRAFIAFBoAZqIgAgAxAOIAIgByAAEBIgAyACIAQQBSAIIAUgBhAFIAogBiAEEAUgCyACIAUQBSABQcAHaiIAIAMQDiACIAcgABASIAMgAiAEEAUgCCAFIAYQBSAKIAYgBBAFIAsgAiAFEAUgAUHgCGoiACADEA4gAiAHIAAQEiADIAIgBBAFIAggBSAGEAUgCiAGIAQQBSALIAIgBRAFIAFBgApqIgAgAxAOIAIgByAAEBIgAyACIAQQBSAIIAUgBhAFIAogBiAEEAUgCyACIAUQBSABQaALaiIAIAMQDiACIAcgABASIAMgAiAEEAUgCCAFIAYQBSAKIAYgBBAFIAsgAiAFEAUgAUHADGoiACADEA4gAiAHIAAQEiADIAIgBBAFIAggBSAGEAUgCiAGIAQQBSALIAIgBRAFIAFB4A1qIAMQDiABQgA3AyAgAUIANwMYIAFCADcDECABQgA3AwggAUIANwMAIAFCADcCLCABQQE2AiggAUIANwI0IAFCADcCPCABQgA3AkQgAUKAgICAEDcCTCABQdQAakEAQcwA/AsAIAFB+ABqIQ8gAUHYD2ohDCABQbAPaiENIAFB0ABqIQMgAUEoaiEHQfwBIQADQCABIAEpAyA3A6gPIAEgASkDGDcDoA8gASABKQMQNwOYDyABIAEpAwg3A5APIAEgASkDADcDiA8gDSAHKQIgNwIgIA0gBykCGDcCGCANIAcpAhA3AhAgDSAHKQIINwIIIA0gBykCADcCACAMIAMpAiA3AiAgDCADKQIYNwIYIAwgAykCEDcCECAMIAMpAgg3AgggDCADKQIANwIAIAAiAkHAhwJqLAAAIQAgAUHgA2oiCSABQYgPahAcAkAgAEEASgRAIAFBwAJqIg4gCSAEEAUgCCAFIAYQBSAKIAYgBBAFIAsgCSAFEAUgCSAOIAFBgAVqIABB/gFxQQF2QaABbGoQEgwBCyAAQQBODQAgAUHAAmoiDiABQeADaiIJIAQQBSAIIAUgBhAFIAogBiAEEAUgCyAJIAUQBSAJIA4gAUGABWpBACAAa0H+AXFBAXZBoAFsahBgCyABIAFB4ANqIgkgBBAFIAcgBSAGEAUgAyAGIAQQBSAPIAkgBRAFIAJBAWshACACDQALIAEoAighACABKAJQIQIgASgCLCEEIAEoAlQhBSABKAIwIQYgASgCWCEIIAEoAjQhCiABKAJcIQsgASgCOCEDIAEoAmAhByABKAI8IQwgASgCZCENIAEoAkAhDyABKAJoIQ4gASgCRCEQIAEoAmwhESABKAJIIRIgASgCcCETIAEgASgCTCABKAJ0azYCpAUgASASIBNrNgKgBSABIBAgEWs2ApwFIAEgDyAOazYCmAUgASAMIA1rNgKUBSABIAMgB2s2ApAFIAEgCiALazYCjAUgASAGIAhrNgKIBSABIAQgBWs2AoQFIAEgACACazYCgAUgCSABEA8gCUEgEBsgCSABQYAFahAPIAlBIBAbIAFBgBBqJABxC4IWAQt/IwBBwB9rIgMkACADQaABaiACEA4gAyACKQIgNwOAHiADIAIpAhg3A/gdIAMgAikCEDcD8B0gAyACKQIINwPoHSADIAIpAgA3A+AdIAMgAikCKDcDiB4gAyACKQIwNwOQHiADIAIpAjg3A5geIAMgAkFAaykCADcDoB4gAyACKQJINwOoHiADIAIpAlA3A7AeIAMgAikCWDcDuB4gAyACKQJgNwPAHiADIAIpAmg3A8geIAMgAikCcDcD0B4gA0HIG2oiBSADQeAdaiIHEBwgA0HoEmoiCSAFIANBwBxqIgQQBSADQZATaiADQfAbaiIIIANBmBxqIgYQBSADQbgTaiAGIAQQBSADQeATaiAFIAgQBSADQcACaiIEIAkQDiADQagaaiIFIAIgBBASIANByBFqIgkgBSADQaAbaiIEEAUgA0HwEWogA0HQGmoiCCADQfgaaiIGEAUgA0GYEmogBiAEEAUgA0HAEmogBSAIEAUgA0HgA2ogCRAOIAMgAykCiBM3A4AeIAMgAykCgBM3A/gdIAMgAykC+BI3A/AdIAMgAykC8BI3A+gdIAMgAykC6BI3A+AdIAMgAykCkBM3A4geIAMgAykCmBM3A5AeIAMgAykCoBM3A5geIAMgAykCqBM3A6AeIAMgAykCsBM3A6geIAMgAykC2BM3A9AeIAMgAykC0BM3A8geIAMgAykCyBM3A8AeIAMgAykCwBM3A7geIAMgAykCuBM3A7AeIANBiBlqIgUgBxAcIANBqBBqIgkgBSADQYAaaiIEEAUgA0HQEGogA0GwGWoiCCADQdgZaiIGEAUgA0H4EGogBiAEEAUgA0GgEWogBSAIEAUgA0GABWoiBCAJEA4gA0HoF2oiBSACIAQQEiADQYgPaiIJIAUgA0HgGGoiBBAFIANBsA9qIANBkBhqIgggA0G4GGoiBhAFIANB2A9qIAYgBBAFIANBgBBqIAUgCBAFIANBoAZqIAkQDiADIAMpAugRNwOAHiADIAMpAuARNwP4HSADIAMpAtgRNwPwHSADIAMpAtARNwPoHSADIAMpAsgRNwPgHSADIAMpAvARNwOIHiADIAMpAvgRNwOQHiADIAMpAoASNwOYHiADIAMpAogSNwOgHiADIAMpApASNwOoHiADIAMpArgSNwPQHiADIAMpArASNwPIHiADIAMpAqgSNwPAHiADIAMpAqASNwO4HiADIAMpApgSNwOwHiADQcgWaiIFIAcQHCADQegNaiIJIAUgA0HAF2oiBBAFIANBkA5qIANB8BZqIgggA0GYF2oiBhAFIANBuA5qIAYgBBAFIANB4A5qIAUgCBAFIANBwAdqIgQgCRAOIANBqBVqIgYgAiAEEBIgA0HIDGoiBSAGIANBoBZqIgIQBSADQfAMaiADQdAVaiIEIANB+BVqIggQBSADQZgNaiAIIAIQBSADQcANaiAGIAQQBSADQeAIaiAFEA4gAyADKQLIEDcDgB4gAyADKQLAEDcD+B0gAyADKQK4EDcD8B0gAyADKQKwEDcD6B0gAyADKQKoEDcD4B0gAyADKQLQEDcDiB4gAyADKQLYEDcDkB4gAyADKQLgEDcDmB4gAyADKQLoEDcDoB4gAyADKQLwEDcDqB4gAyADKQKYETcD0B4gAyADKQKQETcDyB4gAyADKQKIETcDwB4gAyADKQKAETcDuB4gAyADKQL4EDcDsB4gA0GIFGoiBiAHEBwgA0GoC2oiByAGIANBgBVqIgIQBSADQdALaiADQbAUaiIEIANB2BRqIggQBSADQfgLaiAIIAIQBSADQaAMaiAGIAQQBSADQYAKaiAHEA4gAyABLQAAIgJBBHY6AIEfIAMgAkEPcToAgB8gAyABLQABIgJBBHY6AIMfIAMgAkEPcToAgh8gAyABLQACIgJBBHY6AIUfIAMgAkEPcToAhB8gAyABLQADIgJBBHY6AIcfIAMgAkEPcToAhh8gAyABLQAEIgJBBHY6AIkfIAMgAkEPcToAiB8gAyABLQAFIgJBBHY6AIsfIAMgAkEPcToAih8gAyABLQAGIgJBBHY6AI0fIAMgAkEPcToAjB8gAyABLQAHIgJBBHY6AI8fIAMgAkEPcToAjh8gAyABLQAIIgJBBHY6AJEfIAMgAkEPcToAkB8gAyABLQAJIgJBBHY6AJMfIAMgAkEPcToAkh8gAyABLQAKIgJBBHY6AJUfIAMgAkEPcToAlB8gAyABLQALIgJBBHY6AJcfIAMgAkEPcToAlh8gAyABLQAMIgJBBHY6AJkfIAMgAkEPcToAmB8gAyABLQANIgJBBHY6AJsfIAMgAkEPcToAmh8gAyABLQAOIgJBBHY6AJ0fIAMgAkEPcToAnB8gAyABLQAPIgJBBHY6AJ8fIAMgAkEPcToAnh8gAyABLQAQIgJBBHY6AKEfIAMgAkEPcToAoB8gAyABLQARIgJBBHY6AKMfIAMgAkEPcToAoh8gAyABLQASIgJBBHY6AKUfIAMgAkEPcToApB8gAyABLQATIgJBBHY6AKcfIAMgAkEPcToAph8gAyABLQAUIgJBBHY6AKkfIAMgAkEPcToAqB8gAyABLQAVIgJBBHY6AKsfIAMgAkEPcToAqh8gAyABLQAWIgJBBHY6AK0fIAMgAkEPcToArB8gAyABLQAXIgJBBHY6AK8fIAMgAkEPcToArh8gAyABLQAYIgJBBHY6ALEfIAMgAkEPcToAsB8gAyABLQAZIgJBBHY6ALMfIAMgAkEPcToAsh8gAyABLQAaIgJBBHY6ALUfIAMgAkEPcToAtB8gAyABLQAbIgJBBHY6ALcfIAMgAkEPcToAth8gAyABLQAcIgJBBHY6ALkfIAMgAkEPcToAuB8gAyABLQAdIgJBBHY6ALsfIAMgAkEPcToAuh8gAyABLQAeIgJBBHY6AL0fIAMgAkEPcToAvB8gAyABLQAfIgFBBHY6AL8fIAMgAUEPcToAvh9BACEEQQAhAgNAIANBgB9qIAJqIgEgAS0AACAEaiIEIARBCGoiBEHwAXFrOgAAIAEgAS0AASAEwEEEdWoiBCAEQQhqIgRB8AFxazoAASABIAEtAAIgBMBBBHVqIgEgAUEIaiIBQfABcWs6AAIgAcBBBHUhBCACQQNqIgJBP0cNAAsgAyADLQC/HyAEajoAvx8gAEIANwIgIABCADcCGCAAQgA3AhAgAEIANwIIIABCADcCACAAQgA3AiwgAEEoaiIKQQE2AgAgAEIANwI0IABCADcCPCAAQgA3AkQgAEKAgICAEDcCTCAAQdQAakEAQcwA/AsAIABB+ABqIQsgAEHQAGohDCADQbgdaiEIIANBsB5qIQEgA0GIHmohBCADQZAdaiEGIANB2B5qIQJBPyEJA0AgAyADQaABaiINIANBgB9qIAlqLAAAEKwBIANB4B1qIgcgACADEBIgA0HoHGoiBSAHIAIQBSAGIAQgARAFIAggASACEAUgByAFEBwgBSAHIAIQBSAGIAQgARAFIAggASACEAUgByAFEBwgBSAHIAIQBSAGIAQgARAFIAggASACEAUgByAFEBwgBSAHIAIQBSAGIAQgARAFIAggASACEAUgByAFEBwgACAHIAIQBSAKIAQgARAFIAwgASACEAUgCyAHIAQQBSAJQQFrIgkNAAsgAyANIAMsAIAfEKwBIAcgACADEBIgACAHIAIQBSAKIAQgARAFIAwgASACEAUgCyAHIAQQBSADQcAfaiQAC+AJAR5/IAEoAighAyABKAIEIQQgASgCLCEFIAEoAgghBiABKAIwIQcgASgCDCEIIAEoAjQhCSABKAIQIQogASgCOCELIAEoAhQhDCABKAI8IQ0gASgCGCEOIAFBQGsiDygCACEQIAEoAhwhESABKAJEIRIgASgCICETIAEoAkghFCABKAIAIRUgACABKAIkIAEoAkxqNgIkIAAgEyAUajYCICAAIBEgEmo2AhwgACAOIBBqNgIYIAAgDCANajYCFCAAIAogC2o2AhAgACAIIAlqNgIMIAAgBiAHajYCCCAAIAQgBWo2AgQgACADIBVqNgIAIAEoAighBSABKAIEIQMgASgCLCEGIAEoAgghByABKAIwIQggASgCDCEJIAEoAjQhCiABKAIQIQsgASgCOCEMIAEoAhQhDSABKAI8IQ4gASgCGCEQIA8oAgAhDyABKAIcIQQgASgCRCERIAEoAiAhEiABKAJIIRMgASgCACEUIAAgASgCTCABKAIkazYCTCAAIBMgEms2AkggACARIARrNgJEIABBQGsiBCAPIBBrNgIAIAAgDiANazYCPCAAIAwgC2s2AjggACAKIAlrNgI0IAAgCCAHazYCMCAAIAYgA2s2AiwgAEEoaiIDIAUgFGs2AgAgAEHQAGogACACEAUgAyADIAJBKGoQBSAAQfgAaiACQdAAaiABQfgAahAFIAEoAlAhFSABKAJUIRYgASgCWCEXIAEoAlwhGCABKAJgIRkgASgCZCEaIAEoAmghGyABKAJsIRwgASgCcCEdIAEoAnQhHiADKAIAIQEgACgCUCECIAAoAiwhBSAAKAJUIQYgACgCMCEHIAAoAlghCCAAKAI0IQkgACgCXCEKIAAoAjghCyAAKAJgIQwgACgCPCENIAAoAmQhDiAEKAIAIQ8gACgCaCEQIAAoAkQhESAAKAJsIRIgACgCSCETIAAoAnAhFCAAIAAoAkwiHyAAKAJ0IiBqNgJMIAAgEyAUajYCSCAAIBEgEmo2AkQgBCAPIBBqNgIAIAAgDSAOajYCPCAAIAsgDGo2AjggACAJIApqNgI0IAAgByAIajYCMCAAIAUgBmo2AiwgAyABIAJqNgIAIAAgICAfazYCJCAAIBQgE2s2AiAgACASIBFrNgIcIAAgECAPazYCGCAAIA4gDWs2AhQgACAMIAtrNgIQIAAgCiAJazYCDCAAIAggB2s2AgggACAGIAVrNgIEIAAgAiABazYCACAAIB5BAXQiASAAKAKcASICazYCnAEgACAdQQF0IgMgACgCmAEiBGs2ApgBIAAgHEEBdCIFIAAoApQBIgZrNgKUASAAIBtBAXQiByAAKAKQASIIazYCkAEgACAaQQF0IgkgACgCjAEiCms2AowBIAAgGUEBdCILIAAoAogBIgxrNgKIASAAIBhBAXQiDSAAKAKEASIOazYChAEgACAXQQF0Ig8gACgCgAEiEGs2AoABIAAgFkEBdCIRIAAoAnwiEms2AnwgACAVQQF0IhMgACgCeCIUazYCeCAAIAMgBGo2AnAgACAFIAZqNgJsIAAgByAIajYCaCAAIAkgCmo2AmQgACALIAxqNgJgIAAgDSAOajYCXCAAIA8gEGo2AlggACARIBJqNgJUIAAgEyAUajYCUCAAIAEgAmo2AnQLrggBA38jAEGQAWsiAyQAIANB4ABqIgQgARAEIANBMGoiAiAEEAQgAiACEAQgAiABIAIQBSAEIAQgAhAFIAQgBBAEIAQgAiAEEAUgAiAEEAQgAiACEAQgAiACEAQgAiACEAQgAiACEAQgBCACIAQQBSACIAQQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIgBBAFIAMgAhAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAIgAyACEAUgAiACEAQgAiACEAQgAiACEAQgAiACEAQgAiACEAQgAiACEAQgAiACEAQgAiACEAQgAiACEAQgAiACEAQgBCACIAQQBSACIAQQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIQBCACIAIgBBAFIAMgAhAEQQEhAgNAIAMgAxAEIAJBAWoiAkHkAEcNAAsgA0EwaiICIAMgAhAFIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIAIgAhAEIANB4ABqIgQgAiAEEAUgBCAEEAQgBCAEEAQgACAEIAEQBSADQZABaiQACxIAIAAgASACrSADrUIghoQQEwuiBAIOfgp/QQBBgICACCAALQBQGyEWIAAoAiQhEiAAKAIgIRMgACgCHCEUIAAoAhghFSAAKAIUIREgACgCECIXrSEPIAAoAgwiGK0hDSAAKAIIIhmtIQsgACgCBCIarSEJIBpBBWytIRAgGUEFbK0hDiAYQQVsrSEMIBdBBWytIQogADUCACEIA0AgASgAA0ECdkH///8fcSAVaq0iAyANfiABKAAAQf///x9xIBFqrSIEIA9+fCABKAAGQQR2Qf///x9xIBRqrSIFIAt+fCABKAAJQQZ2IBNqrSIGIAl+fCASIBZqIAEoAAxBCHZqrSIHIAh+fCADIAt+IAQgDX58IAUgCX58IAYgCH58IAcgCn58IAMgCX4gBCALfnwgBSAIfnwgBiAKfnwgByAMfnwgAyAIfiAEIAl+fCAFIAp+fCAGIAx+fCAHIA5+fCADIAp+IAQgCH58IAUgDH58IAYgDn58IAcgEH58IgNCGohC/////w+DfCIEQhqIQv////8Pg3wiBUIaiEL/////D4N8IgZCGohC/////w+DfCIHQhqIp0EFbCADp0H///8fcWoiEUEadiAEp0H///8fcWohFSAFp0H///8fcSEUIAanQf///x9xIRMgB6dB////H3EhEiARQf///x9xIREgAUEQaiEBIAJCEH0iAkIPVg0ACyAAIBI2AiQgACATNgIgIAAgFDYCHCAAIBU2AhggACARNgIUC5oGACAEQQg2AgAgAgJ/AkAgAgJ/AkBCgIACIAAgAEKAgAJYGyIAIAFBBXatWgRAIAFBgCBPDQFBAQwCCyADQQE2AgBBASAApyAEKAIAQQJ0biIDQQRJDQMaQQIgA0EISQ0DGiADQRBJBEAgAkEDNgIADwsgA0EgSQRAIAJBBDYCAA8LIANBwABJBEAgAkEFNgIADwsgA0GAAUkEQCACQQY2AgAPCyADQYACSQRAIAJBBzYCAA8LIANBgARJBEAgAkEINgIADwsgA0GACEkEQCACQQk2AgAPCyADQYAQSQRAIAJBCjYCAA8LIANBgCBJBEAgAkELNgIADwsgA0GAwABJBEAgAkEMNgIADwsgA0GAgAFJBEAgAkENNgIADwsgA0GAgAJJBEAgAkEONgIADwsgA0GAgARJBEAgAkEPNgIADwsgA0GAgAhJBEAgAkEQNgIADwsgA0GAgBBJBEAgAkERNgIADwsgA0GAgCBJBEAgAkESNgIADwsgA0GAgMAASQRAIAJBEzYCAA8LIANBgICAAUkEQCACQRQ2AgAPCyADQYCAgAJJBEAgAkEVNgIADwsgA0GAgIAESQRAIAJBFjYCAA8LIANBgICACEkEQCACQRc2AgAPCyADQYCAgBBPDQIgAkEYNgIADwtBAiABQYDAAEkNABpBAyABQYCAAUkNABpBBCABQYCAAkkNABpBBSABQYCABEkNABpBBiABQYCACEkNABpBByABQYCAEEkNABpBCCABQYCAIEkNABpBCSABQYCAwABJDQAaQQogAUGAgIABSQ0AGkELIAFBgICAAkkNABpBDCABQYCAgARJDQAaQQ0gAUGAgIAISQ0AGkEOIAFBgICAEEkNABpBDyABQYCAgCBJDQAaQRAgAUGAgIDAAEkNABpBESABQYCAgIABSQ0AGkESIAFBgICAgAJJDQAaQRMgAUGAgICABEkNABpBFEEVIAFBAE4bCyIBNgIAIANC/////wMgAEICiCABrYgiACAAQv////8DWhunIAQoAgBuNgIADwtBGUEaIANBgICAIEkbCzYCAAu3AwIMfwN+IAApAzgiDkIAUgRAIABBQGsiAiAOpyIDakEBOgAAAkAgDkIBfEIPVg0AQQ8gA2siBkUNACAAIANqQcEAakEAIAb8CwALIABBAToAUCAAIAJCEBCKAQsgADUCNCEOIAA1AjAhDyAANQIsIRAgASAAKAIUIAAoAiQgACgCICAAKAIcIAAoAhgiA0EadmoiAkEadmoiB0EadmoiBkEadkEFbGoiBEH///8fcSIFQQVqIghBGnYgA0H///8fcSAEQRp2aiIEaiIJQRp2IAJB////H3EiCmoiC0EadiAHQf///x9xIgdqIgxBGnYgBkH///8fcWoiDUGAgIAgayICQR91IgMgBHEgAkEfdkEBayIEQf///x9xIgIgCXFyIglBGnQgAiAIcSADIAVxcnIiBSAAKAIoaiIINgAAIAEgBSAIS60gECADIApxIAIgC3FyIgVBFHQgCUEGdnKtfHwiED4ABCABIA8gAyAHcSACIAxxciICQQ50IAVBDHZyrXwgEEIgiHwiDz4ACCABIA4gBCANcSADIAZxckEIdCACQRJ2cq18IA9CIIh8PgAMIABB2AAQBwvfBAIHfgF/AkAgACkDOCIDQgBSBEAgAEIQIAN9IgQgAiACIARWGyIEQgBSBH4gBEIDgyEJIABBQGshCkIAIQMCQCAEQgRaBEAgBEJ8gyEFA0AgCiAAKQM4IAN8p2ogASADp2otAAA6AAAgCiADQgGEIgggACkDOHynaiABIAinai0AADoAACAKIANCAoQiCCAAKQM4fKdqIAEgCKdqLQAAOgAAIAogA0IDhCIIIAApAzh8p2ogASAIp2otAAA6AAAgA0IEfCEDIAdCBHwiByAFUg0ACyAJUA0BCwNAIAogACkDOCADfKdqIAEgA6dqLQAAOgAAIANCAXwhAyAGQgF8IgYgCVINAAsLIAApAzgFIAMLIAR8IgM3AzggA0IQVA0BIAAgAEFAa0IQEIoBIABCADcDOCACIAR9IQIgASAEp2ohAQsgAkIQWgRAIAAgASACQnCDIgMQigEgAkIPgyECIAEgA6dqIQELIAJQDQAgAkIDgyEEIABBQGshCkIAIQZCACEDAkAgAkIEWgRAIAJCDIMhCUIAIQcDQCAKIAApAzggA3ynaiABIAOnai0AADoAACAKIANCAYQiBSAAKQM4fKdqIAEgBadqLQAAOgAAIAogA0IChCIFIAApAzh8p2ogASAFp2otAAA6AAAgCiADQgOEIgUgACkDOHynaiABIAWnai0AADoAACADQgR8IQMgB0IEfCIHIAlSDQALIARQDQELA0AgCiAAKQM4IAN8p2ogASADp2otAAA6AAAgA0IBfCEDIAZCAXwiBiAEUg0ACwsgACAAKQM4IAJ8NwM4Cws+AQF/IwBBIGsiBSQAIAUgAyAEQQAQNhogACABIAIgA0EQakIAIAVBxL0CKAIAEQ4AIAVBIBAHIAVBIGokAAtaAQF/IwBBQGoiAyQAIAMgAkIgEEAaIAEgAykDGDcAGCABIAMpAxA3ABAgASADKQMINwAIIAEgAykDADcAACADQcAAEAcgACABQby9AigCABEAACADQUBrJAALCABBgICAgAQLCABBgICAgHgLBgBBgMAACwUAQYABC44BAQZ/AkAgAC0AACIGQTprQf8BcUH2AUkNACAGIQMgACECA0AgAiEHIARBmbPmzAFLDQEgA0H/AXFBMGsiAiAEQQpsIgNBf3NLDQEgAiADaiEEIAdBAWoiAi0AACIDQTprQf8BcUH1AUsNAAsgACACRg0AIAZBMEYgACAHR3ENACABIAQ2AgAgAiEFCyAFC/4IAQh/IAdBeXFBAUYEQAJAAkACQAJAAkACQAJAIAMEfwJAAkAgB0EDTQRAA0AgCCELAkACQAJAAkADQCACIAtqLQAAIglB0P8Ac0EBakF/c0EIdkE/cSAJQdT/AHNBAWpBf3NBCHZBPnFyIAlBuQFqIAlB+wBrIAlBn/8DakF/c3FBCHZxQf8BcXIgCUEEaiAJQTprIAlB0P8DakF/c3FBCHZxQf8BcXIgCUHbAGsgCUHBAGsiCkF/c3FBCHYgCnFB/wFxciIKQQFrIAlBvv8Dc0EBanFBCHZB/wFxIApyIgpB/wFHDQFBACEKIARFDQggBCAJwBBNBEAgC0EBaiILIANPDQMMAQsLIAshCAwHCyAKIA5BBnRqIQ4gDEEBSw0BIAxBBmohDAwCCyADIAhBAWoiACAAIANJGyEIDAULIAxBAmshDCABIA1NDQMgACANaiAOIAx2OgAAIA1BAWohDQtBACEKIAtBAWoiCCADSQ0ACwwCCwNAAkAgAiALai0AACIJQaD/AHNBAWpBf3NBCHZBP3EgCUHS/wBzQQFqQX9zQQh2QT5xciAJQbkBaiAJQfsAayAJQZ//A2pBf3NxQQh2cUH/AXFyIAlBBGogCUE6ayAJQdD/A2pBf3NxQQh2cUH/AXFyIAlB2wBrIAlBwQBrIgpBf3NxQQh2IApxQf8BcXIiCkEBayAJQb7/A3NBAWpxQQh2Qf8BcSAKciIKQf8BRgRAQQAhCiAERQ0EIAQgCcAQTQRAIAtBAWoiCyADTw0CDAMLIAshCAwECyAKIA5BBnRqIQ4CQCAMQQJJBEAgDEEGaiEMDAELIAxBAmshDCABIA1NDQMgACANaiAOIAx2OgAAIA1BAWohDQtBACEKIAtBAWoiCCADTw0DIAghCwwBCwsgAyAIQQFqIgAgACADSRshCAwBCyALIQhBwMQCQcQANgIAQQEhCgsgDEEESw0BIAgFQQALIQBBfyELIAoEQCAAIQgMBwsgDkF/IAx0QX9zcQRAIAAhCAwHCwJAIAdBAnENACAMQQF2IgpFDQACQCAEBEAgACADIAAgA0sbIQhBxAAhByAAIANPDQUMAQtBxAAhByAAIANPBEAgACEIDAULQRwhByAAIAJqLQAAQT1HBEAgACEIDAULIABBAWohCCAKQQFGBEBBACELDAgLIAMgCEcNAyAAIAMgACADSxshCEHEACEHDAQLA0ACQCAAIAJqLAAAIgFBPUYEQCAKQQFrIQoMAQsgBCABEE0NAEEcIQcgACEIDAULIABBAWohACAKRQ0BIAAgCEcNAAsMAwtBACELIARFDQQgACADTw0EA0AgBCAAIAJqLAAAEE1FDQUgAEEBaiIAIANHDQALIAMhCAwFC0F/IQsMBQsgAiAIai0AAEE9Rg0BC0HAxAIgBzYCAAwDCyAAQQJqIQhBACELDAELIAAhCAsgDSEPCwJAIAYEQCAGIAIgCGo2AgAMAQsgAyAIRg0AQcDEAkEcNgIAQX8hCwsgBQRAIAUgDzYCAAsgCw8LEAwAC6AGAQd/AkACQAJAAn8CQAJAIARBeXFBAUcNACADQf3///97Tw0AIANBA24iBUECdCEHAkAgBUF9bCADaiIFRQ0AIARBAnFFBEAgB0EEaiEHDAELIAVBAXYgB2pBAmohBwsgASAHTQ0AAkAgBEEETwRAIANFBEBBACEEDAcLQQAhBUEAIQQMAQsgA0UEQEEAIQQMBgtBACEFQQAhBAwCCwNAIAIgCWotAAAgCEEIdHIhCCAFQQhyIQUDQCAAIARqIAggBUEGayIFdkE/cSIGQccAaiAGQeb/A2pBCHYiCkF/c3EgBkHM/wNqQQh2IgtxIAogBkHBAGpxciAGQcH/AWpBf3NBCHZB3wBxciAGQfwBaiAGQcL/A2pBCHZxIAtBf3NxciAGQcH/AHNBAWpBf3NBCHZBLXFyOgAAIARBAWohBCAFQQVLDQALIAlBAWoiCSADRw0ACyAFRQ0DQcH/ASEGQS0hCUHfAAwCCxAMAAsDQCACIAlqLQAAIAhBCHRyIQggBUEIciEFA0AgACAEaiAIIAVBBmsiBXZBP3EiBkHHAGogBkHm/wNqQQh2IgpBf3NxIAZBzP8DakEIdiILcSAKIAZBwQBqcXIgBkHB/wBqQX9zQQh2QS9xciAGQfwBaiAGQcL/A2pBCHZxIAtBf3NxciAGQcH/AHNBAWpBf3NBCHZBK3FyOgAAIARBAWohBCAFQQVLDQALIAlBAWoiCSADRw0ACyAFRQ0BQcH/ACEGQSshCUEvCyEDIAAgBGogCEEGIAVrdEE/cSICQccAaiACQeb/A2pBCHYiBUF/c3EgAkHM/wNqQQh2IghxIAUgAkHBAGpxciADIAIgBmpBf3NBCHZxciACQfwBaiACQcL/A2pBCHZxIAhBf3NxciAJIAJBwf8Ac0EBakF/c0EIdnFyOgAAIARBAWohBAsgBCAHSw0BCwJAIAQgB08EQCAEIQcMAQsgByAEayICRQ0AIAAgBGpBPSAC/AsACyABIAdBAWoiAiABIAJLGyAHayIBBEAgACAHakEAIAH8CwALIAAPC0HQCEHICUHvAUHlCxAAAAv7AQEDfyAARQRAQWcPCyAAKAIARQRAQX8PCyAAKAIEQRBJBEBBfg8LAkAgACgCCA0AIAAoAgxFDQBBbg8LIAAoAhQhASAAKAIQRQRAQW1BeiABGw8LIAFBCEkEQEF6DwsCQCAAKAIYDQAgACgCHEUNAEFsDwsCQCAAKAIgDQAgACgCJEUNAEFrDwsgACgCMCIBRQRAQXAPCyABQf///wdLBEBBbw8LQXIhAgJAIAAoAiwiA0EISQ0AIANBgICAAUsEQEFxDwsgAyABQQN0SQ0AIAAoAihFBEBBdA8LIAAoAjQiAEUEQEFkDwtBY0EAIABB////B0sbIQILIAILqSQBJ38jAEHQBGsiHSQAQX8hCgJAIABBIGoiCBCoAUUNACAAEEMNACADEIQBRQ0AIAMQQw0AIB1BgAFqIgsgAxBiDQAgHUGAA2oiChAyGiAEBEAgCkGwvAJCIhATGgsgCiAAQiAQExogCiADQiAQExogCiABIAIQExogCiAdQcACaiIBEB4aIAEQJiAdQQhqIQ4gASEEIAghCkEAIQNBACEBIwBB4BFrIgUkAANAIAVB4A9qIgggA2ogBCADQQN2ai0AACIJIANBBnF2QQFxOgAAIAggA0EBciIHaiAJIAdBB3F2QQFxOgAAIANBAmoiA0GAAkcNAAtB/gEhBANAIAEiCEEBaiEBAkAgCCAFQeAPaiIDaiIJLQAARQ0AIAhB/gFLDQACQCABIANqIgMsAAAiB0UNACAHQQF0IgcgCSwAACIGaiIMQQ9MBEAgCSAMOgAAIANBADoAAAwBCyAGIAdrIgNBcUgNASAJIAM6AAAgASEDA0AgBUHgD2ogA2oiBy0AAEUEQCAHQQE6AAAMAgsgB0EAOgAAIANBAWoiA0GAAkcNAAsLIARFDQACQCAIQQJqIgMgBUHgD2pqIgcsAAAiBkUNACAGQQJ0IgYgCSwAACIMaiINQRBOBEAgDCAGayIHQXFIDQIgCSAHOgAAA0AgBUHgD2ogA2oiBy0AAARAIAdBADoAACADQQFqIgNBgAJHDQEMAwsLIAdBAToAAAwBCyAJIA06AAAgB0EAOgAAC0EFIAQgBEEFTxtBAWoiB0ECRg0AAkAgCEEDaiIDIAVB4A9qaiIGLAAAIgxFDQAgDEEDdCIMIAksAAAiDWoiD0EQTgRAIA0gDGsiBkFxSA0CIAkgBjoAAANAIAVB4A9qIANqIgYtAAAEQCAGQQA6AAAgA0EBaiIDQYACRw0BDAMLCyAGQQE6AAAMAQsgCSAPOgAAIAZBADoAAAsgB0EDRg0AAkAgCEEEaiIDIAVB4A9qaiIGLAAAIgxFDQAgDEEEdCIMIAksAAAiDWoiD0EQTgRAIA0gDGsiBkFxSA0CIAkgBjoAAANAIAVB4A9qIANqIgYtAAAEQCAGQQA6AAAgA0EBaiIDQYACRw0BDAMLCyAGQQE6AAAMAQsgCSAPOgAAIAZBADoAAAsgB0EERg0AAkAgCEEFaiIDIAVB4A9qaiIGLAAAIgxFDQAgDEEFdCIMIAksAAAiDWoiD0EQTgRAIA0gDGsiBkFxSA0CIAkgBjoAAANAIAVB4A9qIANqIgYtAAAEQCAGQQA6AAAgA0EBaiIDQYACRw0BDAMLCyAGQQE6AAAMAQsgCSAPOgAAIAZBADoAAAsgB0EFRg0AIAhBBmoiAyAFQeAPamoiCCwAACIHRQ0AIAdBBnQiByAJLAAAIgZqIgxBEE4EQCAGIAdrIghBcUgNASAJIAg6AAADQCAFQeAPaiADaiIILQAABEAgCEEAOgAAIANBAWoiA0GAAkcNAQwDCwsgCEEBOgAADAELIAkgDDoAACAIQQA6AAALIARBAWshBCABQYACRw0AC0EAIQMDQCAFQeANaiIBIANqIAogA0EDdmotAAAiBCADQQZxdkEBcToAACABIANBAXIiCGogBCAIQQdxdkEBcToAACADQQJqIgNBgAJHDQALQQAhAUH+ASEEA0AgASIIQQFqIQECQCAIIAVB4A1qIgNqIgotAABFDQAgCEH+AUsNAAJAIAEgA2oiAywAACIJRQ0AIAlBAXQiCSAKLAAAIgdqIgZBD0wEQCAKIAY6AAAgA0EAOgAADAELIAcgCWsiA0FxSA0BIAogAzoAACABIQMDQCAFQeANaiADaiIJLQAARQRAIAlBAToAAAwCCyAJQQA6AAAgA0EBaiIDQYACRw0ACwsgBEUNAAJAIAhBAmoiAyAFQeANamoiCSwAACIHRQ0AIAdBAnQiByAKLAAAIgZqIgxBEE4EQCAGIAdrIglBcUgNAiAKIAk6AAADQCAFQeANaiADaiIJLQAABEAgCUEAOgAAIANBAWoiA0GAAkcNAQwDCwsgCUEBOgAADAELIAogDDoAACAJQQA6AAALQQUgBCAEQQVPG0EBaiIJQQJGDQACQCAIQQNqIgMgBUHgDWpqIgcsAAAiBkUNACAGQQN0IgYgCiwAACIMaiINQRBOBEAgDCAGayIHQXFIDQIgCiAHOgAAA0AgBUHgDWogA2oiBy0AAARAIAdBADoAACADQQFqIgNBgAJHDQEMAwsLIAdBAToAAAwBCyAKIA06AAAgB0EAOgAACyAJQQNGDQACQCAIQQRqIgMgBUHgDWpqIgcsAAAiBkUNACAGQQR0IgYgCiwAACIMaiINQRBOBEAgDCAGayIHQXFIDQIgCiAHOgAAA0AgBUHgDWogA2oiBy0AAARAIAdBADoAACADQQFqIgNBgAJHDQEMAwsLIAdBAToAAAwBCyAKIA06AAAgB0EAOgAACyAJQQRGDQACQCAIQQVqIgMgBUHgDWpqIgcsAAAiBkUNACAGQQV0IgYgCiwAACIMaiINQRBOBEAgDCAGayIHQXFIDQIgCiAHOgAAA0AgBUHgDWogA2oiBy0AAARAIAdBADoAACADQQFqIgNBgAJHDQEMAwsLIAdBAToAAAwBCyAKIA06AAAgB0EAOgAACyAJQQVGDQAgCEEGaiIDIAVB4A1qaiIILAAAIglFDQAgCUEGdCIJIAosAAAiB2oiBkEQTgRAIAcgCWsiCEFxSA0BIAogCDoAAANAIAVB4A1qIANqIggtAAAEQCAIQQA6AAAgA0EBaiIDQYACRw0BDAMLCyAIQQE6AAAMAQsgCiAGOgAAIAhBADoAAAsgBEEBayEEIAFBgAJHDQALIAVB4ANqIgogCxAOIAUgCykCIDcDwAEgBSALKQIYNwO4ASAFIAspAhA3A7ABIAUgCykCCDcDqAEgBSALKQIANwOgASAFIAspAig3A8gBIAUgCykCMDcD0AEgBSALKQI4NwPYASAFIAtBQGspAgA3A+ABIAUgCykCSDcD6AEgBSALKQJQNwPwASAFIAspAlg3A/gBIAUgCykCYDcDgAIgBSALKQJoNwOIAiAFIAspAnA3A5ACIAVBwAJqIgEgBUGgAWoiBBAcIAUgASAFQbgDaiIDEAUgBUEoaiAFQegCaiILIAVBkANqIggQBSAFQdAAaiAIIAMQBSAFQfgAaiABIAsQBSABIAUgChASIAQgASADEAUgBUHIAWoiCSALIAgQBSAFQfABaiIHIAggAxAFIAVBmAJqIgogASALEAUgBUGABWoiBiAEEA4gASAFIAYQEiAEIAEgAxAFIAkgCyAIEAUgByAIIAMQBSAKIAEgCxAFIAVBoAZqIgYgBBAOIAEgBSAGEBIgBCABIAMQBSAJIAsgCBAFIAcgCCADEAUgCiABIAsQBSAFQcAHaiIGIAQQDiABIAUgBhASIAQgASADEAUgCSALIAgQBSAHIAggAxAFIAogASALEAUgBUHgCGoiBiAEEA4gASAFIAYQEiAEIAEgAxAFIAkgCyAIEAUgByAIIAMQBSAKIAEgCxAFIAVBgApqIgYgBBAOIAEgBSAGEBIgBCABIAMQBSAJIAsgCBAFIAcgCCADEAUgCiABIAsQBSAFQaALaiIGIAQQDiABIAUgBhASIAQgASADEAUgCSALIAgQBSAHIAggAxAFIAogASALEAUgBUHADGogBBAOIA5CADcCICAOQgA3AhggDkIANwIQIA5CADcCCCAOQgA3AgAgDkIANwIsIA5BKGoiIkEBNgIAIA5CADcCNCAOQgA3AjwgDkIANwJEIA5CADcCVCAOQoCAgIAQNwJMIA5CADcCXCAOQgA3AmQgDkIANwJsIA5BADYCdCAOQdAAaiEjQf8BIQQDQAJAAkACQCAFQeAPaiIGIARqLQAADQAgBUHgDWoiDCAEai0AAA0AIAYgBEEBayIBai0AAEUEQCABIAxqLQAARQ0CCyABIQQLIARBAEgNAQNAIAVBwAJqIgYgDhAcAkAgBCIBIAVB4A9qaiwAACIEQQBKBEAgBUGgAWoiDCAGIAMQBSAJIAsgCBAFIAcgCCADEAUgCiAGIAsQBSAGIAwgBUHgA2ogBEH+AXFBAXZBoAFsahASDAELIARBAE4NACAFQaABaiIMIAVBwAJqIgYgAxAFIAkgCyAIEAUgByAIIAMQBSAKIAYgCxAFIAYgDCAFQeADakEAIARrQf4BcUEBdkGgAWxqEGALAkAgBUHgDWogAWosAAAiBEEASgRAIAVBoAFqIgwgBUHAAmoiBiADEAUgCSALIAgQBSAHIAggAxAFIAogBiALEAUgBiAMIARB/gFxQQF2QfgAbEHQDWoQhwEMAQsgBEEATg0AIAVBoAFqIAVBwAJqIgYgAxAFIAkgCyAIEAUgByAIIAMQBSAKIAYgCxAFIAUoAqABIQwgBSgCyAEhDSAFKAKkASEPIAUoAswBIRAgBSgCqAEhESAFKALQASESIAUoAqwBIRMgBSgC1AEhFCAFKAKwASEVIAUoAtgBIRYgBSgCtAEhFyAFKALcASEYIAUoArgBIRkgBSgC4AEhGiAFKAK8ASEbIAUoAuQBIRwgBSgCwAEhHiAFKALoASEfIAUgBSgC7AEiICAFKALEASIhazYCjAMgBSAfIB5rNgKIAyAFIBwgG2s2AoQDIAUgGiAZazYCgAMgBSAYIBdrNgL8AiAFIBYgFWs2AvgCIAUgFCATazYC9AIgBSASIBFrNgLwAiAFIBAgD2s2AuwCIAUgDSAMazYC6AIgBSAgICFqNgLkAiAFIB4gH2o2AuACIAUgGyAcajYC3AIgBSAZIBpqNgLYAiAFIBcgGGo2AtQCIAUgFSAWajYC0AIgBSATIBRqNgLMAiAFIBEgEmo2AsgCIAUgDyAQajYCxAIgBSAMIA1qNgLAAiAIIAZBACAEa0H+AXFBAXZB+ABsQdANaiIEQShqEAUgCyALIAQQBSADIARB0ABqIAoQBSAFKAKUAiEeIAUoApACIR8gBSgCjAIhICAFKAKIAiEhIAUoAoQCISQgBSgCgAIhJSAFKAL8ASEmIAUoAvgBIScgBSgC9AEhKCAFKALwASEpIAUoAugCIQQgBSgCkAMhBiAFKALsAiEMIAUoApQDIQ0gBSgC8AIhDyAFKAKYAyEQIAUoAvQCIREgBSgCnAMhEiAFKAL4AiETIAUoAqADIRQgBSgC/AIhFSAFKAKkAyEWIAUoAoADIRcgBSgCqAMhGCAFKAKEAyEZIAUoAqwDIRogBSgCiAMhGyAFKAKwAyEcIAUgBSgCjAMiKiAFKAK0AyIrajYCjAMgBSAbIBxqNgKIAyAFIBkgGmo2AoQDIAUgFyAYajYCgAMgBSAVIBZqNgL8AiAFIBMgFGo2AvgCIAUgESASajYC9AIgBSAPIBBqNgLwAiAFIAwgDWo2AuwCIAUgBCAGajYC6AIgBSArICprNgLkAiAFIBwgG2s2AuACIAUgGiAZazYC3AIgBSAYIBdrNgLYAiAFIBYgFWs2AtQCIAUgFCATazYC0AIgBSASIBFrNgLMAiAFIBAgD2s2AsgCIAUgDSAMazYCxAIgBSAGIARrNgLAAiAFIClBAXQiBCAFKAK4AyIGazYCkAMgBSAoQQF0IgwgBSgCvAMiDWs2ApQDIAUgJ0EBdCIPIAUoAsADIhBrNgKYAyAFICZBAXQiESAFKALEAyISazYCnAMgBSAlQQF0IhMgBSgCyAMiFGs2AqADIAUgJEEBdCIVIAUoAswDIhZrNgKkAyAFICFBAXQiFyAFKALQAyIYazYCqAMgBSAgQQF0IhkgBSgC1AMiGms2AqwDIAUgH0EBdCIbIAUoAtgDIhxrNgKwAyAFIB5BAXQiHiAFKALcAyIfazYCtAMgBSAEIAZqNgK4AyAFIAwgDWo2ArwDIAUgDyAQajYCwAMgBSARIBJqNgLEAyAFIBMgFGo2AsgDIAUgFSAWajYCzAMgBSAXIBhqNgLQAyAFIBkgGmo2AtQDIAUgGyAcajYC2AMgBSAeIB9qNgLcAwsgDiAFQcACaiADEAUgIiALIAgQBSAjIAggAxAFIAFBAWshBCABQQBKDQALDAELIARBAmshBCABDQELCyAFQeARaiQAIB1BoAJqIgEgDhAiQX8gASAAEEYgACABRhsgACABQSAQO3IhCgsgHUHQBGokACAKC8gCAgN/A34jAEGwBGsiBiQAIAZB4AJqIgcQMhogBQRAIAdBsLwCQiIQExoLIAZBoAJqIARCIBBAGiAGQeACaiIIIAZBwAJqQiAQExogCCACIAMQExogCCAGQeABaiIHEB4aIAQpACAhCSAEKQAoIQogBCkAMCELIAAgBCkAODcAOCAAIAs3ADAgACAKNwAoIABBIGoiBCAJNwAAIAcQJiAGIAcQMCAAIAYQIiAIEDIaIAUEQCAIQbC8AkIiEBMaCyAGQeACaiIFIABCwAAQExogBSACIAMQExogBSAGQaABaiIAEB4aIAAQJiAGIAYtAKACQfgBcToAoAIgBiAGLQC/AkE/cUHAAHI6AL8CIAQgACAGQaACaiICIAZB4AFqIgAQqQEgAkHAABAHIABBwAAQByABBEAgAULAADcDAAsgBkGwBGokAEEAC6gZAhN+BX8jAEGAEGsiGCQAIBhBgAhqIAFBgAj8CgAAQQAhAQNAIAFBA3QiFiAYQYAIaiIaaiIXIBcpAwAgACAWaikDAIU3AwAgGiAWQQhyIhdqIhkgGSkDACAAIBdqKQMAhTcDACAaIBZBEHIiF2oiGSAZKQMAIAAgF2opAwCFNwMAIBogFkEYciIWaiIXIBcpAwAgACAWaikDAIU3AwAgAUEEaiIBQYABRw0ACyAYIBpBgAj8CgAAQQAhAEEAIQEDQCAYIAFBA3QiFmoiFyAXKQMAIAIgFmopAwCFNwMAIBggFkEIciIXaiIZIBkpAwAgAiAXaikDAIU3AwAgGCAWQRByIhdqIhkgGSkDACACIBdqKQMAhTcDACAYIBZBGHIiFmoiFyAXKQMAIAIgFmopAwCFNwMAIAFBBGoiAUGAAUcNAAsDQCAYQYAIaiAAQQd0aiIBIAEpAzgiBSABKQMYIgd8IAdCAYZC/v///x+DIAVC/////w+DfnwiByABKQN4hUIgiSIEIAEpA1giBnwgBkIBhkL+////H4MgBEL/////D4N+fCIGIAWFQiiJIgUgB3wgBUL/////D4MgB0IBhkL+////H4N+fCIHIASFQjCJIgQgASkDKCIDIAEpAwgiCHwgCEIBhkL+////H4MgA0L/////D4N+fCIIIAEpA2iFQiCJIgsgASkDSCIMfCAMQgGGQv7///8fgyALQv////8Pg358IgwgA4VCKIkiAyAIfCADQv////8PgyAIQgGGQv7///8fg358IgggC4VCMIkiCyAMfCALQv////8PgyAMQgGGQv7///8fg358IgwgA4VCAYkiAyABKQMgIg8gASkDACIKfCAKQgGGQv7///8fgyAPQv////8Pg358IgogASkDYIVCIIkiECABQUBrIhYpAwAiE3wgE0IBhkL+////H4MgEEL/////D4N+fCITIA+FQiiJIg8gCnwgD0L/////D4MgCkIBhkL+////H4N+fCIKfCADQv////8PgyAKQgGGQv7///8fg358IgmFQiCJIhQgASkDMCIRIAEpAxAiDXwgDUIBhkL+////H4MgEUL/////D4N+fCINIAEpA3CFQiCJIhIgASkDUCIOfCAOQgGGQv7///8fgyASQv////8Pg358Ig4gEYVCKIkiESANfCARQv////8PgyANQgGGQv7///8fg358Ig0gEoVCMIkiEiAOfCASQv////8PgyAOQgGGQv7///8fg358Ig58IBRC/////w+DIA5CAYZC/v///x+DfnwiFSADhUIoiSIDIAl8IANC/////w+DIAlCAYZC/v///x+DfnwiCTcDACABIAkgFIVCMIkiCTcDeCABIAkgFXwgCUL/////D4MgFUIBhkL+////H4N+fCIJNwNQIAEgAyAJhUIBiTcDKCABIAQgBnwgBEL/////D4MgBkIBhkL+////H4N+fCIEIA4gEYVCAYkiBiAIfCAGQv////8PgyAIQgGGQv7///8fg358IgMgCiAQhUIwiSIIhUIgiSIKfCAEQgGGQv7///8fgyAKQv////8Pg358IhAgBoVCKIkiBiADfCAGQv////8PgyADQgGGQv7///8fg358IgkgCoVCMIkiAzcDYCABIAk3AwggASADIBB8IANC/////w+DIBBCAYZC/v///x+DfnwiAzcDWCABIAMgBoVCAYk3AzAgASAEIAWFQgGJIgUgDXwgBUL/////D4MgDUIBhkL+////H4N+fCIEIAuFQiCJIgYgCCATfCAIQv////8PgyATQgGGQv7///8fg358IgN8IAZC/////w+DIANCAYZC/v///x+DfnwiCCAFhUIoiSIFIAR8IAVC/////w+DIARCAYZC/v///x+DfnwiCyAGhUIwiSIENwNoIAEgCzcDECAWIAQgCHwgBEL/////D4MgCEIBhkL+////H4N+fCIENwMAIAEgBCAFhUIBiTcDOCABIAcgAyAPhUIBiSIFfCAHQgGGQv7///8fgyAFQv////8Pg358IgcgEoVCIIkiBCAMfCAEQv////8PgyAMQgGGQv7///8fg358IgYgBYVCKIkiBSAHfCAFQv////8PgyAHQgGGQv7///8fg358IgMgBIVCMIkiBzcDcCABIAM3AxggASAGIAd8IAdC/////w+DIAZCAYZC/v///x+DfnwiBzcDSCABIAUgB4VCAYk3AyAgAEEBaiIAQQhHDQALQQAhAANAIBhBgAhqIABBBHRqIgEgASkDiAMiBSABKQOIASIHfCAHQgGGQv7///8fgyAFQv////8Pg358IgcgASkDiAeFQiCJIgQgASkDiAUiBnwgBkIBhkL+////H4MgBEL/////D4N+fCIGIAWFQiiJIgUgB3wgBUL/////D4MgB0IBhkL+////H4N+fCIHIASFQjCJIgQgASkDiAIiAyABKQMIIgh8IAhCAYZC/v///x+DIANC/////w+DfnwiCCABKQOIBoVCIIkiCyABKQOIBCIMfCAMQgGGQv7///8fgyALQv////8Pg358IgwgA4VCKIkiAyAIfCADQv////8PgyAIQgGGQv7///8fg358IgggC4VCMIkiCyAMfCALQv////8PgyAMQgGGQv7///8fg358IgwgA4VCAYkiAyABKQOAAiIPIAEpAwAiCnwgCkIBhkL+////H4MgD0L/////D4N+fCIKIAEpA4AGhUIgiSIQIAEpA4AEIhN8IBNCAYZC/v///x+DIBBC/////w+DfnwiEyAPhUIoiSIPIAp8IA9C/////w+DIApCAYZC/v///x+DfnwiCnwgA0L/////D4MgCkIBhkL+////H4N+fCIJhUIgiSIUIAEpA4ADIhEgASkDgAEiDXwgDUIBhkL+////H4MgEUL/////D4N+fCINIAEpA4AHhUIgiSISIAEpA4AFIg58IA5CAYZC/v///x+DIBJC/////w+DfnwiDiARhUIoiSIRIA18IBFC/////w+DIA1CAYZC/v///x+DfnwiDSAShUIwiSISIA58IBJC/////w+DIA5CAYZC/v///x+DfnwiDnwgFEL/////D4MgDkIBhkL+////H4N+fCIVIAOFQiiJIgMgCXwgA0L/////D4MgCUIBhkL+////H4N+fCIJNwMAIAEgCSAUhUIwiSIJNwOIByABIAkgFXwgCUL/////D4MgFUIBhkL+////H4N+fCIJNwOABSABIAMgCYVCAYk3A4gCIAEgBCAGfCAEQv////8PgyAGQgGGQv7///8fg358IgQgDiARhUIBiSIGIAh8IAZC/////w+DIAhCAYZC/v///x+DfnwiAyAKIBCFQjCJIgiFQiCJIgp8IARCAYZC/v///x+DIApC/////w+DfnwiECAGhUIoiSIGIAN8IAZC/////w+DIANCAYZC/v///x+DfnwiCSAKhUIwiSIDNwOABiABIAk3AwggASADIBB8IANC/////w+DIBBCAYZC/v///x+DfnwiAzcDiAUgASADIAaFQgGJNwOAAyABIAQgBYVCAYkiBSANfCAFQv////8PgyANQgGGQv7///8fg358IgQgC4VCIIkiBiAIIBN8IAhC/////w+DIBNCAYZC/v///x+DfnwiA3wgBkL/////D4MgA0IBhkL+////H4N+fCIIIAWFQiiJIgUgBHwgBUL/////D4MgBEIBhkL+////H4N+fCILIAaFQjCJIgQ3A4gGIAEgCzcDgAEgASAEIAh8IARC/////w+DIAhCAYZC/v///x+DfnwiBDcDgAQgASAEIAWFQgGJNwOIAyABIAcgAyAPhUIBiSIFfCAHQgGGQv7///8fgyAFQv////8Pg358IgcgEoVCIIkiBCAMfCAEQv////8PgyAMQgGGQv7///8fg358IgYgBYVCKIkiBSAHfCAFQv////8PgyAHQgGGQv7///8fg358IgMgBIVCMIkiBzcDgAcgASADNwOIASABIAYgB3wgB0L/////D4MgBkIBhkL+////H4N+fCIHNwOIBCABIAUgB4VCAYk3A4ACIABBAWoiAEEIRw0ACyACIBhBgAj8CgAAQQAhAANAIAIgAEEDdCIBaiIWIBYpAwAgGEGACGoiGSABaikDAIU3AwAgAiABQQhyIhZqIhcgFykDACAWIBlqKQMAhTcDACACIAFBEHIiFmoiFyAXKQMAIBhBgAhqIBZqKQMAhTcDACACIAFBGHIiAWoiFiAWKQMAIBhBgAhqIAFqKQMAhTcDACAAQQRqIgBBgAFHDQALIBhBgBBqJAALnAIBBX8DQCAAIAJBAnRqIgQgASACQQNsaiIDQQFqLQAAQQh0QYAecSADLQAAcjsBACAEIAMtAAJBBHQgAy0AAUEEdnI7AQIgAkEBaiICQYABRw0ACyABQYADaiEEIABBgARqIQVBACECA0AgBSACQQJ0aiIGIAQgAkEDbGoiA0EBai0AAEEIdEGAHnEgAy0AAHI7AQAgBiADLQACQQR0IAMtAAFBBHZyOwECIAJBAWoiAkGAAUcNAAsgAUGABmohASAAQYAIaiEDQQAhAgNAIAMgAkECdGoiBCABIAJBA2xqIgBBAWotAABBCHRBgB5xIAAtAAByOwEAIAQgAC0AAkEEdCAALQABQQR2cjsBAiACQQFqIgJBgAFHDQALC6ADAQV/IwBBgA1rIgQkACAEQYABaiACEJsBAkADQEF/IQggBEGAAWogBkEBdGoiBS8BAEGAGksNASAFLwECQYAaSw0BIAUvAQRBgBpLDQEgBS8BBkGAGksNASAGQQRqIgZBgAJHDQALIARBgAVqIQdBACEGA0AgByAGQQF0aiIFLwEAQYAaSw0BIAUvAQJBgBpLDQEgBS8BBEGAGksNASAFLwEGQYAaSw0BIAZBBGoiBkGAAkcNAAsgBEGACWohB0EAIQYDQCAHIAZBAXRqIgUvAQBBgBpLDQEgBS8BAkGAGksNASAFLwEEQYAaSw0BIAUvAQZBgBpLDQEgBkEEaiIGQYACRw0ACyAEIAMpABg3A1ggBCADKQAQNwNQIAQgAykACDcDSCAEIAMpAAA3A0AgBEHgAGogAkKgCRCeARogBCAEQUBrIgNCwAAQcBogACADIAIgBEEgahCFAiABIAQpAxg3ABggASAEKQMQNwAQIAEgBCkDCDcACCABIAQpAwA3AAAgA0HAABAHIARBwAAQB0EAIQgLIARBgA1qJAAgCAuwBAEDfyMAIgQgBEHABGtBQHEiBCQAIAQgATYCvAECQCABQcAATQRAIARBwAFqIgVBAEEAIAEQLkEASA0BIAUgBEG8AWpCBBANQQBIDQEgBSACIAOtEA1BAEgNASAFIAAgARArGgwBCyAEQcABaiIFQQBBAEHAABAuQQBIDQAgBSAEQbwBakIEEA1BAEgNACAFIAIgA60QDUEASA0AIAUgBEHwAGpBwAAQK0EASA0AIAAgBCkDiAE3ABggACAEKQOAATcAECAAIAQpA3g3AAggACAEKQNwNwAAIABBIGohACABQSBrIgFBwQBPBEADQCAEIAQpA6gBNwNoIAQgBCkDoAE3A2AgBCAEKQOYATcDWCAEIAQpA5ABNwNQIAQgBCkDiAE3A0ggBCAEKQOAATcDQCAEIAQpA3g3AzggBCAEKQNwNwMwIARB8ABqQcAAIARBMGpCwABBAEEAEHpBAEgNAiAAIAQpA4gBNwAYIAAgBCkDgAE3ABAgACAEKQN4NwAIIAAgBCkDcDcAACAAQSBqIQAgAUEgayIBQcAASw0ACwsgBCAEKQOoATcDaCAEIAQpA6ABNwNgIAQgBCkDmAE3A1ggBCAEKQOQATcDUCAEIAQpA4gBNwNIIAQgBCkDgAE3A0AgBCAEKQN4NwM4IAQgBCkDcDcDMCAEQfAAaiICIAEgBEEwakLAAEEAQQAQekEASA0AIAFFDQAgACACIAH8CgAACyAEQcABakGAAxAHJAALvAEBBX8jAEGAAmsiAyQAIANBAEHIAfwLACADQQA6AOwBIANBIDYC6AEgA0KAgICAgBE3A+ABIAKnIgcEQANAIAMoAuQBIgQgBUYEQCADEBogA0EANgLgASADKALkASEEQQAhBQsgAyABIAZqIAUgBCAFayIFIAcgBmsiBCAEIAVLGyIEEBggAyADKALgASAEaiIFNgLgASAEIAZqIgYgB0kNAAsLIAMgABBbGiADQYACEAcgA0GAAmokAEEAC5gDAgV/An4jAEFAaiIEJAACQCACQcEAa0H/AXFBvwFLBEBBfyEGIAApAFBQBEAgACgA4AIiA0GBAU8EQCAAQUBrIgMgAykAACIIQoABfDcAACAAIAApAEggCEL/flatfDcASCAAIABB4ABqIgUQXiAAIAAoAOACQYABayIDNgDgAiADQYEBTw0DIAMEQCAFIABB4AFqIAP8CgAACyAAKADgAiEDCyAAQUBrIgUgBSkAACIIIAOtfCIJNwAAIAAgACkASCAIIAlWrXw3AEggAC0A5AIEQCAAQn83AFgLIABCfzcAUCAAQeAAaiEFQQAhBkGAAiADayIHBEAgAyAFakEAIAf8CwALIAAgBRBeIAQgACkAADcDACAEIAApAAg3AwggBCAAKQAQNwMQIAQgACkAGDcDGCAEIAApACA3AyAgBCAAKQAoNwMoIAQgACkAMDcDMCAEIAApADg3AzggAgRAIAEgBCAC/AoAAAsgAEHAABAHIAVBgAIQBwsgBEFAayQAIAYPCxAMAAtB8ApB2AlBsgJB9ggQAAALBQBBoAMLagEFfwNAIAAgA2oiAiACLQAAIAQgASADai0AAGprIgI6AAAgACADQQFyIgRqIgYgBi0AACABIARqLQAAIAJBCHZBAXFqayICOgAAIAJBCHZBAXEhBCADQQJqIQMgBUECaiIFQcAARw0ACwvoAgEDfyAAIAIoAgAgASgCACIEQf8BcUHArAJqLQAAIAEoAgwiA0EIdkH/AXFBwKwCai0AAEEIdHIgASgCCCIFQRB2Qf8BcUHArAJqLQAAQRB0ciABKAIEIgFBGHZBwKwCai0AAEEYdHJzNgIAIAAgAigCBCABQf8BcUHArAJqLQAAIARBCHZB/wFxQcCsAmotAABBCHRyIANBEHZB/wFxQcCsAmotAABBEHRyIAVBGHZBwKwCai0AAEEYdHJzNgIEIAAgAigCCCAFQf8BcUHArAJqLQAAIAFBCHZB/wFxQcCsAmotAABBCHRyIARBEHZB/wFxQcCsAmotAABBEHRyIANBGHZBwKwCai0AAEEYdHJzNgIIIAAgAigCDCADQf8BcUHArAJqLQAAIAVBCHZB/wFxQcCsAmotAABBCHRyIAFBEHZB/wFxQcCsAmotAABBEHRyIARBGHZBwKwCai0AAEEYdHJzNgIMCxAAIAAgAUG8vQIoAgARAAAL0w8BJH8jAEHwBGsiAiQAIAJB4ANqIgMgARAEIANB8AwgAxAFIAIgAigChAQiBzYClAIgAiACKAKABCIINgKQAiACIAIoAvwDIgk2AowCIAIgAigC+AMiCjYCiAIgAiACKAL0AyILNgKEAiACIAIoAvADIgw2AoACIAIgAigC7AMiDTYC/AEgAiACKALoAyIONgL4ASACIAIoAuQDIgU2AvQBIAIgAigC4AMiBkEBajYC8AEgAkHwAWoiBCAEQcCJAhAFIAIgB0HM5N8FazYC1AMgAiAIQYCS9QhrNgLQAyACIAlB55zGAWs2AswDIAIgCkHEhv8CazYCyAMgAiALQeiumARrNgLEAyACIAxBqYAHajYCwAMgAiANQY+UqANqNgK8AyACIA5Bw6KqB2s2ArgDIAIgBUGF5c0GajYCtAMgAiAGQcqOmgVrNgKwAyACQcABaiIZIANBwAwQBSACQQAgAigC5AFrNgLkASACQQAgAigC4AFrNgLgASACQQAgAigC3AFrNgLcASACQQAgAigC2AFrNgLYASACQQAgAigC1AFrNgLUASACQQAgAigC0AFrNgLQASACQQAgAigCzAFrNgLMASACQQAgAigCyAFrNgLIASACQQAgAigCxAFrNgLEASACIAIoAsABQX9zNgLAASAZIBkgAkGwA2oQBSACQYADaiIiIAQgGRCDASEDIAJB0AJqIgQgIiABEAUgAkHABGoiJCAEEA8gAi0AwAQhJSACKAKkAyEaIAIoAvQCIQQgAigCoAMhGyACKALwAiEQIAIoApwDIRwgAigC7AIhESACKAKYAyEdIAIoAugCIRIgAigClAMhHiACKALkAiETIAIoApADIR8gAigC4AIhFCACKAKMAyEgIAIoAtwCIRUgAigCiAMhISACKALYAiEWIAIoAoQDIQ8gAigC1AIhFyACKAKAAyEjIAIoAtACIRggAiAHIANBAWsiAXE2AuQEIAIgASAIcTYC4AQgAiABIAlxNgLcBCACIAEgCnE2AtgEIAIgASALcTYC1AQgAiABIAxxNgLQBCACIAEgDXE2AswEIAIgASAOcTYCyAQgAiABIAVxNgLEBCACIAZBACADa3I2AsAEIAIgIyAjQQAgGEEAICVBAXFrIgMgGEEAIBhrc3Fza3MgAXFzIhg2AoADIAIgDyAPQQAgFyAXQQAgF2tzIANxc2tzIAFxcyIXNgKEAyACICEgIUEAIBYgFkEAIBZrcyADcXNrcyABcXMiFjYCiAMgAiAgICBBACAVIBVBACAVa3MgA3Fza3MgAXFzIhU2AowDIAIgHyAfQQAgFCAUQQAgFGtzIANxc2tzIAFxcyIUNgKQAyACIB4gHkEAIBMgE0EAIBNrcyADcXNrcyABcXMiEzYClAMgAiAdIB1BACASIBJBACASa3MgA3Fza3MgAXFzIhI2ApgDIAIgHCAcQQAgESARQQAgEWtzIANxc2tzIAFxcyIRNgKcAyACIBsgG0EAIBAgEEEAIBBrcyADcXNrcyABcXMiEDYCoAMgAiAaIBpBACAEIARBACAEa3MgA3Fza3MgAXFzIgE2AqQDIAIgBzYCtAQgAiAINgKwBCACIAk2AqwEIAIgCjYCqAQgAiALNgKkBCACIAw2AqAEIAIgDTYCnAQgAiAONgKYBCACIAU2ApQEIAIgBkEBazYCkAQgAkGQBGoiDyAPICQQBSAPIA9B8IkCEAUgAigCwAEhAyACKAKQBCEHIAIoAsQBIQggAigClAQhCSACKALIASEKIAIoApgEIQsgAigCzAEhDCACKAKcBCENIAIoAtABIQ4gAigCoAQhBSACKALUASEGIAIoAqQEIQQgAigC2AEhGiACKAKoBCEbIAIoAtwBIRwgAigCrAQhHSACKALgASEeIAIoArAEIR8gAigC5AEhICACKAK0BCEhIAIgAUEBdDYCtAEgAiAQQQF0NgKwASACIBFBAXQ2AqwBIAIgEkEBdDYCqAEgAiATQQF0NgKkASACIBRBAXQ2AqABIAIgFUEBdDYCnAEgAiAWQQF0NgKYASACIBdBAXQ2ApQBIAIgGEEBdDYCkAEgAiAhICBrNgK0BCACIB8gHms2ArAEIAIgHSAcazYCrAQgAiAbIBprNgKoBCACIAQgBms2AqQEIAIgBSAOazYCoAQgAiANIAxrNgKcBCACIAsgCms2ApgEIAIgCSAIazYClAQgAiAHIANrNgKQBCACQZABaiIFIAUgGRAFIAJB4ABqIgYgD0GgigIQBSACQaACaiAiEAQgAkEAIAIoAsQCIgFrNgJUIAJBACACKALAAiIDazYCUCACQQAgAigCvAIiB2s2AkwgAkEAIAIoArgCIghrNgJIIAJBACACKAK0AiIJazYCRCACQQAgAigCsAIiCms2AkAgAkEAIAIoAqwCIgtrNgI8IAJBACACKAKoAiIMazYCOCACQQAgAigCpAIiDWs2AjQgAkEBIAIoAqACIg5rNgIwIAIgATYCJCACIAM2AiAgAiAHNgIcIAIgCDYCGCACIAk2AhQgAiAKNgIQIAIgCzYCDCACIAw2AgggAiANNgIEIAIgDkEBajYCACAAIAUgAhAFIABBKGogAkEwaiIBIAYQBSAAQdAAaiAGIAIQBSAAQfgAaiAFIAEQBSACQfAEaiQAC6gBAQR/IwBBgAdrIgIkACACQdAGaiIDIAEQNSACQaAGaiIEIAFBIGoQNSACQcACaiIBIAMQpAEgAkGgAWoiAyAEEKQBIAJBgAVqIgQgAxAOIAJB4ANqIgMgASAEEBIgAiADIAJB2ARqIgEQBSACQShqIAJBiARqIgQgAkGwBGoiBRAFIAJB0ABqIAUgARAFIAJB+ABqIAMgBBAFIAAgAhBVIAJBgAdqJAALzhkCIH8MfiMAQcAHayIEJAAgBEGwAmoiAyABEK0BIAQgBCgCsAJBAWo2ArACIAMgAxBFQQAhASAEQQAgBDQC1AJChtodfiInICdCgICACHwiJ0KAgIDwD4N9IAQ0AtACQobaHX4gBDQCzAJChtodfiIjQoCAgAh8IiZCGYd8IiRCgICAEHwiJUIaiHynIgZrIgc2AqQCIARBACAkICVCgICA4A+DfaciCGsiCTYCoAIgBEEAICMgJkKAgIDwD4N9IAQ0AsgCQobaHX4gBDQCxAJChtodfiIjQoCAgAh8IiZCGYd8IiRCgICAEHwiJUIaiHynIgprIgs2ApwCIARBACAkICVCgICA4A+DfaciDGsiDTYCmAIgBEEAICMgJkKAgIDwD4N9IAQ0AsACQobaHX4gBDQCvAJChtodfiIjQoCAgAh8IiZCGYd8IiRCgICAEHwiJUIaiHynIg5rIhA2ApQCIARBACAkICVCgICA4A+DfaciEWsiEjYCkAIgBEEAICMgJkKAgIDwD4N9IAQ0ArgCQobaHX4gBDQCtAJChtodfiIjQoCAgAh8IiZCGYd8IiRCgICAEHwiJUIaiHynIhNrIhQ2AowCIARBACAkICVCgICA4A+DfaciFWsiFjYCiAIgBEEAICMgJkKAgIDwD4N9ICdCGYdCE34gBDQCsAJChtodfnwiJ0KAgIAQfCIjQhqIfKciF2siGDYChAIgBEEAICcgI0KAgIDgD4N9pyIZayIaNgKAAiAEQdABaiIDIARBgAJqIgUQBCAEQaABaiAFIAMQBSAEKALEASEDIAQoAqABIQUgBDQC0AEhJyAEKAKkASEPIAQoAqgBIRsgBDQC1AEhIyAENALYASEmIAQoAqwBIRwgBCgCsAEhHSAENALcASEkIAQ0AuABISUgBCgCtAEhHiAEKAK4ASEfIAQ0AuQBISggBDQC6AEhKSAEKAK8ASEgIAQoAsABISEgBCAENAL0AUKG2h1+IiogKkKAgIAIfCIqQoCAgPAPg30gBDQC8AFChtodfiAENALsAUKG2h1+IitCgICACHwiLEIZh3wiLUKAgIAQfCIuQhqIfKciIjYC9AEgBCADIAZrICJqNgKEAyAEIC0gLkKAgIDgD4N9pyIDNgLwASAEICEgCGsgA2o2AoADIAQgKyAsQoCAgPAPg30gKUKG2h1+IChChtodfiIoQoCAgAh8IilCGYd8IitCgICAEHwiLEIaiHynIgM2AuwBIAQgICAKayADajYC/AIgBCArICxCgICA4A+DfaciAzYC6AEgBCAfIAxrIANqNgL4AiAEICggKUKAgIDwD4N9ICVChtodfiAkQobaHX4iJEKAgIAIfCIlQhmHfCIoQoCAgBB8IilCGoh8pyIDNgLkASAEIB4gDmsgA2o2AvQCIAQgKCApQoCAgOAPg32nIgM2AuABIAQgHSARayADajYC8AIgBCAkICVCgICA8A+DfSAmQobaHX4gI0KG2h1+IiNCgICACHwiJkIZh3wiJEKAgIAQfCIlQhqIfKciAzYC3AEgBCAcIBNrIANqNgLsAiAEICQgJUKAgIDgD4N9pyIDNgLYASAEIBsgFWsgA2o2AugCIAQgIyAmQoCAgPAPg30gKkIZh0ITfiAnQobaHX58IidCgICAEHwiI0IaiHynIgM2AtQBIAQgDyAXayADajYC5AIgBCAnICNCgICA4A+DfaciAzYC0AEgBCAFIBlrIANqNgLgAiAEQfAEaiIFIARB4AJqIgMgAxAFIAQgAyAFEAUgBEGQBmoiAyAEEAQgAyADEAQgBEGQB2oiDyAEIAMQBSAEQcAEaiIFIA8QBCAFIAUQBCAFIAUQBCAFIAUQBCAEQZAEaiIDIA8gBRAFIAMgAxAEIAMgAxAEIAMgAyAEEAUgBCAEKQOwBDcDgAQgBCAEKQOoBDcD+AMgBCAEKQOgBDcD8AMgBCAEKQOYBDcD6AMgBCAEKQOQBDcD4AMgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADIARB4ANqIgUQBSADIAMQBCADIAMQBCADIAMQBCADIAMQBCADIAMQBCADIAMQBCADIAMQBCADIAMQBCADIAMQBCADIAMQBCADIAMgBRAFIAQgBCkDsAQ3A9ADIAQgBCkDqAQ3A8gDIAQgBCkDoAQ3A8ADIAQgBCkDmAQ3A7gDIAQgBCkDkAQ3A7ADIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAxAEIAMgAyAEQbADaiIFEAUgBCAEKQOwBDcD0AMgBCAEKQOoBDcDyAMgBCAEKQOgBDcDwAMgBCAEKQOYBDcDuAMgBCAEKQOQBDcDsAMgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADIAUQBSAEIAQpA7AENwPQAyAEIAQpA6gENwPIAyAEIAQpA6AENwPAAyAEIAQpA5gENwO4AyAEIAQpA5AENwOwAwNAIARBkARqIgMgAxAEIAFBAWoiAUH4AEcNAAsgAyADIARBsANqEAUgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADEAQgAyADIARB4ANqEAUgAyADEAQgAyADEAQgAyADEAQgAyADIAQQBSADIAMQBCAEQZADaiADEA8gBEEAIAQtAJEDQQFxayIBIAYgB3NxIAdzIgY2ApQFIAQgCCAJcyABcSAJcyIHNgKQBSAEIAogC3MgAXEgC3MiCDYCjAUgBCAMIA1zIAFxIA1zIgk2AogFIAQgDiAQcyABcSAQcyIKNgKEBSAEIBEgEnMgAXEgEnMiCzYCgAUgBCATIBRzIAFxIBRzIgw2AvwEIAQgFSAWcyABcSAWcyINNgL4BCAEIBcgGHMgAXEgGHMiDjYC9AQgBCAZIBpzIAFxIBpzIAFBhtodcWsiAUEBajYC8AQgBCAGNgK0BiAEIAc2ArAGIAQgCDYCrAYgBCAJNgKoBiAEIAo2AqQGIAQgCzYCoAYgBCAMNgKcBiAEIA02ApgGIAQgDjYClAYgBCABQQFrNgKQBiAEIARB8ARqEEUgBEGQB2oiASAEQZAGaiAEEAUgACABEA8gACAALQAfIAJyOgAfIAQgABBEBEAQqgEACyAEIAQpAiA3A7AGIAQgBCkCGDcDqAYgBCAEKQIQNwOgBiAEIAQpAgg3A5gGIAQgBCkCADcDkAYgBCAEKQIoNwO4BiAEIAQpAjA3A8AGIAQgBCkCODcDyAYgBCAEKQJANwPQBiAEIAQpAkg3A9gGIAQgBCkCcDcDgAcgBCAEKQJoNwP4BiAEIAQpAmA3A/AGIAQgBCkCWDcD6AYgBCAEKQJQNwPgBiAEQfAEaiIDIARBkAZqIgUQHCAFIAMgBEHoBWoiARAFIARBuAZqIgcgBEGYBWoiBiAEQcAFaiICEAUgBEHgBmoiCCACIAEQBSADIAUQHCAFIAMgARAFIAcgBiACEAUgCCACIAEQBSADIAUQHCAEIAMgARAFIARBKGoiByAGIAIQBSAEQdAAaiIIIAIgARAFIARB+ABqIAMgBhAFIAMgCBBFIAUgBCADEAUgBEGQB2oiASAHIAMQBSAAIAEQDyAEQcAEaiAFEA8gACAALQAfIAQtAMAEQQd0czoAHyAEQcAHaiQAC18BAX8jAEEwayICJAAgACABKQAYNwAYIAAgASkAEDcAECAAIAEpAAg3AAggACABKQAANwAAIAAgAC0AHyIBQf8AcToAHyACIAAQNSAAIAIgAUGAAXEQpgEgAkEwaiQAC4ABAQh/QSAhAUEBIQIDQCAAIAFBAmsiBGotAAAiBSAEQfAWai0AACIGa0EIdSABQQFrIgFB8BZqLQAAIgcgACABai0AACIIc0EBa0EIdSACcSIBcSAIIAdrQQh1IAJxIANyciEDIAUgBnNBAWtBCHUgAXEhAiAEIgENAAsgA0EARwv4HwI2fgR/IAAgAjMAFSACMQAXQhCGQoCA/ACDhCIFIAEoABxBB3atIgR+IAEoABciOkEYdq0gATEAG0IIhoQgATEAHEIQhoRCAohC////AIMiBiACKAAXIjtBBXZB////AHGtIgd+fCABMwAVIAExABdCEIZCgID8AIOEIhAgAigAHEEHdq0iCH58IDtBGHatIAIxABtCCIaEIAIxABxCEIaEQgKIQv///wCDIgkgOkEFdkH///8Aca0iCn58IAcgCn4gAigADyI6QRh2rSACMQATQgiGhCACMQAUQhCGhEIDiCILIAR+fCAFIAZ+fCABKAAPIjtBGHatIAExABNCCIaEIAExABRCEIaEQgOIIgwgCH58IAkgEH58Ig1CgIBAfSIOQhWIfCIRQoCAQH0iEkIViCAIIAp+IAQgB358IAYgCX58Ig8gD0KAgEB9Ig9CgICA/////wCDfXwiIUKY2hx+IAQgCX4gBiAIfnwgD0IViHwiDyAPQoCAQH0iHkKAgID/////AIN9IiJCk9gofnwgESASQoCAgH+DfSIjQuf2J358IA0gDkKAgIB/g30gBiALfiA6QQZ2Qf///wBxrSINIAR+fCAHIBB+fCAFIAp+fCAIIDtBBnZB////AHGtIg5+fCAJIAx+fCACKAAKIjpBGHatIAIxAA5CCIaEIAIxAA9CEIaEQgGIQv///wCDIhEgBH4gBiANfnwgCiALfnwgByAMfnwgBSAQfnwgASgACiI7QRh2rSABMQAOQgiGhCABMQAPQhCGhEIBiEL///8AgyISIAh+fCAJIA5+fCIfQoCAQH0iHUIViHwiIEKAgEB9IhNCFYh8IiRC04xDfnwgAygAFyI8QQV2Qf///wBxrSACMwAAIAIxAAJCEIZCgID8AIOEIg8gCn4gECACKAACIj1BBXZB////AHGtIhR+fCACNQAHQgeIQv///wCDIhUgDn58IBIgOkEEdkH///8Aca0iFn58ID1BGHatIAIxAAZCCIaEIAIxAAdCEIaEQgKIQv///wCDIhcgDH58IA0gATUAB0IHiEL///8AgyIYfnwgESA7QQR2Qf///wBxrSIZfnwgCyABKAACIgJBGHatIAExAAZCCIaEIAExAAdCEIaEQgKIQv///wCDIhp+fCABMwAAIAExAAJCEIZCgID8AIOEIhsgB358IAUgAkEFdkH///8Aca0iHH58fCADMwAVIA8gEH4gDCAUfnwgEiAVfnwgFiAZfnwgDiAXfnwgDSAafnwgESAYfnwgCyAcfnwgBSAbfnx8IAMxABdCEIZCgID8AIN8IiVCgIBAfSImQhWIfCInfCAnQoCAQH0iJ0KAgIB/g30gJSAjQpjaHH4gIUKT2Ch+fCAkQuf2J358IAwgD34gDiAUfnwgFSAZfnwgFiAYfnwgEiAXfnwgDSAcfnwgESAafnwgCyAbfnwgAygADyIBQRh2rSADMQATQgiGhCADMQAUQhCGhEIDiHwgAUEGdkH///8Aca0gDiAPfiASIBR+fCAVIBh+fCAWIBp+fCAXIBl+fCANIBt+fCARIBx+fHwiJUKAgEB9IilCFYh8IipCgIBAfSIrQhWIfHwgJkKAgIB/g30iJkKAgEB9IixCFYd8Ii1CgIBAfSIuQhWHICAgE0KAgIB/g30gHyAEIAh+IhNCgIBAfSIvQhWIIiBCg6FWfnwgHUKAgIB/g30gCiANfiAEIBZ+fCAGIBF+fCALIBB+fCAHIA5+fCAFIAx+fCAIIBl+fCAJIBJ+fCAGIBZ+IAQgFX58IA0gEH58IAogEX58IAsgDH58IAcgEn58IAUgDn58IAggGH58IAkgGX58Ih1CgIBAfSIwQhWIfCIxQoCAQH0iMkIViHwiM0KAgEB9IjRCFYd8Ih9Cg6FWfnwgBiAPfiAKIBR+fCAMIBV+fCAOIBZ+fCAQIBd+fCANIBl+fCARIBJ+fCALIBh+fCAHIBx+fCAFIBp+fCAJIBt+fCA8QRh2rSADMQAbQgiGhCADMQAcQhCGhEICiEL///8Ag3wiKCAiQpjaHH4gEyAvQoCAgP////8Dg30gHkIViHwiHkKT2Ch+fCAhQuf2J358ICNC04xDfnwgJELRqwh+fCAnQhWIfHwgKEKAgEB9IidCgICAf4N9IhN8IBNCgIBAfSIvQoCAgH+DfSIoIC0gMyA0QoCAgH+DfSAeQoOhVn4gIELRqwh+fCAxfCAyQoCAgH+DfSAdICBC04xDfnwgHkLRqwh+fCAiQoOhVn58IDBCgICAf4N9IAogFn4gBiAVfnwgBCAXfnwgDCANfnwgECARfnwgCyAOfnwgByAZfnwgBSASfnwgCCAafnwgCSAYfnwgCiAVfiAEIBR+fCAQIBZ+fCAGIBd+fCANIA5+fCAMIBF+fCALIBJ+fCAHIBh+fCAFIBl+fCAIIBx+fCAJIBp+fCItQoCAQH0iMEIViHwiMUKAgEB9IjJCFYh8IjNCgIBAfSI0QhWHfCITQoCAQH0iNUIVh3wiHUKDoVZ+IB9C0asIfnx8IC5CgICAf4N9ICYgHULRqwh+IB9C04xDfnwgEyA1QoCAgH+DfSITQoOhVn58ICRCmNocfiAjQpPYKH58ICp8ICUgJEKT2Ch+fCApQoCAgH+DfSAPIBJ+IBQgGX58IBUgGn58IBYgHH58IBcgGH58IBEgG358IAMoAAoiAUEYdq0gAzEADkIIhoQgAzEAD0IQhoRCAYhC////AIN8IAFBBHZB////AHGtIA8gGX4gFCAYfnwgFSAcfnwgFiAbfnwgFyAafnx8IiVCgIBAfSImQhWIfCIpQoCAQH0iKkIViHwiLkKAgEB9IjVCFYd8ICtCgICAf4N9IitCgIBAfSI2QhWHfHwgLEKAgIB/g30iLEKAgEB9IjdCFYd8IjhCgIBAfSI5QhWHfCAoQoCAQH0iKEKAgIB/g30gOCA5QoCAgH+DfSAsIDdCgICAf4N9IB1C04xDfiAfQuf2J358IBNC0asIfnwgK3wgNkKAgIB/g30gMyA0QoCAgH+DfSAeQtOMQ34gIELn9id+fCAiQtGrCH58ICFCg6FWfnwgMXwgMkKAgIB/g30gHkLn9id+ICBCmNocfnwgIkLTjEN+fCAtfCAhQtGrCH58ICNCg6FWfnwgMEKAgIB/g30gAygAHEEHdq0gBCAPfiAGIBR+fCAQIBV+fCAMIBZ+fCAKIBd+fCANIBJ+fCAOIBF+fCALIBl+fCAHIBp+fCAFIBh+fCAIIBt+fCAJIBx+fHwgJ0IViHwiBkKAgEB9IgdCFYh8IhBCgIBAfSIIQhWHfCIEQoCAQH0iCUIVh3wiBUKDoVZ+fCAuIB9CmNocfnwgNUKAgIB/g30gHULn9id+fCATQtOMQ358IAVC0asIfnwgBCAJQoCAgH+DfSIEQoOhVn58IglCgIBAfSIKQhWHfCILQoCAQH0iDEIVh3wgCyAMQoCAgH+DfSAJIApCgICAf4N9IB9Ck9gofiApfCAqQoCAgH+DfSAdQpjaHH58IBNC5/YnfnwgECAIQoCAgH+DfSAeQpjaHH4gIEKT2Ch+fCAiQuf2J358ICFC04xDfnwgI0LRqwh+fCAkQoOhVn58IAZ8IAdCgICAf4N9IC9CFYd8IgdCgIBAfSIQQhWHfCIGQoOhVn58IAVC04xDfnwgBELRqwh+fCAlICZCgICAf4N9IA8gGH4gFCAafnwgFSAbfnwgFyAcfnwgAzUAB0IHiEL///8Ag3wgDyAafiAUIBx+fCAXIBt+fCADKAACIgFBGHatIAMxAAZCCIaEIAMxAAdCEIaEQgKIQv///wCDfCIIQoCAQH0iCUIViHwiCkKAgEB9IgtCFYh8IB1Ck9gofnwgE0KY2hx+fCAGQtGrCH58IAVC5/YnfnwgBELTjEN+fCIMQoCAQH0iDUIVh3wiDkKAgEB9IhFCFYd8IA4gByAQQoCAgH+DfSAoQhWHfCIQQoCAQH0iEkIVhyIHQoOhVn58IBFCgICAf4N9IAwgB0LRqwh+fCANQoCAgH+DfSAKIAtCgICAf4N9IBNCk9gofnwgBkLTjEN+fCAFQpjaHH58IARC5/YnfnwgCCABQQV2Qf///wBxrSAPIBx+IBQgG358fCAPIBt+IAMzAAAgAzEAAkIQhkKAgPwAg4R8IgpCgIBAfSILQhWIfCIMQoCAQH0iDUIViHwgCUKAgIB/g30gBkLn9id+fCAFQpPYKH58IARCmNocfnwiBUKAgEB9IghCFYd8IglCgIBAfSIOQhWHfCAJIAdC04xDfnwgDkKAgIB/g30gBSAHQuf2J358IAhCgICAf4N9IAwgDUKAgIB/g30gBkKY2hx+fCAEQpPYKH58IAogC0KAgID///8Dg30gBkKT2Ch+fCIFQoCAQH0iBEIVh3wiBkKAgEB9IghCFYd8IAYgB0KY2hx+fCAIQoCAgH+DfSAFIARCgICAf4N9IAdCk9gofnwiBEIVh3wiCEIVh3wiCUIVh3wiCkIVh3wiC0IVh3wiDEIVh3wiDUIVh3wiDkIVh3wiEUIVh3wiD0IVh3wiFEIVhyAQIBJCgICAf4N9fCIHQhWHIgVCk9gofiAEQv///wCDfCIGPAAAIAAgBkIIiDwAASAAIAVCmNocfiAIQv///wCDfCAGQhWHfCIEQguIPAAEIAAgBEIDiDwAAyAAIAZCEIhCH4MgBEIFhoQ8AAIgACAFQuf2J34gCUL///8Ag3wgBEIVh3wiBkIGiDwABiAAIAZCAoYgBEKAgOAAg0ITiIQ8AAUgACAFQtOMQ34gCkL///8Ag3wgBkIVh3wiBEIJiDwACSAAIARCAYg8AAggACAEQgeGIAZCgID/AINCDoiEPAAHIAAgBULRqwh+IAtC////AIN8IARCFYd8IgZCDIg8AAwgACAGQgSIPAALIAAgBkIEhiAEQoCA+ACDQhGIhDwACiAAIAVCg6FWfiAMQv///wCDfCAGQhWHfCIEQgeIPAAOIAAgBEIBhiAGQoCAwACDQhSIhDwADSAAIA1C////AIMgBEIVh3wiBUIKiDwAESAAIAVCAog8ABAgACAFQgaGIARCgID+AINCD4iEPAAPIAAgDkL///8AgyAFQhWHfCIEQg2IPAAUIAAgBEIFiDwAEyAAIBFC////AIMgBEIVh3wiBjwAFSAAIARCA4YgBUKAgPAAg0ISiIQ8ABIgACAGQgiIPAAWIAAgD0L///8AgyAGQhWHfCIFQguIPAAZIAAgBUIDiDwAGCAAIAZCEIhCH4MgBUIFhoQ8ABcgACAUQv///wCDIAVCFYd8IgRCBog8ABsgACAEQgKGIAVCgIDgAINCE4iEPAAaIAAgBEIVhyIGIAdC////AIN8IgVCEYg8AB8gACAFQgmIPAAeIAAgBUIHhiAEQoCA/wCDQg6IhDwAHCAAIAanIAenakEBdq08AB0LBQAQAgALtQUBCX8jAEGAAWsiAyQAQdLIAi0AACEEIABCADcCBCAAQQE2AgAgAEIANwIMIABCADcCFCAAQgA3AhwgAEKAgICAEDcCJCAAQSxqQQBBzAD8CwAgACABQcAHbEHAF2oiAUHSyAItAABBAnYgAiACQQAgBEECdiACQYABcUEHdnMiBGtxQQF0ayICQQFzQf8BcUEBa0EfdnMQMyAAIAFB+ABqQdLIAi0AAEECdiACQQJzQf8BcUEBa0EfdnMQMyAAIAFB8AFqQdLIAi0AAEECdiACQQNzQf8BcUEBa0EfdnMQMyAAIAFB6AJqQdLIAi0AAEECdiACQQRzQf8BcUEBa0EfdnMQMyAAIAFB4ANqQdLIAi0AAEECdiACQQVzQf8BcUEBa0EfdnMQMyAAIAFB2ARqQdLIAi0AAEECdiACQQZzQf8BcUEBa0EfdnMQMyAAIAFB0AVqQdLIAi0AAEECdiACQQdzQf8BcUEBa0EfdnMQMyAAIAFByAZqQdLIAi0AAEECdiACQQhzQf8BcUEBa0EfdnMQMyADIAApAkg3AyggAyAAQUBrKQIANwMgIAMgACkCODcDGCADIAApAjA3AxAgAyAAKQIoNwMIIAMgACkCADcDMCADIAApAgg3AzggAyAAKQIQNwNAIAMgACkCGDcDSCADIAApAiA3A1AgACgCUCEBIAAoAlQhAiAAKAJYIQUgACgCXCEGIAAoAmAhByAAKAJkIQggACgCaCEJIAAoAmwhCiAAKAJwIQsgA0EAIAAoAnRrNgJ8IANBACALazYCeCADQQAgCms2AnQgA0EAIAlrNgJwIANBACAIazYCbCADQQAgB2s2AmggA0EAIAZrNgJkIANBACAFazYCYCADQQAgAms2AlwgA0EAIAFrNgJYIAAgA0EIaiAEEDMgA0GAAWokAAuSBgEJfyMAQaABayIDJABB0sgCLQAAIQQgAEIANwIEIABBATYCACAAQgA3AgwgAEIANwIUIABCADcCHCAAQgA3AiwgAEKAgICAEDcCJCAAQgA3AjQgAEIANwI8IABCADcCRCAAQoCAgIAQNwJMIABB1ABqQQBBzAD8CwAgACABQdLIAi0AAEECdiACIAJBACAEQQJ2IAJBgAFxQQd2cyIEa3FBAXRrIgJBAXNB/wFxQQFrQR92cxA0IAAgAUGgAWpB0sgCLQAAQQJ2IAJBAnNB/wFxQQFrQR92cxA0IAAgAUHAAmpB0sgCLQAAQQJ2IAJBA3NB/wFxQQFrQR92cxA0IAAgAUHgA2pB0sgCLQAAQQJ2IAJBBHNB/wFxQQFrQR92cxA0IAAgAUGABWpB0sgCLQAAQQJ2IAJBBXNB/wFxQQFrQR92cxA0IAAgAUGgBmpB0sgCLQAAQQJ2IAJBBnNB/wFxQQFrQR92cxA0IAAgAUHAB2pB0sgCLQAAQQJ2IAJBB3NB/wFxQQFrQR92cxA0IAAgAUHgCGpB0sgCLQAAQQJ2IAJBCHNB/wFxQQFrQR92cxA0IAMgACkCSDcDICADIABBQGspAgA3AxggAyAAKQI4NwMQIAMgACkCMDcDCCADIAApAig3AwAgAyAAKQIgNwNIIAMgACkCGDcDQCADIAApAhA3AzggAyAAKQIINwMwIAMgACkCADcDKCADIAApAlg3A1ggAyAAKQJQNwNQIAMgACkCYDcDYCADIAApAmg3A2ggAyAAKQJwNwNwIAAoAnghASAAKAJ8IQIgACgCgAEhBSAAKAKEASEGIAAoAogBIQcgACgCjAEhCCAAKAKQASEJIAAoApQBIQogACgCmAEhCyADQQAgACgCnAFrNgKcASADQQAgC2s2ApgBIANBACAKazYClAEgA0EAIAlrNgKQASADQQAgCGs2AowBIANBACAHazYCiAEgA0EAIAZrNgKEASADQQAgBWs2AoABIANBACACazYCfCADQQAgAWs2AnggACADIAQQNCADQaABaiQAC+kGAhx+CX8gACABKAIMIiBBAXSsIgggASgCBCIhQQF0rCICfiABKAIIIiKsIg0gDX58IAEoAhAiI6wiByABKAIAIiRBAXSsIgV+fCABKAIcIh5BJmysIg4gHqwiEX58IAEoAiAiJUETbKwiAyABKAIYIh9BAXSsfnwgASgCJCImQSZsrCIEIAEoAhQiAUEBdKwiCX58QgGGIhVCgICAEHwiFkIahyACIAd+ICJBAXSsIgsgIKwiEn58IAGsIg8gBX58IAMgHkEBdKwiE358IAQgH6wiCn58QgGGfCIXQoCAgAh8IhhCGYcgCCASfiAHIAt+fCACIAl+fCAFIAp+fCADICWsIhB+fCAEIBN+fEIBhnwiBiAGQoCAgBB8IgxCgICA4A+DfT4CGCAAIAFBJmysIA9+ICSsIgYgBn58IB9BE2ysIgYgI0EBdKwiFH58IAggDn58IAMgC358IAIgBH58QgGGIhlCgICAEHwiGkIahyAGIAl+IAUgIawiG358IAcgDn58IAMgCH58IAQgDX58QgGGfCIcQoCAgAh8Ih1CGYcgBSANfiACIBt+fCAGIAp+fCAJIA5+fCADIBR+fCAEIAh+fEIBhnwiBiAGQoCAgBB8IgZCgICA4A+DfT4CCCAAIAsgD34gByAIfnwgAiAKfnwgBSARfnwgBCAQfnxCAYYgDEIah3wiDCAMQoCAgAh8IgxCgICA8A+DfT4CHCAAIAUgEn4gAiANfnwgCiAOfnwgAyAJfnwgBCAHfnxCAYYgBkIah3wiAyADQoCAgAh8IgNCgICA8A+DfT4CDCAAIAogC34gByAHfnwgCCAJfnwgAiATfnwgBSAQfnwgBCAmrCIHfnxCAYYgDEIZh3wiBCAEQoCAgBB8IgRCgICA4A+DfT4CICAAIBcgGEKAgIDwD4N9IBUgFkKAgIBgg30gA0IZh3wiA0KAgIAQfCIJQhqIfD4CFCAAIAMgCUKAgIDgD4N9PgIQIAAgCCAKfiAPIBR+fCALIBF+fCACIBB+fCAFIAd+fEIBhiAEQhqHfCICIAJCgICACHwiAkKAgIDwD4N9PgIkIAAgHCAdQoCAgPAPg30gGSAaQoCAgGCDfSACQhmHQhN+fCICQoCAgBB8IgVCGoh8PgIEIAAgAiAFQoCAgOAPg30+AgALrQsBB38gACABaiEFAkACQCAAKAIEIgJBAXENACACQQJxRQ0BIAAoAgAiAiABaiEBAkACQAJAIAAgAmsiAEHYxAIoAgBHBEAgACgCDCEDIAJB/wFNBEAgAyAAKAIIIgRHDQJBxMQCQcTEAigCAEF+IAJBA3Z3cTYCAAwFCyAAKAIYIQYgACADRwRAIAAoAggiAiADNgIMIAMgAjYCCAwECyAAKAIUIgQEfyAAQRRqBSAAKAIQIgRFDQMgAEEQagshAgNAIAIhByAEIgNBFGohAiADKAIUIgQNACADQRBqIQIgAygCECIEDQALIAdBADYCAAwDCyAFKAIEIgJBA3FBA0cNA0HMxAIgATYCACAFIAJBfnE2AgQgACABQQFyNgIEIAUgATYCAA8LIAQgAzYCDCADIAQ2AggMAgtBACEDCyAGRQ0AAkAgACgCHCICQQJ0IgQoAvTGAiAARgRAIARB9MYCaiADNgIAIAMNAUHIxAJByMQCKAIAQX4gAndxNgIADAILAkAgACAGKAIQRgRAIAYgAzYCEAwBCyAGIAM2AhQLIANFDQELIAMgBjYCGCAAKAIQIgIEQCADIAI2AhAgAiADNgIYCyAAKAIUIgJFDQAgAyACNgIUIAIgAzYCGAsCQAJAAkACQCAFKAIEIgJBAnFFBEBB3MQCKAIAIAVGBEBB3MQCIAA2AgBB0MQCQdDEAigCACABaiIBNgIAIAAgAUEBcjYCBCAAQdjEAigCAEcNBkHMxAJBADYCAEHYxAJBADYCAA8LQdjEAigCACIIIAVGBEBB2MQCIAA2AgBBzMQCQczEAigCACABaiIBNgIAIAAgAUEBcjYCBCAAIAFqIAE2AgAPCyACQXhxIAFqIQEgBSgCDCEDIAJB/wFNBEAgBSgCCCIEIANGBEBBxMQCQcTEAigCAEF+IAJBA3Z3cTYCAAwFCyAEIAM2AgwgAyAENgIIDAQLIAUoAhghBiADIAVHBEAgBSgCCCICIAM2AgwgAyACNgIIDAMLIAUoAhQiBAR/IAVBFGoFIAUoAhAiBEUNAiAFQRBqCyECA0AgAiEHIAQiA0EUaiECIAMoAhQiBA0AIANBEGohAiADKAIQIgQNAAsgB0EANgIADAILIAUgAkF+cTYCBCAAIAFBAXI2AgQgACABaiABNgIADAMLQQAhAwsgBkUNAAJAIAUoAhwiAkECdCIEKAL0xgIgBUYEQCAEQfTGAmogAzYCACADDQFByMQCQcjEAigCAEF+IAJ3cTYCAAwCCwJAIAUgBigCEEYEQCAGIAM2AhAMAQsgBiADNgIUCyADRQ0BCyADIAY2AhggBSgCECICBEAgAyACNgIQIAIgAzYCGAsgBSgCFCICRQ0AIAMgAjYCFCACIAM2AhgLIAAgAUEBcjYCBCAAIAFqIAE2AgAgACAIRw0AQczEAiABNgIADwsgAUH/AU0EQCABQfgBcUHsxAJqIQICf0HExAIoAgAiA0EBIAFBA3Z0IgFxRQRAQcTEAiABIANyNgIAIAIMAQsgAigCCAshASACIAA2AgggASAANgIMIAAgAjYCDCAAIAE2AggPC0EfIQMgAUH///8HTQRAIAFBJiABQQh2ZyICa3ZBAXEgAkEBdHJBPnMhAwsgACADNgIcIABCADcCECADQQJ0QfTGAmohAgJAAkBByMQCKAIAIgRBASADdCIHcUUEQEHIxAIgBCAHcjYCACACIAA2AgAgACACNgIYDAELIAFBGSADQQF2a0EAIANBH0cbdCEDIAIoAgAhAgNAIAIiBCgCBEF4cSABRg0CIANBHXYhAiADQQF0IQMgBCACQQRxaiIHKAIQIgINAAsgByAANgIQIAAgBDYCGAsgACAANgIMIAAgADYCCA8LIAQoAggiASAANgIMIAQgADYCCCAAQQA2AhggACAENgIMIAAgATYCCAsLLQEBfiACrSADrUIghoQiBkIQWgR/IAAgAUEQaiABIAZCEH0gBCAFEGwFQX8LCxgAIAAgASACIAOtIAStQiCGhCAFIAYQbAsYACAAIAEgAiADrSAErUIghoQgBSAGEFgLFwAgACABIAKtIAOtQiCGhCAEIAUQjgELFQAgACABrSACrUIghoQgAyAEEOYBCxcAIAAgASACrSADrUIghoQgBEEAEJgBCxcAIAAgASACIAOtIAStQiCGhCAFEOADCxcAIAAgASACIAOtIAStQiCGhCAFEN4DCxcAIAAgASACIAOtIAStQiCGhCAFEN8DCxUAIAAgASACrSADrUIghoQgBBChAwv+AgEGfyABQYB/SwRAQTAPCwJ/IAFBgH9PBEBBwMQCQTA2AgBBAAwBC0EAQRAgAUELakF4cSABQQtJGyIFQcwAahAjIgFFDQAaIAFBCGshAgJAIAFBP3FFBEAgAiEBDAELIAFBBGsiBigCACIHQXhxIAFBP2pBQHFBCGsiAUHAAEEAIAEgAmtBD00baiIBIAJrIgNrIQQgB0EDcUUEQCACKAIAIQIgASAENgIEIAEgAiADajYCAAwBCyABIAQgASgCBEEBcXJBAnI2AgQgASAEaiIEIAQoAgRBAXI2AgQgBiADIAYoAgBBAXFyQQJyNgIAIAIgA2oiBCAEKAIEQQFyNgIEIAIgAxCuAQsCQCABKAIEIgJBA3FFDQAgAkF4cSIDIAVBEGpNDQAgASAFIAJBAXFyQQJyNgIEIAEgBWoiAiADIAVrIgVBA3I2AgQgASADaiIDIAMoAgRBAXI2AgQgAiAFEK4BCyABQQhqCyIBRQRAQTAPCyAAIAE2AgBBAAsfACAAIAEgAq0gA61CIIaEIAStIAWtQiCGhCAGEOsBCxoAIAAgASACrSADrUIghoRBsL0CKAIAEQIACxwAIAAgASACrSADrUIghoQgBEGovQIoAgAREgALHAAgACABIAKtIAOtQiCGhCAEQaS9AigCABESAAsXACAAIAEgAq0gA61CIIaEIAQgBRCiAwsSACAAIAEgAq0gA61CIIaEECoLEgAgACABIAKtIAOtQiCGhBBACxIAIAAgASACrSADrUIghoQQDQsYACAAIAEgAiADrSAErUIghoQgBSAGEHoLLQEBfiACrSADrUIghoQiBkIQWgR/IAAgAUEQaiABIAZCEH0gBCAFEGsFQX8LCxgAIAAgASACIAOtIAStQiCGhCAFIAYQawsYACAAIAEgAiADrSAErUIghoQgBSAGEFcLGQAgACABIAKtIAOtQiCGhCAEIAUgBhDBAwsZACAAIAEgAq0gA61CIIaEIAQgBSAGEMIDCxIAIAAgASACrSADrUIghoQQLwsVACAAIAEgAq0gA61CIIaEIAQQkwMLFQAgACABIAKtIAOtQiCGhCAEEJUDCxAAIAAgAUG0vQIoAgARAAALEAAgACABQay9AigCABEAAAvhAgECfyMAQZADayIIJAAgCEEANgIEIAhBEGoiCSAGIAdBABAfGiAIIAYpABA3AgggCEHQAGoiB0LAACAIQQRqIAkQQRogCEGQAWoiBiAHQay9AigCABEAABogB0HAABAHIAYgBCAFQbC9AigCABECABogBkGQvQJCACAFfUIPg0GwvQIoAgARAgAaIAYgASACQbC9AigCABECABogBkGQvQJCACACfUIPg0GwvQIoAgARAgAaIAggBTcDSCAGIAhByABqIgRCCEGwvQIoAgARAgAaIAggAjcDSCAGIARCCEGwvQIoAgARAgAaIAYgCEEwaiIEQbS9AigCABEAABogBkGAAhAHIAQgAxBHIQYgBEEQEAcCQCAARQ0AIAYEQCACpyIBBEAgAEEAIAH8CwALQX8hBgwBCyAAIAEgAiAIQQRqIAhBEGoQlgJBACEGCyAIQRBqQSAQByAIQZADaiQAIAYLrAIBA38jAEGAA2siCSQAIAlBADYCBCAJQRBqIgogByAIQQAQHxogCSAHKQAQNwIIIAlBQGsiCELAACAJQQRqIgsgChBBGiAJQYABaiIHIAhBrL0CKAIAEQAAGiAIQcAAEAcgByAFIAZBsL0CKAIAEQIAGiAHQZC9AkIAIAZ9Qg+DQbC9AigCABECABogACADIAQgCyAKEJYCIAcgACAEQbC9AigCABECABogB0GQvQJCACAEfUIPg0GwvQIoAgARAgAaIAkgBjcDOCAHIAlBOGoiAEIIQbC9AigCABECABogCSAENwM4IAcgAEIIQbC9AigCABECABogByABQbS9AigCABEAABogB0GAAhAHIAIEQCACQhA3AwALIAlBEGpBIBAHIAlBgANqJABBAAuBAgEFfyMAQRBrIgUkACAALQDkAUUEQCAFAn8CQAJAAkAgACgC4AEiA0GnAWsOAgABAgsgAC0A5QFBgH9zDAILIAAQJUEAIQMgAEEANgLgAQsgACAAQeUBaiADQQEQGEGAAQs6AA8gACAFQQ9qQacBQQEQGCAAECUgAEEBOgDkASAAQQA2AuABCyACBEAgACgC4AEhAwNAIANBqAFGBEAgABAlIABBADYC4AFBACEDC0GoASADayIEIAIgBmsiByAEIAdJGyIEBEAgASAGaiAAIANqIAT8CgAACyAAIAAoAuABIARqIgM2AuABIAQgBmoiBiACSQ0ACwsgBUEQaiQAQQALSgECfyMAQSBrIgYkAEF/IQcCQCACQhBUDQAgBiAEIAUQSw0AIAAgAUEQaiABIAJCEH0gAyAGEGshByAGQSAQBwsgBkEgaiQAIAcLTwECfyMAQSBrIgYkACACQvD///8PVARAQX8hByAGIAQgBRBLRQRAIABBEGogACABIAIgAyAGEFchByAGQSAQBwsgBkEgaiQAIAcPCxAMAAuZBwEHfyMAQdACayIDJAAgASgABCEEIAEoAAghBSABKAAMIQYgAigCBCEHIAIoAgghCCACKAIMIQkgACACKAIAIAEoAABzNgIAIAAgBiAJczYCDCAAIAUgCHM2AgggACAEIAdzNgIEIAMgACkCADcDsAIgAyAAKQIINwO4AiADIAIpAhA3A6ACIAMgAikCGDcDqAIgA0HAAmoiASADQbACaiADQaACahAGIAAgAykCyAI3AgggACADKQLAAjcCACADIAApAgA3A5ACIAMgACkCCDcDmAIgAyACKQIgNwOAAiADIAIpAig3A4gCIAEgA0GQAmogA0GAAmoQBiAAIAMpAsgCNwIIIAAgAykCwAI3AgAgAyAAKQIANwPwASADIAApAgg3A/gBIAMgAikCMDcD4AEgAyACKQI4NwPoASABIANB8AFqIANB4AFqEAYgACADKQLIAjcCCCAAIAMpAsACNwIAIAMgACkCADcD0AEgAyAAKQIINwPYASADIAJBQGspAgA3A8ABIAMgAikCSDcDyAEgASADQdABaiADQcABahAGIAAgAykCyAI3AgggACADKQLAAjcCACADIAApAgA3A7ABIAMgACkCCDcDuAEgAyACKQJQNwOgASADIAIpAlg3A6gBIAEgA0GwAWogA0GgAWoQBiAAIAMpAsgCNwIIIAAgAykCwAI3AgAgAyAAKQIANwOQASADIAApAgg3A5gBIAMgAikCYDcDgAEgAyACKQJoNwOIASABIANBkAFqIANBgAFqEAYgACADKQLIAjcCCCAAIAMpAsACNwIAIAMgACkCADcDcCADIAApAgg3A3ggAyACKQJwNwNgIAMgAikCeDcDaCABIANB8ABqIANB4ABqEAYgACADKQLIAjcCCCAAIAMpAsACNwIAIAMgACkCADcDUCADIAApAgg3A1ggAyACKQKAATcDQCADIAIpAogBNwNIIAEgA0HQAGogA0FAaxAGIAAgAykCyAI3AgggACADKQLAAjcCACADIAApAgA3AzAgAyAAKQIINwM4IAMgAikCkAE3AyAgAyACKQKYATcDKCABIANBMGogA0EgahAGIAAgAykCyAI3AgggACADKQLAAjcCACADIAApAgA3AxAgAyAAKQIINwMYIAMgAikCoAE3AwAgAyACKQKoATcDCCABIANBEGogAxBCIAAgAykCyAI3AgggACADKQLAAjcCACADQdACaiQAC+gEAQJ/IwBBoAFrIgQkACAAIAEtAAA6AAAgACABLQABOgABIAAgAS0AAjoAAiAAIAEtAAM6AAMgACABLQAEOgAEIAAgAS0ABToABSAAIAEtAAY6AAYgACABLQAHOgAHIAAgAS0ACDoACCAAIAEtAAk6AAkgACABLQAKOgAKIAAgAS0ACzoACyAAIAEtAAw6AAwgACABLQANOgANIAAgAS0ADjoADiAAIAEtAA86AA8gACABLQAQOgAQIAAgAS0AEToAESAAIAEtABI6ABIgACABLQATOgATIAAgAS0AFDoAFCAAIAEtABU6ABUgACABLQAWOgAWIAAgAS0AFzoAFyAAIAEtABg6ABggACABLQAZOgAZIAAgAS0AGjoAGiAAIAEtABs6ABsgACABLQAcOgAcIAAgAS0AHToAHSAAIAEtAB46AB4gAS0AHyEDIAAgAgR/IAAgAC0AAEH4AXE6AAAgA0HAAHIFIAMLQf8AcToAHyAEIAAQMCAAIAQQIkF/IQMgAC0AH0H/AHEgAC0AHiAALQAdIAAtABwgAC0AGyAALQAaIAAtABkgAC0AGCAALQAXIAAtABYgAC0AFSAALQAUIAAtABMgAC0AEiAALQARIAAtABAgAC0ADyAALQAOIAAtAA0gAC0ADCAALQALIAAtAAogAC0ACSAALQAIIAAtAAcgAC0ABiAALQAFIAAtAAQgAC0AAyAALQACIAAtAAEgAC0AAEEBc3JycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJBAWtBgAJxRQRAQX9BACABQSAQGxshAwsgBEGgAWokACADC5AFAQJ/IwBBwAJrIgQkAEF/IQUCQCACEIQBRQ0AIAIQQw0AIAQgAhBEDQAgBBCFAUUNACAAIAEtAAA6AAAgACABLQABOgABIAAgAS0AAjoAAiAAIAEtAAM6AAMgACABLQAEOgAEIAAgAS0ABToABSAAIAEtAAY6AAYgACABLQAHOgAHIAAgAS0ACDoACCAAIAEtAAk6AAkgACABLQAKOgAKIAAgAS0ACzoACyAAIAEtAAw6AAwgACABLQANOgANIAAgAS0ADjoADiAAIAEtAA86AA8gACABLQAQOgAQIAAgAS0AEToAESAAIAEtABI6ABIgACABLQATOgATIAAgAS0AFDoAFCAAIAEtABU6ABUgACABLQAWOgAWIAAgAS0AFzoAFyAAIAEtABg6ABggACABLQAZOgAZIAAgAS0AGjoAGiAAIAEtABs6ABsgACABLQAcOgAcIAAgAS0AHToAHSAAIAEtAB46AB4gAS0AHyECIAAgAwR/IAAgAC0AAEH4AXE6AAAgAkHAAHIFIAILQf8AcToAHyAEQaABaiICIAAgBBCGASAAIAIQIiAALQAfQf8AcSAALQAeIAAtAB0gAC0AHCAALQAbIAAtABogAC0AGSAALQAYIAAtABcgAC0AFiAALQAVIAAtABQgAC0AEyAALQASIAAtABEgAC0AECAALQAPIAAtAA4gAC0ADSAALQAMIAAtAAsgAC0ACiAALQAJIAAtAAggAC0AByAALQAGIAAtAAUgAC0ABCAALQADIAAtAAIgAC0AASAALQAAQQFzcnJycnJycnJycnJycnJycnJycnJycnJycnJycnJyckEBa0GAAnENAEF/QQAgAUEgEBsbIQULIARBwAJqJAAgBQsHAEGAgIAIC0kBA38jAEEQayILJABBfyEJIAtBBGoiCkIANwIAIApBADYCCEF/IAogACABIAIgAyAEIAUgBiAHIAgQ2QEgChBnGyALQRBqJAAL+gQBB38jAEEwayIHJAAgBARAIARB5gAQFgsCQCADLQAAQSRHDQAgAy0AAUE3Rw0AIAMtAAJBJEcNAEGACCADLQADQcEAEDEiCkUNACAHQQxqIANBBGoQZSIGRQ0AIAdBCGogBhBlIgZFDQACfwJ/AkAgBhAnQQFqIgVFDQADQCAGIAVBAWsiBWoiCC0AAEEkRwRAIAUNAQwCCwsgCAwBC0EACyIFBEAgBSAGawwBCyAGECcLIQggBEUNACAIIAYgA2tqIgVBLWoiC0HmAEsNACAIIAtLDQAgACABIAIgBiAIQgEgCkGACGuthiAHKAIMIAcoAgggB0EQakEgENkBDQAgBQRAIAQgAyAF/AoAAAsgBCAFaiIAQSQ6AAAgBUF/c0HmAGohASAAQQFqIQNBACEAAkADQCAAQQFqIgVBAiAAQR9zIgIgAkECTxsiCWohBiAHQRBqIgggAGotAAAhAgJ/QQAgCUUNABogBSAIai0AAEEIdCACciECQQAgBiAAQQJqIgBGDQAaIAAgCGotAABBEHQgAnIhAkEBCyEAQQAhCQJAIAFFDQAgAyACQT9xQYAIai0AADoAACABQQFGDQAgAyACQQZ2QT9xQYAIai0AADoAAQJ/IANBAmogBSAGRg0AGiABQQJGDQEgAyACQQx2QT9xQYAIai0AADoAAiADQQNqIABFDQAaIAFBA0YNASADIAJBEnZBgAhqLQAAOgADIANBBGoLIgJFDQAgASADaiACayEBIAIhAyAGIgBBH0sNAgwBCwtBACECCyAHQRBqQSAQByACRQ0AIAIgBEHmAGpPDQAgAkEAOgAAIAQhCQsgB0EwaiQAIAkLvQUBFX8gACgCPCECIAAoAjghECAAKAI0IQ8gACgCMCENIAAoAiwhASAAKAIoIQMgACgCJCERIAAoAiAhDCAAKAIcIQYgACgCGCEHIAAoAhQhBCAAKAIQIQggACgCDCEJIAAoAgghCiAAKAIEIQsgACgCACEFA0AgBCALakEHdyARcyIOIARqQQl3IA9zIhMgBSANakEHdyAIcyIIIAVqQQl3IAxzIhQgCGpBDXcgDXMiFSABIAJqQQd3IAlzIgkgAmpBCXcgBnMiBiAJakENdyABcyIMIAZqQRJ3IAJzIgIgAyAHakEHdyAQcyIBakEHd3MiDSACakEJd3MiDyANakENdyABcyIQIA9qQRJ3IAJzIQIgDCABIAEgA2pBCXcgCnMiCmpBDXcgB3MiByAKakESdyADcyIDIA5qQQd3cyIBIANqQQl3IBRzIgwgAWpBDXcgDnMiESAMakESdyADcyEDIAYgByATIA4gE2pBDXcgC3MiC2pBEncgBHMiBCAIakEHd3MiByAEakEJd3MiBiAHakENdyAIcyIIIAZqQRJ3IARzIQQgCSAUIBVqQRJ3IAVzIgVqQQd3IAtzIgsgBWpBCXcgCnMiCiALakENdyAJcyIJIApqQRJ3IAVzIQUgEkEGSSASQQJqIRINAAsgACAAKAIAIAVqNgIAIAAgACgCBCALajYCBCAAIAAoAgggCmo2AgggACAAKAIMIAlqNgIMIAAgACgCECAIajYCECAAIAAoAhQgBGo2AhQgACAAKAIYIAdqNgIYIAAgACgCHCAGajYCHCAAIAAoAiAgDGo2AiAgACAAKAIkIBFqNgIkIAAgACgCKCADajYCKCAAIAAoAiwgAWo2AiwgACAAKAIwIA1qNgIwIAAgACgCNCAPajYCNCAAIAAoAjggEGo2AjggACAAKAI8IAJqNgI8C8YIAg5/A34gB60gBq1+QoCAgIAEWgRAQcDEAkEWNgIAQX8PCyAFQoCAgIAQWgRAQcDEAkEWNgIAQX8PCyAFe0ICVCAFQgJacUUEQEHAxAJBHDYCAEF/DwsgBkEAIAcbRQRAQcDEAkEcNgIAQX8PC0H///8PIAduIQwCQCAGQf///wdLDQAgBiAMSw0AQf///w8gBm6tIAVUDQAgBkEHdCIQIAdsIhMgECAFp2wiC2oiDCATSQ0AIAwgBkEIdCIRakFAayIMIBFNDQACQCAMIAAoAghLBEBBfyEKIAAQZw0BIwBBEGsiDiQAQcDEAiAOQQxqIAwQuQEiDzYCACAAQQAgDigCDCAPGyIPNgIEIAAgDzYCACAAIAxBACAPGzYCCCAOQRBqJAAgD0UNAQsgASACIAMgBCAAKAIEIhQgExDaASATIBRqIg8gC2oiACAGQQd0aiIEIBBqQUBqIRYgBUIBfSEZIAZBBXQhDCAAIBFqIREgACAQakFAaiEXA0AgFCAQIBVsaiEOQQAhAwNAIAAgA0ECdCIKaiAKIA5qKAAANgIAIAAgCkEEciILaiALIA5qKAAANgIAIAAgCkEIciILaiALIA5qKAAANgIAIAAgCkEMciIKaiAKIA5qKAAANgIAIANBBGoiAyAMRw0AC0IAIRgDQCAYpyEDIBBFIgpFBEAgDyADIAxsQQJ0aiAAIBD8CgAACyAAIAQgESAGEGYgCkUEQCAPIANBAXIgDGxBAnRqIAQgEPwKAAALIAQgACARIAYQZkIAIRogGEICfCIYIAVUDQALA0AgDyAMIBcpAgAgGYOnbEECdGohCkEAIQMDQCAAIANBAnQiC2oiDSANKAIAIAogC2ooAgBzNgIAIAAgC0EEciINaiISIBIoAgAgCiANaigCAHM2AgAgACALQQhyIg1qIhIgEigCACAKIA1qKAIAczYCACAAIAtBDHIiC2oiDSANKAIAIAogC2ooAgBzNgIAIANBBGoiAyAMRw0ACyAAIAQgESAGEGYgDyAMIBYpAgAgGYOnbEECdGohCkEAIQMDQCAEIANBAnQiC2oiDSANKAIAIAogC2ooAgBzNgIAIAQgC0EEciINaiISIBIoAgAgCiANaigCAHM2AgAgBCALQQhyIg1qIhIgEigCACAKIA1qKAIAczYCACAEIAtBDHIiC2oiDSANKAIAIAogC2ooAgBzNgIAIANBBGoiAyAMRw0ACyAEIAAgESAGEGZBACEDIBpCAnwiGiAFVA0ACwNAIA4gA0ECdCIKaiAAIApqKAIANgAAIA4gCkEEciILaiAAIAtqKAIANgAAIA4gCkEIciILaiAAIAtqKAIANgAAIA4gCkEMciIKaiAAIApqKAIANgAAIANBBGoiAyAMRw0ACyAVQQFqIhUgB0cNAAsgASACIBQgEyAIIAkQ2gFBACEKCyAKDwtBwMQCQTA2AgBBfwvsAQECfyMAQfADayIGJAAgBkGgAmoiByAAIAEQPhogByACIAOtECwaIAUEQEEAIQBBACEBA0AgBiABQQFqIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AEwgBkHQAGoiAiAGQaACakHQAfwKAAAgAiAGQcwAakIEECwaIAIgBkEgahBPGiAGIAYpAzg3AxggBiAGKQMwNwMQIAYgBikDKDcDCCAGIAYpAyA3AwBBICAFIABrIgIgAkEgTxsiAgRAIAAgBGogBiAC/AoAAAsgAUEFdCIAIAVJDQALCyAGQaACakHQARAHIAZB8ANqJAALewECfyMAQSBrIgUkAEF/IQYCQCACQiBUDQAgBUIgIAMgBBDmARogAUEQaiABQSBqIAJCIH0gBUGovQIoAgAREgANACAAIAEgAiADIAQQjgEaIABCADcAGCAAQgA3ABAgAEIANwAIIABCADcAAEEAIQYLIAVBIGokACAGC0cAIAJCIFoEfyAAIAEgAiADIAQQjgEaIABBEGogAEEgaiACQiB9IABBpL0CKAIAERIAGiAAQgA3AAggAEIANwAAQQAFQX8LCwQAQTALBQBBwAoLqQIBA38jAEHgAmsiCCQAIAhBIGoiCkLAACAGIAcQQRogCEHgAGoiCSAKQay9AigCABEAABogCkHAABAHIAkgBCAFQbC9AigCABECABogCUHwvAJCACAFfUIPg0GwvQIoAgARAgAaIAkgASACQbC9AigCABECABogCUHwvAJCACACfUIPg0GwvQIoAgARAgAaIAggBTcDGCAJIAhBGGoiBEIIQbC9AigCABECABogCCACNwMYIAkgBEIIQbC9AigCABECABogCSAIQbS9AigCABEAABogCUGAAhAHIAggAxBHIQQgCEEQEAcCQCAARQ0AIAQEQCACpyIBBEAgAEEAIAH8CwALQX8hBAwBCyAAIAEgAiAGQQEgBxBIGkEAIQQLIAhB4AJqJAAgBAv3AQEDfyMAQeACayIIJAAgCEEgaiIKQsAAIAYgBxBfGiAIQeAAaiIJIApBrL0CKAIAEQAAGiAKQcAAEAcgCSAEIAVBsL0CKAIAEQIAGiAIIAU3AxggCSAIQRhqIgRCCEGwvQIoAgARAgAaIAkgASACQbC9AigCABECABogCCACNwMYIAkgBEIIQbC9AigCABECABogCSAIQbS9AigCABEAABogCUGAAhAHIAggAxBHIQQgCEEQEAcCQCAARQ0AIAQEQCACpyIBBEAgAEEAIAH8CwALQX8hBAwBCyAAIAEgAiAGQgEgBxBJGkEAIQQLIAhB4AJqJAAgBAv/AQEDfyMAQdACayIKJAAgCkEQaiILQsAAIAcgCBBBGiAKQdAAaiIJIAtBrL0CKAIAEQAAGiALQcAAEAcgCSAFIAZBsL0CKAIAEQIAGiAJQfC8AkIAIAZ9Qg+DQbC9AigCABECABogACADIAQgB0EBIAgQSBogCSAAIARBsL0CKAIAEQIAGiAJQfC8AkIAIAR9Qg+DQbC9AigCABECABogCiAGNwMIIAkgCkEIaiIAQghBsL0CKAIAEQIAGiAKIAQ3AwggCSAAQghBsL0CKAIAEQIAGiAJIAFBtL0CKAIAEQAAGiAJQYACEAcgAgRAIAJCEDcDAAsgCkHQAmokAEEAC80BAQN/IwBB0AJrIgkkACAJQRBqIgtCwAAgByAIEF8aIAlB0ABqIgogC0GsvQIoAgARAAAaIAtBwAAQByAKIAUgBkGwvQIoAgARAgAaIAkgBjcDCCAKIAlBCGoiBUIIQbC9AigCABECABogACADIAQgB0IBIAgQSRogCiAAIARBsL0CKAIAEQIAGiAJIAQ3AwggCiAFQghBsL0CKAIAEQIAGiAKIAFBtL0CKAIAEQAAGiAKQYACEAcgAgRAIAJCEDcDAAsgCUHQAmokAEEAC7IBAQF/IwBBEGsiAiAANgIMIAIgATYCCEEAIQAgAkEAOwEGA0AgAiACLwEGIAIoAgwgAGotAAAgAigCCCAAai0AAHNyOwEGIAIgAi8BBiAAQQFyIgEgAigCDGotAAAgAigCCCABai0AAHNyOwEGIABBAmoiAEHAAEcNAAsgAiACLwEGOwEGIAIgAi8BBkEBazsBBiACQdDIAi8BAEECdiACLwEGQQ92czsBBiACLwEGQQFrC7sBAgJ/A34jAEHAAWsiAiQAIAJBIBAWIAEgAkIgEEAaIAEgAS0AAEH4AXE6AAAgASABLQAfQT9xQcAAcjoAHyACQSBqIgMgARAwIAAgAxAiIAEgAikDGDcAGCABIAIpAxA3ABAgASACKQMINwAIIAEgAikDADcAACAAKQAAIQQgACkACCEFIAApABAhBiABIAApABg3ADggASAGNwAwIAEgBTcAKCABIAQ3ACAgAkEgEAcgAkHAAWokAEEAC7YBAgF/A34jAEGgAWsiAyQAIAEgAkIgEEAaIAEgAS0AAEH4AXE6AAAgASABLQAfQT9xQcAAcjoAHyADIAEQMCAAIAMQIiACKQAAIQQgAikACCEFIAIpABAhBiABIAIpABg3ABggASAGNwAQIAEgBTcACCABIAQ3AAAgACkAACEEIAApAAghBSAAKQAQIQYgASAAKQAYNwA4IAEgBjcAMCABIAU3ACggASAENwAgIANBoAFqJABBAAs6AQF/IwBBIGsiBCQAIAQgAiADQQAQNhogACABIAJBEGogBEHAvQIoAgAREAAgBEEgEAcgBEEgaiQAC4ECAQV/IwBBEGsiBSQAIAAtAOQBRQRAIAUCfwJAAkACQCAAKALgASIDQYcBaw4CAAECCyAALQDlAUGAf3MMAgsgABAlQQAhAyAAQQA2AuABCyAAIABB5QFqIANBARAYQYABCzoADyAAIAVBD2pBhwFBARAYIAAQJSAAQQE6AOQBIABBADYC4AELIAIEQCAAKALgASEDA0AgA0GIAUYEQCAAECUgAEEANgLgAUEAIQMLQYgBIANrIgQgAiAGayIHIAQgB0kbIgQEQCABIAZqIAAgA2ogBPwKAAALIAAgACgC4AEgBGoiAzYC4AEgBCAGaiIGIAJJDQALCyAFQRBqJABBAAtkAQN/IwBBQGoiBiQAQX8hBwJAIAJCEFQNACAGQSBqIgggBSAEECANACAGQeC8AiAIIgRBABAfGiAEQSAQByAAIAFBEGogASACQhB9IAMgBhBsIQcgBkEgEAcLIAZBQGskACAHC24BAX8jAEFAaiIGJAAgAkLw////D1QEQAJAIAZBIGogBSAEECAEQEF/IQUMAQsgBkHgvAIgBkEgaiIEQQAQHxogBEEgEAcgAEEQaiAAIAEgAiADIAYQWCEFIAZBIBAHCyAGQUBrJAAgBQ8LEAwAC0YAAkACQCACQoCAgIAQWgRAQcDEAkEWNgIADAELIAAgASACp0ECEPQBIgFFDQEgAUFdRw0AQcDEAkEcNgIAC0F/IQELIAELhgEBAX8jAEEQayIFJAAgAEEAQYAB/AsAAn8gBEGBgICAeEkgAiADhEL/////D1hxRQRAQcDEAkEWNgIAQX8MAQsgBEH/P0sgA0IAUnFFBEBBwMQCQRw2AgBBfwwBCyAFQRAQFkF/QQAgA6cgBEEKdiABIAKnIAUgAEECEPUBGwsgBUEQaiQAC+ICAQR/IAGnIggEQCAAQQAgCPwLAAsgAUKAgICAEFoEQEHAxAJBFjYCAEF/DwsCQCABQg9YDQAgBkGBgICAeEkgAyAFhEL/////D1hxRQRAQcDEAkEWNgIAQX8PCyAGQf8/SyAFQgBScUUNACAAIAJGDQAgB0ECRgRAIwBBQGoiByQAIAAEQCAAIAgQFgsgBachCSAGQQp2IQogA6chCwJAIAgQIyIGRQRAQWohAgwBCyAHQgA3AhwgB0EQNgIYIAcgBDYCFCAHIAs2AhAgByACNgIMIAcgCDYCCCAHIAY2AgQgB0IANwIkIAdBADYCPCAHQQE2AjggB0EBNgI0IAcgCjYCMCAHIAk2AiwCQCAHQQRqQQIQaiICDQAgAEUNACAIRQ0AIAAgBiAI/AoAAAsgBiAIEAcgBhAXCyAHQUBrJABBf0EAIAIbDwtBwMQCQRw2AgBBfw8LQcDEAkEcNgIAQX8LCABBgICAgAELBwBBgICAIAsFAEGiDAtGAAJAAkAgAkKAgICAEFoEQEHAxAJBFjYCAAwBCyAAIAEgAqdBARD0ASIBRQ0BIAFBXUcNAEHAxAJBHDYCAAtBfyEBCyABC4YBAQF/IwBBEGsiBSQAIABBAEGAAfwLAAJ/IARBgYCAgHhJIAIgA4RC/////w9YcUUEQEHAxAJBFjYCAEF/DAELIARB/z9LIANCA1pxRQRAQcDEAkEcNgIAQX8MAQsgBUEQEBZBf0EAIAOnIARBCnYgASACpyAFIABBARD1ARsLIAVBEGokAAviAgEEfyABpyIIBEAgAEEAIAj8CwALIAFCgICAgBBaBEBBwMQCQRY2AgBBfw8LAkAgAUIPWA0AIAZBgYCAgHhJIAMgBYRC/////w9YcUUEQEHAxAJBFjYCAEF/DwsgBkH/P0sgBUIDWnFFDQAgACACRg0AIAdBAUYEQCMAQUBqIgckACAABEAgACAIEBYLIAWnIQkgBkEKdiEKIAOnIQsCQCAIECMiBkUEQEFqIQIMAQsgB0IANwIcIAdBEDYCGCAHIAQ2AhQgByALNgIQIAcgAjYCDCAHIAg2AgggByAGNgIEIAdCADcCJCAHQQA2AjwgB0EBNgI4IAdBATYCNCAHIAo2AjAgByAJNgIsAkAgB0EEakEBEGoiAg0AIABFDQAgCEUNACAAIAYgCPwKAAALIAYgCBAHIAYQFwsgB0FAayQAQX9BACACGw8LQcDEAkEcNgIAQX8PC0HAxAJBHDYCAEF/CwcAQYCAgBAL2QMBCH8jAEGAAWsiBCQAIARBADYCQCAEQgA3AjggBEIANwIwIARCADcCKCAEQgA3AiAgBEIANwIYIARCADcCECAEIAAQJyIFNgIcIAQgBTYCLCAEIAU2AgwgBCAFECMiBjYCKCAEIAUQIyIHNgIYIAQgBRAjIgg2AggCQAJAIAZFDQAgB0UNACAIRQ0AIAUQIyIFRQ0AIARBCGogACADEPYBIgAEQCAEKAIoEBcgBCgCGBAXIAQoAggQFyAFEBcMAgsgBCgCHCEIIAQoAhghCSAEKAI8IQAgBCgCNCEKIAQoAjAhCyAFIAQoAgwiBhAWAkAgBhAjIgdFBEBBaiEADAELIARCADcCXCAEIAg2AlggBCAJNgJUIAQgAjYCUCAEIAE2AkwgBCAGNgJIIAQgBzYCRCAEQgA3AmQgBEEANgJ8IAQgADYCeCAEIAA2AnQgBCAKNgJwIAQgCzYCbAJAIARBxABqIAMQaiIADQAgBkUNACAFIAcgBvwKAAALIAcgBhAHIAcQFwsgBCgCKBAXIAQoAhgQFyAARQRAQV1BACAFIAQoAgggBCgCDBA7GyEACyAFEBcgBCgCCBAXDAELIAYQFyAHEBcgCBAXQWohAAsgBEGAAWokACAAC88IAQV/IwBBQGoiByQAAkBBIBAjIglFBEBBaiEADAELIAdCADcCHCAHQRA2AhggByAENgIUIAcgAzYCECAHIAI2AgwgB0EgNgIIIAcgCTYCBCAHQgA3AiQgB0EANgI8IAdBATYCOCAHQQE2AjQgByABNgIwIAcgADYCLAJAIAdBBGogBhBqIgAEQCAJQSAQBwwBCwJAIAVFDQAgB0EEaiEIIwBBIGsiBCQAQWEhAAJAAn8CQAJAIAZBAWsOAgEAAwsgBUGhCykAADcABSAFQZwLKQAANwAAQQwhAUF0DAELIAVBmAsoAAA2AAggBUGQCykAADcAAEELIQFBdQsgCBCXASIADQAgBEEAOgANIARBsfIAOwALQYABaiICIARBC2oQJyIATQRAQWEhAAwBCyABIAVqIQEgAEEBaiIDBEAgASAEQQtqIAP8CgAACyACIABrIgZBBEkEQEFhIQAMAQsgACABaiIKQaTa9QE2AAAgCCgCLCEAQQohAQNAAkAgASICQQFrIgEgBEEWamoiCyAAIABBCm4iA0EKbGtBMHI6AAAgAEEKSQ0AIAMhACABDQELC0ELIAJrIgAEQCAEQQtqIAsgAPwKAAALIAAgBEELaiIBakEAOgAAIAZBA2siAiABECciAE0EQEFhIQAMAQsgCkEDaiEBIABBAWoiAwRAIAEgBEELaiAD/AoAAAsgAiAAayIGQQRJBEBBYSEADAELIAAgAWoiCkGs6PUBNgAAIAgoAighAEEKIQEDQAJAIAEiAkEBayIBIARBFmpqIgsgACAAQQpuIgNBCmxrQTByOgAAIABBCkkNACADIQAgAQ0BCwtBCyACayIABEAgBEELaiALIAD8CgAACyAAIARBC2oiAWpBADoAACAGQQNrIgIgARAnIgBNBEBBYSEADAELIApBA2ohASAAQQFqIgMEQCABIARBC2ogA/wKAAALIAIgAGsiBkEESQRAQWEhAAwBCyAAIAFqIgpBrOD1ATYAACAIKAIwIQBBCiEBA0ACQCABIgJBAWsiASAEQRZqaiILIAAgAEEKbiIDQQpsa0EwcjoAACAAQQpJDQAgAyEAIAENAQsLQQsgAmsiAARAIARBC2ogCyAA/AoAAAsgACAEQQtqIgFqQQA6AAAgBkEDayICIAEQJyIATQRAQWEhAAwBCyAKQQNqIQEgAEEBaiIDBEAgASAEQQtqIAP8CgAACyACIABrIgJBAkkEQEFhIQAMAQsgACABaiIAQSQ7AAAgAEEBaiIBIAJBAWsiAiAIKAIQIAgoAhRBAxCWAUUEQEFhIQAMAQtBYSEAIAIgARAnIgJrIgNBAkkNACABIAJqIgBBJDsAAEEAQWEgAEEBaiADQQFrIAgoAgAgCCgCBEEDEJYBGyEACyAEQSBqJAAgAEUNACAJQSAQByAFQYABEAdBYSEADAELIAlBIBAHQQAhAAsgCRAXCyAHQUBrJAAgAAvxBAEIfyMAQRBrIgMkACAAKAIUIQggAEEANgIUIAAoAgQhCSAAQQA2AgRBZiEFAkACQAJ/AkACQCACQQFrDgIBAAQLIAFBpAlBCRBODQIgAUEJagwBCyABQZUJQQgQTg0BIAFBCGoLIgEtAABBJEcNACABLQABQfYARw0AIAEtAAJBPUcNACABQQNqIgYtAAAiCkE6a0H/AXFB9gFJDQBBACEBIAohByAGIQIDQCACIQQgAUGZs+bMAUsNASAHQf8BcUEwayICIAFBCmwiAUF/c0sNASABIAJqIQEgBEEBaiICLQAAIgdBOmtB/wFxQfUBSw0ACyACIAZGDQAgCkEwRiAEIAZHcQ0AIAFBE0cNASAHQf8BcUEkRw0AIAQtAAJB7QBHDQAgBC0AA0E9Rw0AIARBBGogA0EMaiIEEJQBIgFFDQAgACADKAIMNgIsIAEtAABBLEcNACABLQABQfQARw0AIAEtAAJBPUcNACABQQNqIAQQlAEiAUUNACAAIAMoAgw2AiggAS0AAEEsRw0AIAEtAAFB8ABHDQAgAS0AAkE9Rw0AIAFBA2ogBBCUASIBRQ0AIAAgAygCDCICNgIwIAAgAjYCNCABLQAAQSRHDQAgAyAINgIMIAAoAhAgCCABQQFqIgEgARAnQQAgBCADQQhqIgJBAxCVAQ0AIAAgAygCDDYCFCADKAIIIgEtAABBJEcNACADIAk2AgwgACgCACAJIAFBAWoiASABECdBACAEIAJBAxCVAQ0AIAAgAygCDDYCBCADKAIIIQEgABCXASIFDQFBYEEAIAEtAAAbIQUMAQtBYCEFCyADQRBqJAAgBQunCAEFfwJAIAAgAU8NACAARQ0AIAFFDQAgAkUNAAJAAkAgAC0AAEEwa0H/AXEiA0EJSyIGBEBBACEDIAAhBAwBCyAAQQFqIQQCQCABIABrIgVBAUYNACAELQAAQTBrQf8BcSIHQQlLDQEgA0EKbCAHaiIDQf8BSw0DIABBAmohBCAFQQJGDQAgBC0AAEEwa0H/AXEiB0EJSw0BIANBCmwgB2oiA0H/AUsNAyAAQQNqIQQgBUEDRg0AIAQtAABBMGtB/wFxQQpPDQEMAwsgASEADAELIAQhACAGDQELIAIgAzoAACABIARNDQAgAC0AAEEuRw0AIAEgAEEBaiIEayIDQQAgASADTxshBgJAIAEgBE0EQEEAIQUgBiEDDAELQQAhBUEAIQMgBC0AAEEwa0H/AXEiB0EKTw0AIABBAmohBEEBIQMgBkEBRgRAIAchBSAGIQMMAQsgBC0AAEEwa0H/AXEiBUEJSwRAIAchBQwBCyAHQQpsIAVqIgVB/wFLDQEgAEEDaiEEQQIhAyAGQQJGBEAgBiEDDAELIAQtAABBMGtB/wFxIgdBCUsNACAFQQpsIAdqIgVB/wFLDQEgAEEEaiEEQQMhAyAGQQNGBEAgBiEDDAELIAQtAABBMGtB/wFxQQpJDQELIANFBEBBAA8LIAIgBToAASABIARNBEBBAA8LIAQtAABBLkcNACABIARBAWoiAGsiA0EAIAEgA08bIQYCQCAAIAFPBEBBACEFIAYhAwwBC0EAIQVBACEDIAAtAABBMGtB/wFxIgdBCk8NACAEQQJqIQBBASEDIAZBAUYEQCAHIQUgBiEDDAELIAAtAABBMGtB/wFxIgVBCUsEQCAHIQUMAQsgB0EKbCAFaiIFQf8BSw0BIARBA2ohAEECIQMgBkECRgRAIAYhAwwBCyAALQAAQTBrQf8BcSIHQQlLDQAgBUEKbCAHaiIFQf8BSw0BIARBBGohAEEDIQMgBkEDRgRAIAYhAwwBCyAALQAAQTBrQf8BcUEKSQ0BCyADRQRAQQAPCyACIAU6AAIgACABTwRAQQAPCyAALQAAQS5HDQBBACEGIAEgAEEBaiIEayIDQQAgASADTxshBQJAIAEgBE0EQCAFIQMMAQtBACEDIAQtAABBMGtB/wFxIgdBCk8NACAAQQJqIQRBASEDIAVBAUYEQCAHIQYgBSEDDAELIAQtAABBMGtB/wFxIgZBCUsEQCAHIQYMAQsgB0EKbCAGaiIGQf8BSw0BIABBA2ohBEECIQMgBUECRgRAIAUhAwwBCyAELQAAQTBrQf8BcSIHQQlLDQAgBkEKbCAHaiIGQf8BSw0BIABBBGohBEEDIQMgBUEDRgRAIAUhAwwBCyAELQAAQTBrQf8BcUEKSQ0BCyADRQ0AIAIgBjoAAyABIARGDwtBAAspAQF/IwBBQGoiAyQAIAAgAxAeGiABIANCwAAgAkEBEJgBIANBQGskAAsrAQF/IwBBQGoiBCQAIAAgBBAeGiABIAIgBELAACADQQEQmQEgBEFAayQACwkAIAAQMhpBAAsFAEG/fwtyAQF/AkAgAUEEcUUNACAAKAIAIgEEQCABKAIEIAAoAhBBCnQQBwsgACgCBCIBRQ0AIAEgACgCFEEDdBAHCyAAKAIEEBcgAEEANgIEAkAgACgCACIBRQ0AIAEoAgAiAkUNACACEBcLIAEQFyAAQQA2AgALsAMBBX8jAEGgH2siAyQAIANBoB1qIgRB4AAgAkIgEHQaIAMgAykD2B03A5gdIAMgAykD0B03A5AdIAMgAykDyB03A4gdIAMgAykDwB03A4AdIAMgAykDuB03A/gcIAMgAykDsB03A/AcIAMgAykDqB03A+gcIAMgAykDoB03A+AcIAMgAykD4B03AyAgAyADKQPoHTcDKCADIAMpA/AdNwMwIAMgAykD+B03AzggA0HAE2ogA0HgAGoiBiADQeAcaiIFEFoaIANBQGsgA0EgaiIHQby9AigCABEAABogBEHgABAHIAVBwAAQB0F/IQIgBSABIAYQhAJFBEAgAyAHIAFBwAhqIgQQIAR/IAUFIANBoB1qIgFBAEHIAfwLACABQQA6AOwBIAFBIDYC6AEgAUKAgICAgBE3A+ABIAEgA0HgHGoiAkIgECoaIAEgA0IgECoaIAEgBEIgECoaIAEgA0FAa0IgECoaIAFBoLwCQgYQKhogASAAEFsaIAFBgAIQByACQSAQB0EAIQIgAwtBIBAHCyADQeAAakHgEhAHIANBIGpBIBAHIANBoB9qJAAgAgs2AQF/IwBBQGoiAyQAIANBwAAQFiAAIAEgAiADEP8BIQAgA0HAABAHIANBQGskAEF/QQAgABsLqAIBA38jAEGgC2siBCQAQX8hBSAEQeAAaiAEQUBrIgYgAiADEJwBRQRAIARBIGogA0EgaiIDQby9AigCABEAABogBCADIAJBoAlqIgIQIAR/IAYFIAAgBEHgAGpBwAj8CgAAIABB2AhqIAQpAzg3AAAgAEHQCGogBCkDMDcAACAAQcgIaiAEKQMoNwAAIABBwAhqIAQpAyA3AAAgBEGgCWoiAEEAQcgB/AsAIABBADoA7AEgAEEgNgLoASAAQoCAgICAETcD4AEgACAEQUBrIgNCIBAqGiAAIARCIBAqGiAAIARBIGpCIBAqGiAAIAJCIBAqGiAAQaC8AkIGECoaIAAgARBbGiAAQYACEAcgA0EgEAdBACEFIAQLQSAQBwsgBEGgC2okACAFC/oCAQZ/IwBBgB5rIgIkACACQSAQFiACQaAdaiIDQeAAIAJCIBB0GiACIAIpA9gdNwOYHSACIAIpA9AdNwOQHSACIAIpA8gdNwOIHSACIAIpA8AdNwOAHSACIAIpA7gdNwP4HCACIAIpA7AdNwPwHCACIAIpA6gdNwPoHCACIAIpA6AdNwPgHCACIAIpA+AdNwMgIAIgAikD6B03AyggAiACKQPwHTcDMCACIAIpA/gdNwM4IAJBwBNqIgQgAkHgAGoiBSACQeAcaiIGEFoaIAJBQGsgAkEgaiIHQby9AigCABEAABogA0HgABAHIAZBwAAQByAAIARBoAn8CgAAIABBuAlqIAIpA1g3AAAgAEGwCWogAikDUDcAACAAQagJaiACKQNINwAAIABBoAlqIAIpA0A3AAAgASACKQMYNwAYIAEgAikDEDcAECABIAIpAwg3AAggASACKQMANwAAIAVB4BIQByAHQSAQByACQSAQByACQYAeaiQAQQAL6AIBBX8jAEHgHWsiAyQAIANBgB1qIgRB4AAgAkIgEHQaIAMgAykDuB03A/gcIAMgAykDsB03A/AcIAMgAykDqB03A+gcIAMgAykDoB03A+AcIAMgAykDmB03A9gcIAMgAykDkB03A9AcIAMgAykDiB03A8gcIAMgAykDgB03A8AcIAMgAykDwB03AwAgAyADKQPIHTcDCCADIAMpA9AdNwMQIAMgAykD2B03AxggA0GgE2oiBSADQUBrIgYgA0HAHGoiBxBaGiADQSBqIANBvL0CKAIAEQAAGiAEQeAAEAcgB0HAABAHIAAgBUGgCfwKAAAgAEG4CWogAykDODcAACAAQbAJaiADKQMwNwAAIABBqAlqIAMpAyg3AAAgAEGgCWogAykDIDcAACABIAIpABg3ABggASACKQAQNwAQIAEgAikACDcACCABIAIpAAA3AAAgBkHgEhAHIANBIBAHIANB4B1qJABBAAsFAEHgCAsFAEHACQvZGAEKfyMAQYAkayIDJAADQCABIAVBBWxqIgQtAAAhCSAELQABIQcgBC0AAiEGIANBgBRqIAVBA3RqIgggBC0ABEECdCAELQADIgRBBnZyQYEabEGABGpBCnY7AQYgCCAEQQR0QfAHcSAGQQR2ckGBGmxBgARqQQp2OwEEIAggBkEGdEHAB3EgB0ECdnJBgRpsQYAEakEKdjsBAiAIIAkgB0EIdEGABnFyQYEabEGABGpBCnY7AQAgBUEBaiIFQcAARw0ACyABQcACaiEKIANBgBhqIQhBACEFA0AgCiAFQQVsaiIELQAAIQsgBC0AASEGIAQtAAIhCSAIIAVBA3RqIgcgBC0ABEECdCAELQADIgRBBnZyQYEabEGABGpBCnY7AQYgByAEQQR0QfAHcSAJQQR2ckGBGmxBgARqQQp2OwEEIAcgCUEGdEHAB3EgBkECdnJBgRpsQYAEakEKdjsBAiAHIAsgBkEIdEGABnFyQYEabEGABGpBCnY7AQAgBUEBaiIFQcAARw0ACyABQYAFaiELIANBgBxqIQdBACEFA0AgCyAFQQVsaiIELQAAIQwgBC0AASEJIAQtAAIhCiAHIAVBA3RqIgYgBC0ABEECdCAELQADIgRBBnZyQYEabEGABGpBCnY7AQYgBiAEQQR0QfAHcSAKQQR2ckGBGmxBgARqQQp2OwEEIAYgCkEGdEHAB3EgCUECdnJBgRpsQYAEakEKdjsBAiAGIAwgCUEIdEGABnFyQYEabEGABGpBCnY7AQAgBUEBaiIFQcAARw0ACyABQcAHaiEFQQAhBANAIANBgARqIARBAnRqIgYgBCAFai0AACIJQQR2QYEabEEIakEEdjsBAiAGIAlBD3FBgRpsQQhqQQR2OwEAIARBAWoiBEGAAUcNAAsgA0GACGogAhCbASADQYAUahBuQQAhBEEAIQUDQCADQYAUaiAFQQF0aiIGIAYuAQAiCUG/nQFsQRp1Qf9lbCAJajsBACAGIAYuAQIiBkG/nQFsQRp1Qf9lbCAGajsBAiAFQQJqIgVBgAJHDQALA0AgCCAEQQF0aiIFIAUuAQAiBkG/nQFsQRp1Qf9lbCAGajsBACAFIAUuAQIiBUG/nQFsQRp1Qf9lbCAFajsBAiAEQQJqIgRBgAJHDQALQQAhBANAIAcgBEEBdGoiBSAFLgEAIgZBv50BbEEadUH/ZWwgBmo7AQAgBSAFLgECIgVBv50BbEEadUH/ZWwgBWo7AQIgBEECaiIEQYACRw0ACyADIANBgAhqIANBgBRqEBUgA0GAIGogA0GADGogCBAVQQAhBQNAIAMgBUEBdCIEaiIGIANBgCBqIgggBGovAQAgBi8BAGo7AQAgAyAEQQJyIgZqIgkgBiAIai8BACAJLwEAajsBACADIARBBHIiBmoiCSAGIAhqLwEAIAkvAQBqOwEAIAMgBEEGciIEaiIGIAQgCGovAQAgBi8BAGo7AQAgBUEEaiIFQYACRw0ACyAIIANBgBBqIAcQFUEAIQVBACEEA0AgAyAEQQF0IghqIgYgA0GAIGoiByAIai8BACAGLwEAajsBACADIAhBAnIiBmoiCSAGIAdqLwEAIAkvAQBqOwEAIAMgCEEEciIGaiIJIAYgB2ovAQAgCS8BAGo7AQAgAyAIQQZyIghqIgYgByAIai8BACAGLwEAajsBACAEQQRqIgRBgAJHDQALA0AgAyAFQQF0aiIEIAQuAQAiCEG/nQFsQRp1Qf9lbCAIajsBACAEIAQuAQIiBEG/nQFsQRp1Qf9lbCAEajsBAiAFQQJqIgVBgAJHDQALIAMQWUEAIQVBACEEA0AgAyAEQQF0IghqIgYgA0GABGoiByAIai8BACAGLwEAazsBACADIAhBAnIiBmoiCSAGIAdqLwEAIAkvAQBrOwEAIAMgCEEEciIGaiIJIAYgB2ovAQAgCS8BAGs7AQAgAyAIQQZyIghqIgYgByAIai8BACAGLwEAazsBACAEQQRqIgRBgAJHDQALA0AgAyAFQQF0aiIEIAQuAQAiCEG/nQFsQRp1Qf9lbCAIajsBACAEIAQuAQIiBEG/nQFsQRp1Qf9lbCAEajsBAiAFQQJqIgVBgAJHDQALQQAhBANAQQAhBSADIARBAXRqIgggCC8BACIHIAdBgRprIgcgB8FBAEgbOwEAIAggCC8BAiIHIAdBgRprIgcgB8FBAEgbOwECIAggCC8BBCIHIAdBgRprIgcgB8FBAEgbOwEEIAggCC8BBiIIIAhBgRprIgggCMFBAEgbOwEGIARBBGoiBEGAAkcNAAsDQCADQYAgaiIIIAVqIAMgBUEEdGoiBC4BAiIHQQ92QYEacSAHakH26wlsQYC//T9qQRt2QQJxIAQuAQAiB0EPdkGBGnEgB2pB9usJbEGAv/0/akEcdkEBcXIgBC4BBCIHQQ92QYEacSAHakH26wlsQYC//T9qQRp2QQRxciAELgEGIgdBD3ZBgRpxIAdqQfbrCWxBgL/9P2pBGXZBCHFyIAQuAQgiB0EPdkGBGnEgB2pB9usJbEGAv/0/akEYdkEQcXIgBC4BCiIHQQ92QYEacSAHakH26wlsQYC//T9qQRd2QSBxciAELgEMIgdBD3ZBgRpxIAdqQfbrCWxBgL/9P2pBFnZBwABxciAELgEOIgRBD3ZBgRpxIARqQfbrCWxBgL/9P2pBFXZBgAFxcjoAACAFQQFqIgVBIEcNAAsgA0GACGoiBUGADBAHIANBgAQQByADIAJBoBJqKQAANwOgICADIAJBqBJqKQAANwOoICADIAJBsBJqKQAANwOwICADIAJBuBJqKQAANwO4ICADQYAEaiIHIAhCwAAQcBogA0GAFGoiBCAIIAJBgAlqIANBoARqEIUCIAEgBEHACBA7IQYgBUEAQcgB/AsAIAVBgD47AeQBIAVBADYC4AEgBSACQcASakIgEHEaIAUgAULACBBxGiAFIANBIBB2GiADIAZBH3UiASADLQCABCICIAMtAABzcSACczoAgAQgAyADLQCBBCICIAMtAAFzIAFxIAJzOgCBBCADIAMtAIIEIgIgAy0AAnMgAXEgAnM6AIIEIAMgAy0AgwQiAiADLQADcyABcSACczoAgwQgAyADLQCEBCICIAMtAARzIAFxIAJzOgCEBCADIAMtAIUEIgIgAy0ABXMgAXEgAnM6AIUEIAMgAy0AhgQiAiADLQAGcyABcSACczoAhgQgAyADLQCHBCICIAMtAAdzIAFxIAJzOgCHBCADIAMtAIgEIgIgAy0ACHMgAXEgAnM6AIgEIAMgAy0AiQQiAiADLQAJcyABcSACczoAiQQgAyADLQCKBCICIAMtAApzIAFxIAJzOgCKBCADIAMtAIsEIgIgAy0AC3MgAXEgAnM6AIsEIAMgAy0AjAQiAiADLQAMcyABcSACczoAjAQgAyADLQCNBCICIAMtAA1zIAFxIAJzOgCNBCADIAMtAI4EIgIgAy0ADnMgAXEgAnM6AI4EIAMgAy0AjwQiAiADLQAPcyABcSACczoAjwQgAyADLQCQBCICIAMtABBzIAFxIAJzOgCQBCADIAMtAJEEIgIgAy0AEXMgAXEgAnM6AJEEIAMgAy0AkgQiAiADLQAScyABcSACczoAkgQgAyADLQCTBCICIAMtABNzIAFxIAJzOgCTBCADIAMtAJQEIgIgAy0AFHMgAXEgAnM6AJQEIAMgAy0AlQQiAiADLQAVcyABcSACczoAlQQgAyADLQCWBCICIAMtABZzIAFxIAJzOgCWBCADIAMtAJcEIgIgAy0AF3MgAXEgAnM6AJcEIAMgAy0AmAQiAiADLQAYcyABcSACczoAmAQgAyADLQCZBCICIAMtABlzIAFxIAJzOgCZBCADIAMtAJoEIgIgAy0AGnMgAXEgAnM6AJoEIAMgAy0AmwQiAiADLQAbcyABcSACczoAmwQgAyADLQCcBCICIAMtABxzIAFxIAJzOgCcBCADIAMtAJ0EIgIgAy0AHXMgAXEgAnM6AJ0EIAMgAy0AngQiAiADLQAecyABcSACczoAngQgAyABIAMtAJ8EIgIgAy0AH3NxIAJzOgCfBCAAIAMpA5gENwAYIAAgAykDkAQ3ABAgACADKQOIBDcACCAAIAMpA4AENwAAIAhBwAAQByAHQcAAEAcgA0EgEAcgBEHACBAHIAVBgAIQByADQYAkaiQAQQAL5CkCC38HfiMAQaDkAGsiBSQAIAUgAkGYCWopAAA3AxggBSACQZAJaikAADcDECAFIAJBiAlqKQAANwMIIAUgAkGACWopAAA3AwAgBUGgyABqIAIQmwFBACECA0AgBUGgBGogAkEEdGoiCEGBDUEAIAEgAmosAAAiBkEASBs7AQ4gCCAGQRl0QR91QYENcTsBDCAIIAZBGnRBH3VBgQ1xOwEKIAggBkEbdEEfdUGBDXE7AQggCCAGQRx0QR91QYENcTsBBiAIIAZBHXRBH3VBgQ1xOwEEIAggBkEedEEfdUGBDXE7AQIgCEEAIAZBAXFrQYENcTsBACACQQFqIgJBIEcNAAsgBUGgGGogBUEBEIYCQQAhAiAFQaDUAGoiASADQQAQJCAFQaDYAGoiBCADQQEQJCAFQaDcAGoiCSADQQIQJCAFQaA8aiADQQMQJCAFQaDAAGoiDCADQQQQJCAFQaDEAGoiDSADQQUQJCAFQSBqIANBBhAkIAEQbkEAIQEDQCAFQaDUAGogAUEBdGoiAyADLgEAIghBv50BbEEadUH/ZWwgCGo7AQAgAyADLgECIgNBv50BbEEadUH/ZWwgA2o7AQIgAUECaiIBQYACRw0ACwNAIAQgAkEBdGoiASABLgEAIgNBv50BbEEadUH/ZWwgA2o7AQAgASABLgECIgFBv50BbEEadUH/ZWwgAWo7AQIgAkECaiICQYACRw0AC0EAIQIDQCAJIAJBAXRqIgEgAS4BACIDQb+dAWxBGnVB/2VsIANqOwEAIAEgAS4BAiIBQb+dAWxBGnVB/2VsIAFqOwECIAJBAmoiAkGAAkcNAAsgBUGgDGogBUGgGGogBUGg1ABqEBUgBUGg4ABqIAVBoBxqIAQQFUEAIQEDQCABQQF0IgIgBUGgDGoiA2oiBiAFQaDgAGoiCCACai8BACAGLwEAajsBACADIAJBAnIiBmoiByAGIAhqLwEAIAcvAQBqOwEAIAMgAkEEciIGaiIHIAYgCGovAQAgBy8BAGo7AQAgAyACQQZyIgJqIgMgAiAIai8BACADLwEAajsBACABQQRqIgFBgAJHDQALIAggBUGgIGogCRAVQQAhAUEAIQIDQCACQQF0IgMgBUGgDGoiCGoiBiAFQaDgAGoiCyIHIANqLwEAIAYvAQBqOwEAIAggA0ECciIGaiIKIAYgB2ovAQAgCi8BAGo7AQAgCCADQQRyIgZqIgcgBiALai8BACAHLwEAajsBACAIIANBBnIiA2oiCCADIAtqLwEAIAgvAQBqOwEAIAJBBGoiAkGAAkcNAAsDQCAFQaAMaiABQQF0aiICIAIuAQAiA0G/nQFsQRp1Qf9lbCADajsBACACIAIuAQIiAkG/nQFsQRp1Qf9lbCACajsBAiABQQJqIgFBgAJHDQALIAVBoBBqIgggBUGgJGogBUGg1ABqEBUgBUGg4ABqIAVBoChqIAQQFUEAIQIDQCAIIAJBAXQiAWoiBiAFQaDgAGoiAyABai8BACAGLwEAajsBACAIIAFBAnIiBmoiByADIAZqLwEAIAcvAQBqOwEAIAggAUEEciIGaiIHIAMgBmovAQAgBy8BAGo7AQAgCCABQQZyIgFqIgYgASADai8BACAGLwEAajsBACACQQRqIgJBgAJHDQALIAMgBUGgLGogCRAVQQAhAkEAIQMDQCAIIANBAXQiAWoiBiAFQaDgAGoiCyIHIAFqLwEAIAYvAQBqOwEAIAggAUECciIGaiIKIAYgB2ovAQAgCi8BAGo7AQAgCCABQQRyIgZqIgcgBiALai8BACAHLwEAajsBACAIIAFBBnIiAWoiBiABIAtqLwEAIAYvAQBqOwEAIANBBGoiA0GAAkcNAAsDQCAIIAJBAXRqIgEgAS4BACIDQb+dAWxBGnVB/2VsIANqOwEAIAEgAS4BAiIBQb+dAWxBGnVB/2VsIAFqOwECIAJBAmoiAkGAAkcNAAsgBUGgFGoiBiAFQaAwaiAFQaDUAGoQFSAFQaDgAGogBUGgNGogBBAVQQAhAwNAIAYgA0EBdCIBaiIHIAVBoOAAaiICIAFqLwEAIAcvAQBqOwEAIAYgAUECciIHaiIKIAIgB2ovAQAgCi8BAGo7AQAgBiABQQRyIgdqIgogAiAHai8BACAKLwEAajsBACAGIAFBBnIiAWoiByABIAJqLwEAIAcvAQBqOwEAIANBBGoiA0GAAkcNAAsgAiAFQaA4aiAJEBVBACEDQQAhAQNAIAYgAUEBdCICaiIHIAVBoOAAaiILIgogAmovAQAgBy8BAGo7AQAgBiACQQJyIgdqIg4gByAKai8BACAOLwEAajsBACAGIAJBBHIiB2oiCiAHIAtqLwEAIAovAQBqOwEAIAYgAkEGciICaiIHIAIgC2ovAQAgBy8BAGo7AQAgAUEEaiIBQYACRw0ACwNAIAYgA0EBdGoiASABLgEAIgJBv50BbEEadUH/ZWwgAmo7AQAgASABLgECIgFBv50BbEEadUH/ZWwgAWo7AQIgA0ECaiIDQYACRw0ACyAFQaAIaiAFQaDIAGogBUGg1ABqEBUgBUGg4ABqIAVBoMwAaiAEEBVBACEDA0AgA0EBdCIBIAVBoAhqIgJqIgcgBUGg4ABqIgQgAWovAQAgBy8BAGo7AQAgAiABQQJyIgdqIgogBCAHai8BACAKLwEAajsBACACIAFBBHIiB2oiCiAEIAdqLwEAIAovAQBqOwEAIAIgAUEGciIBaiICIAEgBGovAQAgAi8BAGo7AQAgA0EEaiIDQYACRw0ACyAEIAVBoNAAaiAJEBVBACEDQQAhAQNAIAFBAXQiAiAFQaAIaiIEaiIJIAVBoOAAaiILIgcgAmovAQAgCS8BAGo7AQAgBCACQQJyIglqIgogByAJai8BACAKLwEAajsBACAEIAJBBHIiCWoiByAJIAtqLwEAIAcvAQBqOwEAIAQgAkEGciICaiIEIAIgC2ovAQAgBC8BAGo7AQAgAUEEaiIBQYACRw0ACwNAIAVBoAhqIgIgA0EBdGoiASABLgEAIgRBv50BbEEadUH/ZWwgBGo7AQAgASABLgECIgFBv50BbEEadUH/ZWwgAWo7AQIgA0ECaiIDQYACRw0ACyAFQaAMahBZIAgQWSAGEFkgAhBZQQAhA0EAIQEDQCABQQF0IgIgBUGgDGoiBGoiCSAFQaA8aiILIgcgAmovAQAgCS8BAGo7AQAgBCACQQJyIglqIgogByAJai8BACAKLwEAajsBACAEIAJBBHIiCWoiByAJIAtqLwEAIAcvAQBqOwEAIAQgAkEGciICaiIEIAIgC2ovAQAgBC8BAGo7AQAgAUEEaiIBQYACRw0ACwNAIAggA0EBdCIBaiICIAEgDGovAQAgAi8BAGo7AQAgCCABQQJyIgJqIgQgAiAMai8BACAELwEAajsBACAIIAFBBHIiAmoiBCACIAxqLwEAIAQvAQBqOwEAIAggAUEGciIBaiICIAEgDGovAQAgAi8BAGo7AQAgA0EEaiIDQYACRw0AC0EAIQEDQCAGIAFBAXQiAmoiAyACIA1qLwEAIAMvAQBqOwEAIAYgAkECciIDaiIEIAMgDWovAQAgBC8BAGo7AQAgBiACQQRyIgNqIgQgAyANai8BACAELwEAajsBACAGIAJBBnIiAmoiAyACIA1qLwEAIAMvAQBqOwEAIAFBBGoiAUGAAkcNAAtBACEBA0AgAUEBdCICIAVBoAhqIgNqIgQgBUEgaiIHIgkgAmovAQAgBC8BAGo7AQAgAyACQQJyIgRqIgwgBCAJai8BACAMLwEAajsBACADIAJBBHIiBGoiCSAEIAdqLwEAIAkvAQBqOwEAIAMgAkEGciICaiIDIAIgB2ovAQAgAy8BAGo7AQAgAUEEaiIBQYACRw0AC0EAIQEDQCABQQF0IgIgBUGgCGoiA2oiBCAFQaAEaiIHIgkgAmovAQAgBC8BAGo7AQAgAyACQQJyIgRqIgwgBCAJai8BACAMLwEAajsBACADIAJBBHIiBGoiCSAEIAdqLwEAIAkvAQBqOwEAIAMgAkEGciICaiIDIAIgB2ovAQAgAy8BAGo7AQAgAUEEaiIBQYACRw0AC0EAIQIDQCAFQaAMaiACQQF0aiIBIAEuAQAiA0G/nQFsQRp1Qf9lbCADajsBACABIAEuAQIiAUG/nQFsQRp1Qf9lbCABajsBAiACQQJqIgJBgAJHDQALQQAhAgNAIAggAkEBdGoiASABLgEAIgNBv50BbEEadUH/ZWwgA2o7AQAgASABLgECIgFBv50BbEEadUH/ZWwgAWo7AQIgAkECaiICQYACRw0AC0EAIQIDQCAGIAJBAXRqIgEgAS4BACIDQb+dAWxBGnVB/2VsIANqOwEAIAEgAS4BAiIBQb+dAWxBGnVB/2VsIAFqOwECIAJBAmoiAkGAAkcNAAtBACECA0AgBUGgCGogAkEBdGoiASABLgEAIgNBv50BbEEadUH/ZWwgA2o7AQAgASABLgECIgFBv50BbEEadUH/ZWwgAWo7AQIgAkECaiICQYACRw0AC0EAIQIDQEEAIQEgBUGgDGogAkEBdGoiAyADLwEAIgQgBEGBGmsiBCAEwUEASBs7AQAgAyADLwECIgQgBEGBGmsiBCAEwUEASBs7AQIgAyADLwEEIgQgBEGBGmsiBCAEwUEASBs7AQQgAyADLwEGIgMgA0GBGmsiAyADwUEASBs7AQYgAkEEaiICQYACRw0ACwNAQQAhAiAIIAFBAXRqIgMgAy8BACIEIARBgRprIgQgBMFBAEgbOwEAIAMgAy8BAiIEIARBgRprIgQgBMFBAEgbOwECIAMgAy8BBCIEIARBgRprIgQgBMFBAEgbOwEEIAMgAy8BBiIDIANBgRprIgMgA8FBAEgbOwEGIAFBBGoiAUGAAkcNAAsDQEEAIQMgBiACQQF0aiIBIAEvAQAiBCAEQYEaayIEIATBQQBIGzsBACABIAEvAQIiBCAEQYEaayIEIATBQQBIGzsBAiABIAEvAQQiBCAEQYEaayIEIATBQQBIGzsBBCABIAEvAQYiASABQYEaayIBIAHBQQBIGzsBBiACQQRqIgJBgAJHDQALA0BBACECIAVBoAhqIANBAXRqIgEgAS8BACIEIARBgRprIgQgBMFBAEgbOwEAIAEgAS8BAiIEIARBgRprIgQgBMFBAEgbOwECIAEgAS8BBCIEIARBgRprIgQgBMFBAEgbOwEEIAEgAS8BBiIBIAFBgRprIgEgAcFBAEgbOwEGIANBBGoiA0GAAkcNAAsDQCAFQaAMaiACQQN0aiIDMgEEIREgAzIBAiESIAMyAQYhDyAAIAJBBWxqIgEgAzIBACIQQj+HQoEagyAQfEL/////D4NCgLjfzgB+QoCI+/8AfEIdiCIQPAAAIAEgDyAPQj+HQoEag3xC/////w+DQoC4384AfkKAiPv/AHwiD0IfiDwABCABIBCnQQh2QQNxIBIgEkI/h0KBGoN8Qv////8Pg0KAuN/OAH5CgIj7/wB8Qh2IpyIDQQJ0cjoAASABIA+nQRd2QcABcSARIBFCP4dCgRqDfEL/////D4NCgLjfzgB+QoCI+/8AfEIdiKciBEHwB3FBBHZyOgADIAEgBEEEdCADQcAHcUEGdnI6AAIgAkEBaiICQcAARw0ACyAAQcACaiEEQQAhAQNAIAggAUEDdGoiAzIBBCERIAMyAQIhEiADMgEGIQ8gBCABQQVsaiICIAMyAQAiEEI/h0KBGoMgEHxC/////w+DQoC4384AfkKAiPv/AHxCHYgiEDwAACACIA8gD0I/h0KBGoN8Qv////8Pg0KAuN/OAH5CgIj7/wB8Ig9CH4g8AAQgAiAQp0EIdkEDcSASIBJCP4dCgRqDfEL/////D4NCgLjfzgB+QoCI+/8AfEIdiKciA0ECdHI6AAEgAiAPp0EXdkHAAXEgESARQj+HQoEag3xC/////w+DQoC4384AfkKAiPv/AHxCHYinIglB8AdxQQR2cjoAAyACIAlBBHQgA0HAB3FBBnZyOgACIAFBAWoiAUHAAEcNAAsgAEGABWohCEEAIQIDQCAGIAJBA3RqIgMyAQQhESADMgECIRIgAzIBBiEPIAggAkEFbGoiASADMgEAIhBCP4dCgRqDIBB8Qv////8Pg0KAuN/OAH5CgIj7/wB8Qh2IIhA8AAAgASAPIA9CP4dCgRqDfEL/////D4NCgLjfzgB+QoCI+/8AfCIPQh+IPAAEIAEgEKdBCHZBA3EgEiASQj+HQoEag3xC/////w+DQoC4384AfkKAiPv/AHxCHYinIgNBAnRyOgABIAEgD6dBF3ZBwAFxIBEgEUI/h0KBGoN8Qv////8Pg0KAuN/OAH5CgIj7/wB8Qh2IpyIEQfAHcUEEdnI6AAMgASAEQQR0IANBwAdxQQZ2cjoAAiACQQFqIgJBwABHDQALIABBwAdqIQNBACEBA0AgBUGgCGogAUEEdGoiADIBAiERIAAyAQAhEiAAMgEGIQ8gADIBBCEQIAAyAQohFCAAMgEIIRUgAyABQQJ0aiICIAAyAQ4iE0I/h0KBGoMgE3xC/////w+DQvC+nQF+QoCL+/8AfEIZiKdB8AFxIAAyAQwiE0I/h0KBGoMgE3xC/////w+DQvC+nQF+QoCL+/8AfEIdiKdBD3FyOgADIAIgFCAUQj+HQoEag3xC/////w+DQvC+nQF+QoCL+/8AfEIZiKdB8AFxIBUgFUI/h0KBGoN8Qv////8Pg0Lwvp0BfkKAi/v/AHxCHYinQQ9xcjoAAiACIA8gD0I/h0KBGoN8Qv////8Pg0Lwvp0BfkKAi/v/AHxCGYinQfABcSAQIBBCP4dCgRqDfEL/////D4NC8L6dAX5CgIv7/wB8Qh2Ip0EPcXI6AAEgAiARIBFCP4dCgRqDfEL/////D4NC8L6dAX5CgIv7/wB8QhmIp0HwAXEgEiASQj+HQoEag3xC/////w+DQvC+nQF+QoCL+/8AfEIdiKdBD3FyOgAAIAFBAWoiAUEgRw0ACyAFQaDUAGpBgAwQByAFQaA8akGADBAHIAVBIGpBgAQQByAFQaAEakGABBAHIAVBoOQAaiQAC6ULAQt/IwBBsAZrIgUkACAFIAEpABg3AxggBSABKQAQNwMQIAUgASkACDcDCCAFIAEpAAA3AwADQCAFQQAgCiACGzoAISAFIApBACACGzoAICAFQbAEaiIBQQBByAH8CwAgAUGAPjsB5AEgAUEANgLgASABIAVCIhBvGiABIAVBMGpB+AMQPRogACAKQYAMbGohCUEDIQFBACEEQQAhAwNAIAVBMGogA2oiAy0AAiEGIAMtAAAgAy0AASIDQQh0QYAecXIiB0GAGk0EQCAJIARBAXRqIAc7AQAgBEEBaiEECwJAIARB/wFLDQAgBkEEdCADQQR2ciIDQYAaSw0AIAkgBEEBdGogAzsBACAEQQFqIQQLIARB/wFLIgZFBEAgASIDQQNqIQEgA0H2A0kNAQsLIAZFBEADQCAFQbAEaiAFQTBqQagBED0aQYACIARrIQcgCSAEQQF0aiEIQQAhA0EDIQZBACEBA0AgBUEwaiADaiIDLQACIQsgAy0AACADLQABIgNBCHRBgB5xciIMQYAaTQRAIAggAUEBdGogDDsBACABQQFqIQELAkAgASAHTw0AIAtBBHQgA0EEdnIiA0GAGksNACAIIAFBAXRqIAM7AQAgAUEBaiEBCyABIAdJBEAgBiIDQQNqIQYgA0GmAUkNAQsLIAEgBGoiBEGAAkkNAAsLIAVBASAKIAIbOgAhIAUgCkEBIAIbOgAgIAVBsARqIgFBAEHIAfwLACABQYA+OwHkASABQQA2AuABIAEgBUIiEG8aIAEgBUEwakH4AxA9GiAJQYAEaiEHQQAhAUEDIQNBACEEA0AgBUEwaiABaiIBLQACIQYgAS0AACABLQABIgFBCHRBgB5xciIIQYAaTQRAIAcgBEEBdGogCDsBACAEQQFqIQQLAkAgBEH/AUsNACAGQQR0IAFBBHZyIgFBgBpLDQAgByAEQQF0aiABOwEAIARBAWohBAsgBEH/AUsiBkUEQCADIgFBA2ohAyABQfYDSQ0BCwsgBkUEQANAIAVBsARqIAVBMGpBqAEQPRpBgAIgBGshCCAHIARBAXRqIQtBACEDQQMhBkEAIQEDQCAFQTBqIANqIgMtAAIhDCADLQAAIAMtAAEiA0EIdEGAHnFyIg1BgBpNBEAgCyABQQF0aiANOwEAIAFBAWohAQsCQCABIAhPDQAgDEEEdCADQQR2ciIDQYAaSw0AIAsgAUEBdGogAzsBACABQQFqIQELIAEgCEkEQCAGIgNBA2ohBiADQaYBSQ0BCwsgASAEaiIEQYACSQ0ACwsgBUECIAogAhs6ACEgBSAKQQIgAhs6ACAgBUGwBGoiAUEAQcgB/AsAIAFBgD47AeQBIAFBADYC4AEgASAFQiIQbxogASAFQTBqQfgDED0aIAlBgAhqIQlBACEBQQMhA0EAIQQDQCAFQTBqIAFqIgEtAAIhBiABLQAAIAEtAAEiAUEIdEGAHnFyIgdBgBpNBEAgCSAEQQF0aiAHOwEAIARBAWohBAsCQCAEQf8BSw0AIAZBBHQgAUEEdnIiAUGAGksNACAJIARBAXRqIAE7AQAgBEEBaiEECyAEQf8BSyIGRQRAIAMiAUEDaiEDIAFB9gNJDQELCyAGRQRAA0AgBUGwBGogBUEwakGoARA9GkGAAiAEayEHIAkgBEEBdGohCEEAIQNBAyEGQQAhAQNAIAVBMGogA2oiAy0AAiELIAMtAAAgAy0AASIDQQh0QYAecXIiDEGAGk0EQCAIIAFBAXRqIAw7AQAgAUEBaiEBCwJAIAEgB08NACALQQR0IANBBHZyIgNBgBpLDQAgCCABQQF0aiADOwEAIAFBAWohAQsgASAHSQRAIAYiA0EDaiEGIANBpgFJDQELCyABIARqIgRBgAJJDQALCyAKQQFqIgpBA0cNAAsgBUGwBmokAAsFAEGoAQsIACAAIAEQWwsFAEGIAQsFAEGAAwvBBwIDfwR+QX8hCAJAIAFBwQBrIglBQEkNACAFQcAASw0AAn8jACIIIQogCEGABGtBQHEiCCQAAkAgAkUgA0IAUnENACAARQ0AIAlB/wFxQb8BTQ0AIARFIglBACAFGw0AIAVBwQBPDQACQCAFBEAgCQ0CAn4gBkUEQEKf2PnZwpHagpt/IQtC0YWa7/rPlIfRAAwBCyAGKQAIQp/Y+dnCkdqCm3+FIQsgBikAAELRhZrv+s+Uh9EAhQshDQJ+IAdFBEBC+cL4m5Gjs/DbACEMQuv6htq/tfbBHwwBCyAHKQAIQvnC+JuRo7Pw2wCFIQwgBykAAELr+obav7X2wR+FCyEOIAhBQGtBAEGlAvwLACAIIAw3AzggCCAONwMwIAggCzcDKCAIIA03AyAgCELx7fT4paf9p6V/NwMYIAhCq/DT9K/uvLc8NwMQIAhCu86qptjQ67O7fzcDCCAIIAGtIAWtQgiGhEKIkveV/8z5hOoAhTcDAEGAASEGQYABIAVrIgcEQCAIQYADaiAFakEAIAf8CwALIAUEQCAIQYADaiAEIAX8CgAACyAIQeAAaiAIQYADaiIEQYAB/AoAACAIQYABNgLgAiAEQYABEAcMAQsCfiAGRQRAQp/Y+dnCkdqCm38hC0LRhZrv+s+Uh9EADAELIAYpAAhCn9j52cKR2oKbf4UhCyAGKQAAQtGFmu/6z5SH0QCFCyENAn4gB0UEQEL5wvibkaOz8NsAIQxC6/qG2r+19sEfDAELIAcpAAhC+cL4m5Gjs/DbAIUhDCAHKQAAQuv6htq/tfbBH4ULIQ5BACEGIAhBQGtBAEGlAvwLACAIIAw3AzggCCAONwMwIAggCzcDKCAIIA03AyAgCELx7fT4paf9p6V/NwMYIAhCq/DT9K/uvLc8NwMQIAhCu86qptjQ67O7fzcDCCAIIAGtQoiS95X/zPmE6gCFNwMACyADQgBSBEAgCEHgAGohBUGAAiAGayIErSILIANUBEAgCEHgAWohBwNAIAQEQCAFIAZqIAIgBPwKAAALIAggCCgC4AIgBGo2AuACIAggCCkDQCIMQoABfDcDQCAIIAgpA0ggDEL/flatfDcDSCAIIAUQXiAFIAdBgAH8CgAAIAggCCgC4AIiCUGAAWsiBjYC4AIgAiAEaiECIAMgC30iA0GAAyAJayIErSILVg0ACwsgA6ciBARAIAUgBmogAiAE/AoAAAsgCCAIKALgAiAEajYC4AILIAggACABEJ8BGiAKJABBAAwBCxAMAAshCAsgCAsKACAAIAEgAhAIC+YDAQJ/IwBBwAFrIgMkACADQgA3A4ABIANCADcDiAEgA0IANwOQASADQgA3A5gBIANCADcDYCADQgA3A2ggA0IANwNwIANCADcDeCADQZC3AikDADcDoAEgA0GYtwIpAwA3A6gBIANBoLcCKQMANwOwASADQai3AikDADcDuAEgAyACKQAANwNAIAMgAikACDcDSCADIAIpABA3A1AgAyACKQAYNwNYIANBgAFqIgIgA0FAayIEEKEBIAIQJiADIAMpA5gBNwMYIAMgAykDkAE3AxAgAyADKQOIATcDCCADIAMpA4ABNwMAIANCADcDeCADQgA3A3AgA0IANwNoIANCADcDYCADIAEpAAA3A0AgAyABKQAINwNIIAMgASkAEDcDUCADIAEpABg3A1ggA0IANwM4IANCADcDMCADQgA3AyggA0IANwMgIAQgAxCeAiADIAMpA3g3A7gBIAMgAykDcDcDsAEgAyADKQNoNwOoASADIAMpA2A3A6ABIAMgAykDWDcDmAEgAyADKQNQNwOQASADIAMpA0g3A4gBIAMgAykDQDcDgAEgAhAmIAAgAykDmAE3ABggACADKQOQATcAECAAIAMpA4gBNwAIIAAgAykDgAE3AAAgAkHAABAHIANBwAFqJAALlwEBAX8jAEFAaiICJAAgAiABKQA4NwM4IAIgASkAMDcDMCACIAEpACg3AyggAiABKQAgNwMgIAIgASkAGDcDGCACIAEpABA3AxAgAiABKQAINwMIIAIgASkAADcDACACECYgACACKQMYNwAYIAAgAikDEDcAECAAIAIpAwg3AAggACACKQMANwAAIAJBwAAQByACQUBrJAALvQIBAX8jAEHAAWsiAyQAIANCADcDYCADQgA3A2ggA0IANwNwIANCADcDeCADIAEpAAA3A0AgAyABKQAINwNIIAMgASkAEDcDUCADIAEpABg3A1ggA0IANwMgIANCADcDKCADQgA3AzAgA0IANwM4IAMgAikAADcDACADIAIpAAg3AwggAyACKQAQNwMQIAMgAikAGDcDGCADQUBrIAMQngIgAyADKQN4NwO4ASADIAMpA3A3A7ABIAMgAykDaDcDqAEgAyADKQNgNwOgASADIAMpA1g3A5gBIAMgAykDUDcDkAEgAyADKQNINwOIASADIAMpA0A3A4ABIANBgAFqIgEQJiAAIAMpA5gBNwAYIAAgAykDkAE3ABAgACADKQOIATcACCAAIAMpA4ABNwAAIAFBwAAQByADQcABaiQAC+UBAQF/IwBBgAFrIgIkACACQgA3A0AgAkIANwNIIAJCADcDUCACQgA3A1ggAkEBOgBAIAJCADcDICACQgA3AyggAkIANwMwIAJCADcDOCACQZC3AikDADcDYCACQZi3AikDADcDaCACQaC3AikDADcDcCACQai3AikDADcDeCACIAEpABg3AxggAiABKQAQNwMQIAIgASkACDcDCCACIAEpAAA3AwAgAkFAayIBIAIQoQEgARAmIAAgAikDWDcAGCAAIAIpA1A3ABAgACACKQNINwAIIAAgAikDQDcAACACQYABaiQAC94BAQF/IwBBgAFrIgIkACACQgA3A0AgAkIANwNIIAJCADcDUCACQgA3A1ggAkIANwMgIAJCADcDKCACQgA3AzAgAkIANwM4IAJBkLcCKQMANwNgIAJBmLcCKQMANwNoIAJBoLcCKQMANwNwIAJBqLcCKQMANwN4IAIgASkAADcDACACIAEpAAg3AwggAiABKQAQNwMQIAIgASkAGDcDGCACQUBrIgEgAhChASABECYgACACKQNYNwAYIAAgAikDUDcAECAAIAIpA0g3AAggACACKQNANwAAIAJBgAFqJAALzwsBC38jAEHgBWsiAiQAIAJBwAVqIgcgASABEAggAkHgAWoiBiABIAcQCCACQaAFaiIEIAEgBhAIIAJBgAVqIgUgBCAEEAggAkGgA2oiCSAHIAUQCCACQcACaiIHIAEgCRAIIAJB4ARqIgMgBSAFEAggAkGgAmoiBSAHIAcQCCACQcAEaiIIIAkgBRAIIAJBwANqIgwgAyAFEAggAkGgBGoiCiAIIAgQCCACQYADaiIIIAMgChAIIAJB4AJqIgsgBiAIEAggAkHAAWoiBiADIAsQCCACQaABaiIDIAQgBhAIIAJB4ABqIAQgAxAIIAJBgARqIgYgCiALEAggAkHgA2oiAyAEIAYQCCACQYACaiIGIAwgAxAIIAJBgAFqIAUgBhAIIAJBQGsiBSAIIAMQCCACQSBqIgMgBCAFEAggAiAJIAMQCCAAIAcgAhAIQQAhBANAIAAgACAAEAggBEEBaiIEQf4ARw0ACyAAIAAgAkHgAmoQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgAkHABWoQCCAAIAAgAhAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAJBoAFqEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAIQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAJBgAJqEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACACQUBrEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAJB4ABqEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAJBwAJqEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACACQYAEahAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAJBwAFqEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAJB4ANqEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgAhAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgAkGAAWoQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAAQCCAAIAAgABAIIAAgACAAEAggACAAIAJBIGoQCCACQeAFaiQAQQAgAUEgEBtrCygAA0AgAEEgEBYgACAALQAfQR9xOgAfIAAQqAFFDQAgAEEgEBsNAAsLCgAgACABIAIQOQsaAQF/EDpB3MgCKAIAKAIIIgAEQCAAERQACwsoACACQoCAgIAQWgRAEAwACyAAIAEgAiADQQEgBEHkvQIoAgAREQAaCwQAQQwLqwYBFH8jAEHgAWsiAyQAIAIoAhAhBCACQUBrIgUoAgAhBiACKAJQIQkgAigCICEKIAIoAjAhCyACKAIUIQcgAigCRCEMIAIoAlQhDSABKAAEIQ4gAigCJCEPIAIoAjQhECACKAIYIQggAigCSCERIAIoAlghEiABKAAIIRMgAigCKCEUIAIoAjghFSABKAAAIRYgACACKAIsIAIoAjxxIAIoAhwgAigCTCACKAJcIAEoAAxzc3NzIgE2AAwgACAUIBVxIAggESASIBNzc3NzIgg2AAggACAPIBBxIAcgDCANIA5zc3NzIgc2AAQgACAKIAtxIAQgBiAJIBZzc3NzIgA2AAAgAyACKQJYNwPYASADIAIpAlA3A9ABIAMgBSkCADcDsAEgAyACKQJINwO4ASADIAIpAlA3A6ABIAMgAikCWDcDqAEgA0HAAWoiBCADQbABaiADQaABahAGIAIgAykCyAE3AlggAiADKQLAATcCUCADIAIpAjA3A5ABIAMgAikCODcDmAEgAyAFKQIANwOAASADIAIpAkg3A4gBIAQgA0GQAWogA0GAAWoQBiACIAMpAsgBNwJIIAUgAykCwAE3AgAgAyACKQIgNwNwIAMgAikCKDcDeCADIAIpAjA3A2AgAyACKQI4NwNoIAQgA0HwAGogA0HgAGoQBiACIAMpAsgBNwI4IAIgAykCwAE3AjAgAyACKQIQNwNQIAMgAikCGDcDWCADIAIpAiA3A0AgAyACKQIoNwNIIAQgA0HQAGogA0FAaxAGIAIgAykCyAE3AiggAiADKQLAATcCICADIAIpAgA3AzAgAyACKQIINwM4IAMgAikCEDcDICADIAIpAhg3AyggBCADQTBqIANBIGoQBiACIAMpAsgBNwIYIAIgAykCwAE3AhAgAyADKQPQATcDECADIAMpA9gBNwMYIAMgAikCADcDACADIAIpAgg3AwggBCADQRBqIAMQBiADKALAASEFIAMoAsQBIQQgAygCyAEhBiACIAMoAswBIAFzNgIMIAIgBiAIczYCCCACIAQgB3M2AgQgAiAAIAVzNgIAIANB4AFqJAAL+QgBE38jAEHgAWsiBSQAIAQoAjwgA0IdiKdzIQkgBCgCOCADp0EDdHMhCiAEKAI0IAJCHYincyENIAQoAjAgAqdBA3RzIQ8gBEFAayEGA0AgBSAEKQJYNwPYASAFIAQpAlA3A9ABIAUgBikCADcDsAEgBSAGKQIINwO4ASAFIAQpAlA3A6ABIAUgBCkCWDcDqAEgBUHAAWoiByAFQbABaiAFQaABahAGIAQgBSkCyAE3AlggBCAFKQLAATcCUCAFIAQpAjA3A5ABIAUgBCkCODcDmAEgBSAGKQIANwOAASAFIAYpAgg3A4gBIAcgBUGQAWogBUGAAWoQBiAGIAUpAsgBNwIIIAYgBSkCwAE3AgAgBSAEKQIgNwNwIAUgBCkCKDcDeCAFIAQpAjA3A2AgBSAEKQI4NwNoIAcgBUHwAGogBUHgAGoQBiAEIAUpAsgBNwI4IAQgBSkCwAE3AjAgBSAEKQIQNwNQIAUgBCkCGDcDWCAFIAQpAiA3A0AgBSAEKQIoNwNIIAcgBUHQAGogBUFAaxAGIAQgBSkCyAE3AiggBCAFKQLAATcCICAFIAQpAgA3AzAgBSAEKQIINwM4IAUgBCkCEDcDICAFIAQpAhg3AyggByAFQTBqIAVBIGoQBiAEIAUpAsgBNwIYIAQgBSkCwAE3AhAgBSAFKQPQATcDECAFIAUpA9gBNwMYIAUgBCkCADcDACAFIAQpAgg3AwggByAFQRBqIAUQBiAFKALAASEHIAUoAsQBIQsgBSgCyAEhDCAEIAkgBSgCzAFzIg42AgwgBCAKIAxzIgw2AgggBCALIA1zIgs2AgQgBCAHIA9zIgc2AgAgCEEBaiIIQQdHDQALAkACQAJAAkAgAUEQaw4RAAICAgICAgICAgICAgICAgECCyAEKAIQIQEgBCgCMCEGIAQoAiAhCCAEKAJQIQkgBEFAaygCACEKIAQoAhQhDSAEKAI0IQ8gBCgCJCEQIAQoAlQhESAEKAJEIRIgBCgCGCETIAQoAjghFCAEKAIoIRUgBCgCWCEWIAQoAkghFyAAIAQoAhwgBCgCPCAEKAIsIAQoAlwgBCgCTHNzc3MgDnM2AAwgACATIBQgFSAWIBdzc3NzIAxzNgAIIAAgDSAPIBAgESASc3NzcyALczYABCAAIAEgBiAIIAkgCnNzc3MgB3M2AAAMAgsgBCgCICEBIAQoAhAhBiAEKAIkIQggBCgCFCEJIAQoAighCiAEKAIYIQ0gACAEKAIsIAQoAhxzIA5zNgAMIAAgCiANcyAMczYACCAAIAggCXMgC3M2AAQgACABIAZzIAdzNgAAIAQoAjAhASAEKAJQIQYgBEFAaygCACEIIAQoAjQhDiAEKAJUIQwgBCgCRCELIAQoAjghByAEKAJYIQkgBCgCSCEKIAAgBCgCPCAEKAJcIAQoAkxzczYAHCAAIAcgCSAKc3M2ABggACAOIAsgDHNzNgAUIAAgASAGIAhzczYAEAwBCyABRQ0AIABBACAB/AsACyAFQeABaiQAC6UGARR/IwBB4AFrIgMkACACKAIQIQUgAkFAayIEKAIAIQkgAigCUCEKIAIoAiAhCyACKAIwIQwgASgABCEGIAIoAhQhDSACKAJEIQ4gAigCVCEPIAIoAiQhECACKAI0IREgASgACCEHIAIoAhghEiACKAJIIRMgAigCWCEUIAIoAighFSACKAI4IRYgASgAACEIIAAgASgADCIBIAIoAiwgAigCPHEgAigCHCACKAJcIAIoAkxzc3NzNgAMIAAgByAVIBZxIBIgEyAUc3NzczYACCAAIAYgECARcSANIA4gD3Nzc3M2AAQgACAIIAsgDHEgBSAJIApzc3NzNgAAIAMgAikCWDcD2AEgAyACKQJQNwPQASADIAQpAgA3A7ABIAMgAikCSDcDuAEgAyACKQJQNwOgASADIAIpAlg3A6gBIANBwAFqIgAgA0GwAWogA0GgAWoQBiACIAMpAsgBNwJYIAIgAykCwAE3AlAgAyACKQIwNwOQASADIAIpAjg3A5gBIAMgBCkCADcDgAEgAyACKQJINwOIASAAIANBkAFqIANBgAFqEAYgAiADKQLIATcCSCAEIAMpAsABNwIAIAMgAikCIDcDcCADIAIpAig3A3ggAyACKQIwNwNgIAMgAikCODcDaCAAIANB8ABqIANB4ABqEAYgAiADKQLIATcCOCACIAMpAsABNwIwIAMgAikCEDcDUCADIAIpAhg3A1ggAyACKQIgNwNAIAMgAikCKDcDSCAAIANB0ABqIANBQGsQBiACIAMpAsgBNwIoIAIgAykCwAE3AiAgAyACKQIANwMwIAMgAikCCDcDOCADIAIpAhA3AyAgAyACKQIYNwMoIAAgA0EwaiADQSBqEAYgAiADKQLIATcCGCACIAMpAsABNwIQIAMgAykD0AE3AxAgAyADKQPYATcDGCADIAIpAgA3AwAgAyACKQIINwMIIAAgA0EQaiADEAYgAygCwAEhACADKALEASEEIAMoAsgBIQUgAiABIAMoAswBczYCDCACIAUgB3M2AgggAiAEIAZzNgIEIAIgACAIczYCACADQeABaiQAC6UJAQ1/IwBBoANrIgIkACAAKAAQIQYgACgAFCEHIAAoABghCCAAKAAcIQkgACgABCEEIAAoAAghBSAAKAAMIQogACgAACELIAIgASkCWDcDmAMgAiABKQJQNwOQAyACIAFBQGsiACkCADcD8AIgAiABKQJINwP4AiACIAEpAlA3A+ACIAIgASkCWDcD6AIgAkGAA2oiAyACQfACaiACQeACahAGIAEgAikCiAM3AlggASACKQKAAzcCUCACIAEpAjA3A9ACIAIgASkCODcD2AIgAiAAKQIANwPAAiACIAEpAkg3A8gCIAMgAkHQAmogAkHAAmoQBiABIAIpAogDNwJIIAAgAikCgAM3AgAgAiABKQIgNwOwAiACIAEpAig3A7gCIAIgASkCMDcDoAIgAiABKQI4NwOoAiADIAJBsAJqIAJBoAJqEAYgASACKQKIAzcCOCABIAIpAoADNwIwIAIgASkCEDcDkAIgAiABKQIYNwOYAiACIAEpAiA3A4ACIAIgASkCKDcDiAIgAyACQZACaiACQYACahAGIAEgAikCiAM3AiggASACKQKAAzcCICACIAEpAgA3A/ABIAIgASkCCDcD+AEgAiABKQIQNwPgASACIAEpAhg3A+gBIAMgAkHwAWogAkHgAWoQBiABIAIpAogDNwIYIAEgAikCgAM3AhAgAiACKQOQAzcD0AEgAiACKQOYAzcD2AEgAiABKQIANwPAASACIAEpAgg3A8gBIAMgAkHQAWogAkHAAWoQBiACKAKAAyEMIAIoAoQDIQ0gAigCiAMhDiABIAogAigCjANzNgIMIAEgBSAOczYCCCABIAQgDXM2AgQgASALIAxzNgIAIAIgASkCWDcDmAMgAiABKQJQNwOQAyACIAApAgA3A7ABIAIgASkCSDcDuAEgAiABKQJQNwOgASACIAEpAlg3A6gBIAMgAkGwAWogAkGgAWoQBiABIAIpAogDNwJYIAEgAikCgAM3AlAgAiABKQIwNwOQASACIAEpAjg3A5gBIAIgACkCADcDgAEgAiABKQJINwOIASADIAJBkAFqIAJBgAFqEAYgASACKQKIAzcCSCAAIAIpAoADNwIAIAIgASkCIDcDcCACIAEpAig3A3ggAiABKQIwNwNgIAIgASkCODcDaCADIAJB8ABqIAJB4ABqEAYgASACKQKIAzcCOCABIAIpAoADNwIwIAIgASkCEDcDUCACIAEpAhg3A1ggAiABKQIgNwNAIAIgASkCKDcDSCADIAJB0ABqIAJBQGsQBiABIAIpAogDNwIoIAEgAikCgAM3AiAgAiABKQIANwMwIAIgASkCCDcDOCACIAEpAhA3AyAgAiABKQIYNwMoIAMgAkEwaiACQSBqEAYgASACKQKIAzcCGCABIAIpAoADNwIQIAIgAikDkAM3AxAgAiACKQOYAzcDGCACIAEpAgA3AwAgAiABKQIINwMIIAMgAkEQaiACEAYgAigCgAMhACACKAKEAyEEIAIoAogDIQUgASAJIAIoAowDczYCDCABIAUgCHM2AgggASAEIAdzNgIEIAEgACAGczYCACACQaADaiQAC94UARV/IwBBoAZrIgMkACABKAAEIQggASgACCEJIAEoAAwhCiABKAAQIQsgASgAFCEMIAEoABghDSABKAAcIQ4gACgABCEPIAAoAAghECAAKAAMIREgACgAECESIAAoABQhEyAAKAAYIRQgACgAHCEVIAEoAAAhFiACQUBrIgEgACgAACIAQYCChBBzNgIAIAJClcTcyYWy+rziADcCOCACQoCChJCwoIGEDTcCMCACQqCixJG0rq2UXTcCKCACQtv74KjVzfCXcTcCICACIAAgFnMiFjYCACACIBVB8+qi6X1zNgJcIAIgFEGgosSRBHM2AlggAiATQe2Ev4l/czYCVCACIBJB2/vgqAVzNgJQIAIgEUGQ0+eTBnM2AkwgAiAQQZXE3MkFczYCSCACIA9Bg4qg6ABzNgJEIAIgDiAVcyIONgIcIAIgDSAUcyINNgIYIAIgDCATcyIMNgIUIAIgCyAScyILNgIQIAIgCiARcyIKNgIMIAIgCSAQcyIJNgIIIAIgCCAPcyIXNgIEQQAhCANAIAMgAikCWDcDmAYgAyACKQJQNwOQBiADIAEpAgA3A/AFIAMgASkCCDcD+AUgAyACKQJQNwPgBSADIAIpAlg3A+gFIANBgAZqIgQgA0HwBWogA0HgBWoQBiACIAMpAogGNwJYIAIgAykCgAY3AlAgAyACKQIwNwPQBSADIAIpAjg3A9gFIAMgASkCADcDwAUgAyABKQIINwPIBSAEIANB0AVqIANBwAVqEAYgASADKQKIBjcCCCABIAMpAoAGNwIAIAMgAikCIDcDsAUgAyACKQIoNwO4BSADIAIpAjA3A6AFIAMgAikCODcDqAUgBCADQbAFaiADQaAFahAGIAIgAykCiAY3AjggAiADKQKABjcCMCADIAIpAhA3A5AFIAMgAikCGDcDmAUgAyACKQIgNwOABSADIAIpAig3A4gFIAQgA0GQBWogA0GABWoQBiACIAMpAogGNwIoIAIgAykCgAY3AiAgAyACKQIANwPwBCADIAIpAgg3A/gEIAMgAikCEDcD4AQgAyACKQIYNwPoBCAEIANB8ARqIANB4ARqEAYgAiADKQKIBjcCGCACIAMpAoAGNwIQIAMgAykDkAY3A9AEIAMgAykDmAY3A9gEIAMgAikCADcDwAQgAyACKQIINwPIBCAEIANB0ARqIANBwARqEAYgAygCgAYhBSADKAKEBiEGIAMoAogGIQcgAiADKAKMBiARczYCDCACIAcgEHM2AgggAiAGIA9zNgIEIAIgACAFczYCACADIAIpAlg3A5gGIAMgAikCUDcDkAYgAyABKQIANwOwBCADIAEpAgg3A7gEIAMgAikCWDcDqAQgAyACKQJQNwOgBCAEIANBsARqIANBoARqEAYgAiADKQKIBjcCWCACIAMpAoAGNwJQIAMgAikCMDcDkAQgAyACKQI4NwOYBCADIAEpAgA3A4AEIAMgASkCCDcDiAQgBCADQZAEaiADQYAEahAGIAEgAykCiAY3AgggASADKQKABjcCACADIAIpAiA3A/ADIAMgAikCKDcD+AMgAyACKQIwNwPgAyADIAIpAjg3A+gDIAQgA0HwA2ogA0HgA2oQBiACIAMpAogGNwI4IAIgAykCgAY3AjAgAyACKQIQNwPQAyADIAIpAhg3A9gDIAMgAikCIDcDwAMgAyACKQIoNwPIAyAEIANB0ANqIANBwANqEAYgAiADKQKIBjcCKCACIAMpAoAGNwIgIAMgAikCADcDsAMgAyACKQIINwO4AyADIAIpAhA3A6ADIAMgAikCGDcDqAMgBCADQbADaiADQaADahAGIAIgAykCiAY3AhggAiADKQKABjcCECADIAMpA5AGNwOQAyADIAMpA5gGNwOYAyADIAIpAgA3A4ADIAMgAikCCDcDiAMgBCADQZADaiADQYADahAGIAMoAoAGIQUgAygChAYhBiADKAKIBiEHIAIgAygCjAYgFXM2AgwgAiAHIBRzNgIIIAIgBiATczYCBCACIAUgEnM2AgAgAyACKQJYNwOYBiADIAIpAlA3A5AGIAMgASkCADcD8AIgAyABKQIINwP4AiADIAIpAlg3A+gCIAMgAikCUDcD4AIgBCADQfACaiADQeACahAGIAIgAykCiAY3AlggAiADKQKABjcCUCADIAIpAjA3A9ACIAMgAikCODcD2AIgAyABKQIANwPAAiADIAEpAgg3A8gCIAQgA0HQAmogA0HAAmoQBiABIAMpAogGNwIIIAEgAykCgAY3AgAgAyACKQIgNwOwAiADIAIpAig3A7gCIAMgAikCMDcDoAIgAyACKQI4NwOoAiAEIANBsAJqIANBoAJqEAYgAiADKQKIBjcCOCACIAMpAoAGNwIwIAMgAikCEDcDkAIgAyACKQIYNwOYAiADIAIpAiA3A4ACIAMgAikCKDcDiAIgBCADQZACaiADQYACahAGIAIgAykCiAY3AiggAiADKQKABjcCICADIAIpAgA3A/ABIAMgAikCCDcD+AEgAyACKQIQNwPgASADIAIpAhg3A+gBIAQgA0HwAWogA0HgAWoQBiACIAMpAogGNwIYIAIgAykCgAY3AhAgAyADKQOQBjcD0AEgAyADKQOYBjcD2AEgAyACKQIANwPAASADIAIpAgg3A8gBIAQgA0HQAWogA0HAAWoQBiADKAKABiEFIAMoAoQGIQYgAygCiAYhByACIAMoAowGIApzNgIMIAIgByAJczYCCCACIAYgF3M2AgQgAiAFIBZzNgIAIAMgAikCWDcDmAYgAyACKQJQNwOQBiADIAEpAgA3A7ABIAMgASkCCDcDuAEgAyACKQJYNwOoASADIAIpAlA3A6ABIAQgA0GwAWogA0GgAWoQBiACIAMpAogGNwJYIAIgAykCgAY3AlAgAyACKQIwNwOQASADIAIpAjg3A5gBIAMgASkCADcDgAEgAyABKQIINwOIASAEIANBkAFqIANBgAFqEAYgASADKQKIBjcCCCABIAMpAoAGNwIAIAMgAikCIDcDcCADIAIpAig3A3ggAyACKQIwNwNgIAMgAikCODcDaCAEIANB8ABqIANB4ABqEAYgAiADKQKIBjcCOCACIAMpAoAGNwIwIAMgAikCEDcDUCADIAIpAhg3A1ggAyACKQIgNwNAIAMgAikCKDcDSCAEIANB0ABqIANBQGsQBiACIAMpAogGNwIoIAIgAykCgAY3AiAgAyACKQIANwMwIAMgAikCCDcDOCADIAIpAhA3AyAgAyACKQIYNwMoIAQgA0EwaiADQSBqEAYgAiADKQKIBjcCGCACIAMpAoAGNwIQIAMgAykDkAY3AxAgAyADKQOYBjcDGCADIAIpAgA3AwAgAyACKQIINwMIIAQgA0EQaiADEAYgAygCgAYhBSADKAKEBiEGIAMoAogGIQcgAiADKAKMBiAOczYCDCACIAcgDXM2AgggAiAGIAxzNgIEIAIgBSALczYCACAIQQFqIghBBEcNAAsgA0GgBmokAAsEAEFfC2MBBX8DQCAAIANqIgIgASADai0AACAEIAItAABqaiICOgAAIAAgA0EBciIEaiIGIAEgBGotAAAgBi0AACACQQh2amoiAjoAACACQQh2IQQgA0ECaiEDIAVBAmoiBUEgRw0ACwuRCQEefyMAQaACayIDJAAgAigCECEOIAIoAjAhDyACKAIUIRAgASgABCERIAIoAjQhEiACKAIYIRMgASgACCEUIAIoAjghFSACKAIcIQggASgADCEWIAIoAjwhFyACKAIgIQUgAigCUCEJIAEoABAhGCACKAJwIRkgAigCYCEEIAIoAiQhBiACKAJUIQogASgAFCEaIAIoAnQhGyACKAJkIQwgAigCKCEHIAIoAlghCyABKAAYIRwgAigCeCEdIAIoAmghDSABKAAAIR4gACACKAIsIh8gAigCbCIgIAIoAnxxIAIoAlwgASgAHHNzcyIBNgAcIAAgByANIB1xIAsgHHNzcyILNgAYIAAgBiAMIBtxIAogGnNzcyIKNgAUIAAgBSAEIBlxIAkgGHNzcyIJNgAQIAAgICAXIB9xIAggFnNzcyIINgAMIAAgDSAHIBVxIBMgFHNzcyIHNgAIIAAgDCAGIBJxIBAgEXNzcyIGNgAEIAAgBCAFIA9xIA4gHnNzcyIFNgAAIAMgAikCeDcDmAIgAyACKQJwNwOQAiADIAIpAmA3A/ABIAMgAikCaDcD+AEgAyACKQJwNwPgASADIAIpAng3A+gBIANBgAJqIgQgA0HwAWogA0HgAWoQBiACIAMpAogCNwJ4IAIgAykCgAI3AnAgAyACKQJQNwPQASADIAIpAlg3A9gBIAMgAikCYDcDwAEgAyACKQJoNwPIASAEIANB0AFqIANBwAFqEAYgAiADKQKIAjcCaCACIAMpAoACNwJgIAMgAkFAayIAKQIANwOwASADIAIpAkg3A7gBIAMgAikCUDcDoAEgAyACKQJYNwOoASAEIANBsAFqIANBoAFqEAYgAiADKQKIAjcCWCACIAMpAoACNwJQIAMgAikCMDcDkAEgAyACKQI4NwOYASADIAApAgA3A4ABIAMgAikCSDcDiAEgBCADQZABaiADQYABahAGIAIgAykCiAI3AkggACADKQKAAjcCACADIAIpAiA3A3AgAyACKQIoNwN4IAMgAikCMDcDYCADIAIpAjg3A2ggBCADQfAAaiADQeAAahAGIAIgAykCiAI3AjggAiADKQKAAjcCMCADIAIpAhA3A1AgAyACKQIYNwNYIAMgAikCIDcDQCADIAIpAig3A0ggBCADQdAAaiADQUBrEAYgAiADKQKIAjcCKCACIAMpAoACNwIgIAMgAikCADcDMCADIAIpAgg3AzggAyACKQIQNwMgIAMgAikCGDcDKCAEIANBMGogA0EgahAGIAIgAykCiAI3AhggAiADKQKAAjcCECADIAMpA5ACNwMQIAMgAykDmAI3AxggAyACKQIANwMAIAMgAikCCDcDCCAEIANBEGogAxAGIAIgAykCiAI3AgggAiADKQKAAjcCACACIAIoAgwgCHM2AgwgAiACKAIIIAdzNgIIIAIgAigCBCAGczYCBCACIAIoAgAgBXM2AgAgACAAKAIAIAlzNgIAIAIgAigCRCAKczYCRCACIAIoAkggC3M2AkggAiACKAJMIAFzNgJMIANBoAJqJAALsAsBF38jAEGgAmsiBSQAIAQoAiwgA0IdiKdzIQggBCgCKCADp0EDdHMhCSAEKAIkIAJCHYincyEKIAQoAiAgAqdBA3RzIQsgBEFAayEGA0AgBSAEKQJ4NwOYAiAFIAQpAnA3A5ACIAUgBCkCYDcD8AEgBSAEKQJoNwP4ASAFIAQpAnA3A+ABIAUgBCkCeDcD6AEgBUGAAmoiByAFQfABaiAFQeABahAGIAQgBSkCiAI3AnggBCAFKQKAAjcCcCAFIAQpAlA3A9ABIAUgBCkCWDcD2AEgBSAEKQJgNwPAASAFIAQpAmg3A8gBIAcgBUHQAWogBUHAAWoQBiAEIAUpAogCNwJoIAQgBSkCgAI3AmAgBSAGKQIANwOwASAFIAYpAgg3A7gBIAUgBCkCUDcDoAEgBSAEKQJYNwOoASAHIAVBsAFqIAVBoAFqEAYgBCAFKQKIAjcCWCAEIAUpAoACNwJQIAUgBCkCMDcDkAEgBSAEKQI4NwOYASAFIAYpAgA3A4ABIAUgBikCCDcDiAEgByAFQZABaiAFQYABahAGIAYgBSkCiAI3AgggBiAFKQKAAjcCACAFIAQpAiA3A3AgBSAEKQIoNwN4IAUgBCkCMDcDYCAFIAQpAjg3A2ggByAFQfAAaiAFQeAAahAGIAQgBSkCiAI3AjggBCAFKQKAAjcCMCAFIAQpAhA3A1AgBSAEKQIYNwNYIAUgBCkCIDcDQCAFIAQpAig3A0ggByAFQdAAaiAFQUBrEAYgBCAFKQKIAjcCKCAEIAUpAoACNwIgIAUgBCkCADcDMCAFIAQpAgg3AzggBSAEKQIQNwMgIAUgBCkCGDcDKCAHIAVBMGogBUEgahAGIAQgBSkCiAI3AhggBCAFKQKAAjcCECAFIAUpA5ACNwMQIAUgBSkDmAI3AxggBSAEKQIANwMAIAUgBCkCCDcDCCAHIAVBEGogBRAGIAQgBSkCiAI3AgggBCAFKQKAAjcCACAEIAQoAgwgCHMiDTYCDCAEIAQoAgggCXMiDjYCCCAEIAQoAgQgCnMiDzYCBCAEIAQoAgAgC3MiEDYCACAGIAYoAgAgC3MiBzYCACAEIAQoAkQgCnMiETYCRCAEIAQoAkggCXMiEjYCSCAEIAQoAkwgCHMiEzYCTCAMQQFqIgxBB0cNAAsCQAJAAkACQCABQRBrDhEAAgICAgICAgICAgICAgICAQILIAQoAhAhASAEKAIwIQYgBCgCICEIIAQoAmAhCSAEKAJQIQogBCgCFCELIAQoAjQhDCAEKAIkIRQgBCgCZCEVIAQoAlQhFiAEKAIYIRcgBCgCOCEYIAQoAighGSAEKAJoIRogBCgCWCEbIAAgBCgCHCAEKAI8IAQoAiwgBCgCXCAEKAJsc3NzcyATcyANczYADCAAIBcgGCAZIBogG3Nzc3MgEnMgDnM2AAggACALIAwgFCAVIBZzc3NzIBFzIA9zNgAEIAAgASAGIAggCSAKc3NzcyAHcyAQczYAAAwCCyAEKAIQIQEgBCgCMCEGIAQoAiAhCCAEKAIUIQkgBCgCNCEKIAQoAiQhCyAEKAIYIQwgBCgCOCEHIAQoAighESAAIAQoAhwgBCgCPCAEKAIsc3MgDXM2AAwgACAMIAcgEXNzIA5zNgAIIAAgCSAKIAtzcyAPczYABCAAIAEgBiAIc3MgEHM2AAAgBCgCUCEBIARBQGsoAgAhBiAEKAJwIQggBCgCYCEJIAQoAlQhCiAEKAJEIQsgBCgCdCEMIAQoAmQhDSAEKAJYIQ4gBCgCSCEPIAQoAnghECAEKAJoIQcgACAEKAJcIAQoAkwgBCgCfCAEKAJsc3NzNgAcIAAgDiAPIAcgEHNzczYAGCAAIAogCyAMIA1zc3M2ABQgACABIAYgCCAJc3NzNgAQDAELIAFFDQAgAEEAIAH8CwALIAVBoAJqJAALgwkBHn8jAEGgAmsiAyQAIAIoAhAhESACKAIwIRIgASgABCEFIAIoAhQhEyACKAI0IRQgASgACCEGIAIoAhghFSACKAI4IRYgASgADCEHIAIoAhwhFyACKAI8IRggAigCICEEIAEoABAhCCACKAJQIRkgAigCcCEaIAIoAmAhCSACKAIkIQogASgAFCELIAIoAlQhGyACKAJ0IRwgAigCZCEMIAIoAighDSABKAAYIQ4gAigCWCEdIAIoAnghHiACKAJoIQ8gASgAACEQIAAgAigCLCIfIAEoABwiASACKAJcIAIoAmwiICACKAJ8cXNzczYAHCAAIA0gDiAdIA8gHnFzc3M2ABggACAKIAsgGyAMIBxxc3NzNgAUIAAgBCAIIBkgCSAacXNzczYAECAAICAgByAXIBggH3Fzc3M2AAwgACAPIAYgFSANIBZxc3NzNgAIIAAgDCAFIBMgCiAUcXNzczYABCAAIAkgECARIAQgEnFzc3M2AAAgAyACKQJ4NwOYAiADIAIpAnA3A5ACIAMgAikCYDcD8AEgAyACKQJoNwP4ASADIAIpAnA3A+ABIAMgAikCeDcD6AEgA0GAAmoiBCADQfABaiADQeABahAGIAIgAykCiAI3AnggAiADKQKAAjcCcCADIAIpAlA3A9ABIAMgAikCWDcD2AEgAyACKQJgNwPAASADIAIpAmg3A8gBIAQgA0HQAWogA0HAAWoQBiACIAMpAogCNwJoIAIgAykCgAI3AmAgAyACQUBrIgApAgA3A7ABIAMgAikCSDcDuAEgAyACKQJQNwOgASADIAIpAlg3A6gBIAQgA0GwAWogA0GgAWoQBiACIAMpAogCNwJYIAIgAykCgAI3AlAgAyACKQIwNwOQASADIAIpAjg3A5gBIAMgACkCADcDgAEgAyACKQJINwOIASAEIANBkAFqIANBgAFqEAYgAiADKQKIAjcCSCAAIAMpAoACNwIAIAMgAikCIDcDcCADIAIpAig3A3ggAyACKQIwNwNgIAMgAikCODcDaCAEIANB8ABqIANB4ABqEAYgAiADKQKIAjcCOCACIAMpAoACNwIwIAMgAikCEDcDUCADIAIpAhg3A1ggAyACKQIgNwNAIAMgAikCKDcDSCAEIANB0ABqIANBQGsQBiACIAMpAogCNwIoIAIgAykCgAI3AiAgAyACKQIANwMwIAMgAikCCDcDOCADIAIpAhA3AyAgAyACKQIYNwMoIAQgA0EwaiADQSBqEAYgAiADKQKIAjcCGCACIAMpAoACNwIQIAMgAykDkAI3AxAgAyADKQOYAjcDGCADIAIpAgA3AwAgAyACKQIINwMIIAQgA0EQaiADEAYgAiADKQKIAjcCCCACIAMpAoACNwIAIAIgByACKAIMczYCDCACIAYgAigCCHM2AgggAiAFIAIoAgRzNgIEIAIgECACKAIAczYCACAAIAggACgCAHM2AgAgAiALIAIoAkRzNgJEIAIgDiACKAJIczYCSCACIAEgAigCTHM2AkwgA0GgAmokAAuZDQESfyMAQaAEayICJAAgACgAPCEEIAAoADghBSAAKAA0IQYgACgAMCEHIAAoACAhCCAAKAAkIQkgACgAKCEKIAAoACwhCyAAKAAcIQwgACgAGCENIAAoABQhDiAAKAAQIQ8gACgABCEQIAAoAAghESAAKAAMIRIgACgAACETIAIgASkCeDcDmAQgAiABKQJwNwOQBCACIAEpAmA3A/ADIAIgASkCaDcD+AMgAiABKQJwNwPgAyACIAEpAng3A+gDIAJBgARqIgMgAkHwA2ogAkHgA2oQBiABIAIpAogENwJ4IAEgAikCgAQ3AnAgAiABKQJQNwPQAyACIAEpAlg3A9gDIAIgASkCYDcDwAMgAiABKQJoNwPIAyADIAJB0ANqIAJBwANqEAYgASACKQKIBDcCaCABIAIpAoAENwJgIAIgAUFAayIAKQIANwOwAyACIAEpAkg3A7gDIAIgASkCUDcDoAMgAiABKQJYNwOoAyADIAJBsANqIAJBoANqEAYgASACKQKIBDcCWCABIAIpAoAENwJQIAIgASkCMDcDkAMgAiABKQI4NwOYAyACIAApAgA3A4ADIAIgASkCSDcDiAMgAyACQZADaiACQYADahAGIAEgAikCiAQ3AkggACACKQKABDcCACACIAEpAiA3A/ACIAIgASkCKDcD+AIgAiABKQIwNwPgAiACIAEpAjg3A+gCIAMgAkHwAmogAkHgAmoQBiABIAIpAogENwI4IAEgAikCgAQ3AjAgAiABKQIQNwPQAiACIAEpAhg3A9gCIAIgASkCIDcDwAIgAiABKQIoNwPIAiADIAJB0AJqIAJBwAJqEAYgASACKQKIBDcCKCABIAIpAoAENwIgIAIgASkCADcDsAIgAiABKQIINwO4AiACIAEpAhA3A6ACIAIgASkCGDcDqAIgAyACQbACaiACQaACahAGIAEgAikCiAQ3AhggASACKQKABDcCECACIAIpA5AENwOQAiACIAIpA5gENwOYAiACIAEpAgA3A4ACIAIgASkCCDcDiAIgAyACQZACaiACQYACahAGIAEgAikCiAQ3AgggASACKQKABDcCACABIBIgASgCDHM2AgwgASARIAEoAghzNgIIIAEgECABKAIEczYCBCABIBMgASgCAHM2AgAgACAPIAAoAgBzNgIAIAEgDiABKAJEczYCRCABIA0gASgCSHM2AkggASAMIAEoAkxzNgJMIAIgASkCeDcDmAQgAiABKQJwNwOQBCACIAEpAmA3A/ABIAIgASkCaDcD+AEgAiABKQJwNwPgASACIAEpAng3A+gBIAMgAkHwAWogAkHgAWoQBiABIAIpAogENwJ4IAEgAikCgAQ3AnAgAiABKQJQNwPQASACIAEpAlg3A9gBIAIgASkCYDcDwAEgAiABKQJoNwPIASADIAJB0AFqIAJBwAFqEAYgASACKQKIBDcCaCABIAIpAoAENwJgIAIgACkCADcDsAEgAiABKQJINwO4ASACIAEpAlA3A6ABIAIgASkCWDcDqAEgAyACQbABaiACQaABahAGIAEgAikCiAQ3AlggASACKQKABDcCUCACIAEpAjA3A5ABIAIgASkCODcDmAEgAiAAKQIANwOAASACIAEpAkg3A4gBIAMgAkGQAWogAkGAAWoQBiABIAIpAogENwJIIAAgAikCgAQ3AgAgAiABKQIgNwNwIAIgASkCKDcDeCACIAEpAjA3A2AgAiABKQI4NwNoIAMgAkHwAGogAkHgAGoQBiABIAIpAogENwI4IAEgAikCgAQ3AjAgAiABKQIQNwNQIAIgASkCGDcDWCACIAEpAiA3A0AgAiABKQIoNwNIIAMgAkHQAGogAkFAaxAGIAEgAikCiAQ3AiggASACKQKABDcCICACIAEpAgA3AzAgAiABKQIINwM4IAIgASkCEDcDICACIAEpAhg3AyggAyACQTBqIAJBIGoQBiABIAIpAogENwIYIAEgAikCgAQ3AhAgAiACKQOQBDcDECACIAIpA5gENwMYIAIgASkCADcDACACIAEpAgg3AwggAyACQRBqIAIQBiABIAIpAogENwIIIAEgAikCgAQ3AgAgASALIAEoAgxzNgIMIAEgCiABKAIIczYCCCABIAkgASgCBHM2AgQgASAIIAEoAgBzNgIAIAAgByAAKAIAczYCACABIAYgASgCRHM2AkQgASAFIAEoAkhzNgJIIAEgBCABKAJMczYCTCACQaAEaiQAC5wJAQt/IwBBoAJrIgMkACABKAAEIQogASgACCELIAEoAAwhDCAAKAAEIQYgACgACCEHIAAoAAwhCCABKAAAIQ0gAiAAKAAAIgFBgIKEEHMiADYCcCACIAFB2/vgqAVzNgJgIAIgADYCUCACQUBrIgAgASANcyIFNgIAIAJCoKLEkbSurZRdNwI4IAJC2/vgqNXN8JdxNwIwIAJClcTcyYWy+rziADcCKCACQoCChJCwoIGEDTcCICACQqCixJG0rq2UXTcCGCACQtv74KjVzfCXcTcCECACIAU2AgAgAiAIQZDT55MGcyIFNgJ8IAIgB0GVxNzJBXMiBDYCeCACIAZBg4qg6ABzIgk2AnQgAiAIQfPqoul9czYCbCACIAdBoKLEkQRzNgJoIAIgBkHthL+Jf3M2AmQgAiAFNgJcIAIgBDYCWCACIAk2AlQgAiAIIAxzIgU2AkwgAiAHIAtzIgQ2AkggAiAGIApzIgk2AkQgAiAFNgIMIAIgBDYCCCACIAk2AgRBACEFA0AgAyACKQJ4NwOYAiADIAIpAnA3A5ACIAMgAikCYDcD8AEgAyACKQJoNwP4ASADIAIpAnA3A+ABIAMgAikCeDcD6AEgA0GAAmoiBCADQfABaiADQeABahAGIAIgAykCiAI3AnggAiADKQKAAjcCcCADIAIpAlA3A9ABIAMgAikCWDcD2AEgAyACKQJgNwPAASADIAIpAmg3A8gBIAQgA0HQAWogA0HAAWoQBiACIAMpAogCNwJoIAIgAykCgAI3AmAgAyAAKQIANwOwASADIAApAgg3A7gBIAMgAikCUDcDoAEgAyACKQJYNwOoASAEIANBsAFqIANBoAFqEAYgAiADKQKIAjcCWCACIAMpAoACNwJQIAMgAikCMDcDkAEgAyACKQI4NwOYASADIAApAgA3A4ABIAMgACkCCDcDiAEgBCADQZABaiADQYABahAGIAAgAykCiAI3AgggACADKQKAAjcCACADIAIpAiA3A3AgAyACKQIoNwN4IAMgAikCMDcDYCADIAIpAjg3A2ggBCADQfAAaiADQeAAahAGIAIgAykCiAI3AjggAiADKQKAAjcCMCADIAIpAhA3A1AgAyACKQIYNwNYIAMgAikCIDcDQCADIAIpAig3A0ggBCADQdAAaiADQUBrEAYgAiADKQKIAjcCKCACIAMpAoACNwIgIAMgAikCADcDMCADIAIpAgg3AzggAyACKQIQNwMgIAMgAikCGDcDKCAEIANBMGogA0EgahAGIAIgAykCiAI3AhggAiADKQKAAjcCECADIAMpA5ACNwMQIAMgAykDmAI3AxggAyACKQIANwMAIAMgAikCCDcDCCAEIANBEGogAxAGIAIgAykCiAI3AgggAiADKQKAAjcCACACIAIoAgwgDHM2AgwgAiACKAIIIAtzNgIIIAIgAigCBCAKczYCBCACIAIoAgAgDXM2AgAgACAAKAIAIAFzNgIAIAIgAigCRCAGczYCRCACIAIoAkggB3M2AkggAiACKAJMIAhzNgJMIAVBAWoiBUEKRw0ACyADQaACaiQAC28BBH9BASECA0AgACADaiIBIAIgAS0AAGoiAjoAACABIAEtAAEgAkEIdmoiAjoAASABIAEtAAIgAkEIdmoiAjoAAiABIAEtAAMgAkEIdmoiAToAAyABQQh2IQIgA0EEaiEDIARBBGoiBEEERw0ACwvsBAEFfyMAQfAAayIGJAAgAkIAUgRAIAYgBSkAGDcDGCAGIAUpABA3AxAgBiAFKQAINwMIIAYgBSkAADcDACAGIAMpAAA3A2AgBiAEPABoIAYgBEI4iDwAbyAGIARCMIg8AG4gBiAEQiiIPABtIAYgBEIgiDwAbCAGIARCGIg8AGsgBiAEQhCIPABqIAYgBEIIiDwAaQJAIAJCwABaBEADQEEAIQUgBkEgaiAGQeAAaiAGQQAQVBoDQCAAIAVqIAZBIGoiByAFai0AACABIAVqLQAAczoAACAAIAVBAXIiA2ogAyAHai0AACABIANqLQAAczoAACAFQQJqIgVBwABHDQALIAYgBi0AaEEBaiIDOgBoIAYgBi0AaSADQQh2aiIDOgBpIAYgBi0AaiADQQh2aiIDOgBqIAYgBi0AayADQQh2aiIDOgBrIAYgBi0AbCADQQh2aiIDOgBsIAYgBi0AbSADQQh2aiIDOgBtIAYgBi0AbiADQQh2aiIDOgBuIAYgBi0AbyADQQh2ajoAbyABQUBrIQEgAEFAayEAIAJCQHwiAkI/Vg0ACyACUA0BC0EAIQUgBkEgaiAGQeAAaiAGQQAQVBogAkIBUgRAIAKnIgNBAXEgA0E+cSEJQQAhAwNAIAAgBWogBkEgaiIKIAVqLQAAIAEgBWotAABzOgAAIAAgBUEBciIHaiAHIApqLQAAIAEgB2otAABzOgAAIAVBAmohBSADQQJqIgMgCUcNAAtFDQELIAAgBWogBkEgaiAFai0AACABIAVqLQAAczoAAAsgBkEgakHAABAHIAZBIBAHCyAGQfAAaiQAQQALhAQCB38BfiMAQfAAayIEJAAgAUIAUgRAIAQgAykAGDcDGCAEIAMpABA3AxAgBCADKQAINwMIIAQgAykAADcDACACKQAAIQsgBEIANwNoIAQgCzcDYAJAIAFCwABaBEADQCAAIARB4ABqIARBABBUGiAEIAQtAGhBAWoiAjoAaCAEIAQtAGkgAkEIdmoiAjoAaSAEIAQtAGogAkEIdmoiAjoAaiAEIAQtAGsgAkEIdmoiAjoAayAEIAQtAGwgAkEIdmoiAjoAbCAEIAQtAG0gAkEIdmoiAjoAbSAEIAQtAG4gAkEIdmoiAjoAbiAEIAQtAG8gAkEIdmo6AG8gAEFAayEAIAFCQHwiAUI/Vg0ACyABUA0BC0EAIQIgBEEgaiAEQeAAaiAEQQAQVBogAaciBkEDcSEHQQAhAyABQgRaBEAgBkE8cSEIQQAhBgNAIAAgA2ogBEEgaiIJIgUgA2otAAA6AAAgACADQQFyIgpqIAUgCmotAAA6AAAgACADQQJyIgVqIAUgCWotAAA6AAAgACADQQNyIgVqIARBIGogBWotAAA6AAAgA0EEaiEDIAZBBGoiBiAIRw0ACyAHRQ0BCwNAIAAgA2ogBEEgaiADai0AADoAACADQQFqIQMgAkEBaiICIAdHDQALCyAEQSBqQcAAEAcgBEEgEAcLIARB8ABqJABBAAuGBgEUfyMAQbACayICJAAgACABLQAAOgAAIAAgAS0AAToAASAAIAEtAAI6AAIgACABLQADOgADIAAgAS0ABDoABCAAIAEtAAU6AAUgACABLQAGOgAGIAAgAS0ABzoAByAAIAEtAAg6AAggACABLQAJOgAJIAAgAS0ACjoACiAAIAEtAAs6AAsgACABLQAMOgAMIAAgAS0ADToADSAAIAEtAA46AA4gACABLQAPOgAPIAAgAS0AEDoAECAAIAEtABE6ABEgACABLQASOgASIAAgAS0AEzoAEyAAIAEtABQ6ABQgACABLQAVOgAVIAAgAS0AFjoAFiAAIAEtABc6ABcgACABLQAYOgAYIAAgAS0AGToAGSAAIAEtABo6ABogACABLQAbOgAbIAAgAS0AHDoAHCAAIAEtAB06AB0gACABLQAeOgAeIAEtAB8hASAAIAAtAABB+AFxOgAAIAAgAUE/cUHAAHI6AB8gAkEwaiAAEDAgAigCgAEhASACKAJYIQMgAigChAEhBCACKAJcIQUgAigCiAEhBiACKAJgIQcgAigCjAEhCCACKAJkIQkgAigCkAEhCiACKAJoIQsgAigClAEhDCACKAJsIQ0gAigCmAEhDiACKAJwIQ8gAigCnAEhECACKAJ0IREgAigCoAEhEiACKAJ4IRMgAiACKAJ8IhQgAigCpAEiFWo2AqQCIAIgEiATajYCoAIgAiAQIBFqNgKcAiACIA4gD2o2ApgCIAIgDCANajYClAIgAiAKIAtqNgKQAiACIAggCWo2AowCIAIgBiAHajYCiAIgAiAEIAVqNgKEAiACIAEgA2o2AoACIAIgFSAUazYC9AEgAiASIBNrNgLwASACIBAgEWs2AuwBIAIgDiAPazYC6AEgAiAMIA1rNgLkASACIAogC2s2AuABIAIgCCAJazYC3AEgAiAGIAdrNgLYASACIAQgBWs2AtQBIAIgASADazYC0AEgAkHQAWoiASABEEUgAiACQYACaiABEAUgACACEA8gAkGwAmokAEEAC/QbAj1/DX4jAEHwAmsiAyQAA0AgAiAWai0AACIEIBZB0IoCaiIFLQAAcyAMciEMIAQgBS0AwAFzIAZyIQYgBCAFLQCgAXMgCnIhCiAEIAUtAIABcyAHciEHIAQgBS0AYHMgCHIhCCAEIAVBQGstAABzIAlyIQkgBCAFLQAgcyALciELIBZBAWoiFkEfRw0AC0F/IQUgAi0AH0H/AHEiBCALckH/AXFBAWsgBCAMckH/AXFBAWtyIAQgCXJB/wFxQQFrciAEQdcAcyAIckH/AXFBAWtyIARB/wBzIgQgB3JB/wFxQQFrciAEIApyQf8BcUEBa3IgBCAGckH/AXFBAWtyQYACcUUEQCADIAEpAAAiQDcD0AIgAyABKQAYNwPoAiADIAEpABA3A+ACIAMgASkACDcD2AIgAyBAp0H4AXE6ANACIAMgAy0A7wJBP3FBwAByOgDvAiADQaACaiACEDUgA0IANwL0ASADQQE2AvABIANCADcC/AEgA0IANwKEAiADQgA3AowCIANBADYClAIgA0IANwPAASADQgA3A8gBIANCADcD0AEgA0IANwPYASADQgA3A+ABIAMgAykDoAI3A5ABIAMgAykDqAI3A5gBIAMgAykDsAI3A6ABIAMgAykDuAI3A6gBIAMgAykDwAI3A7ABIANCADcCZCADQQE2AmAgA0IANwJsIANCADcCdCADQgA3AnwgA0EANgKEAUH+ASECQQAhFgNAIAMoApABIQQgAygC8AEhBSADKAJgIQwgAygCwAEhBiADKAKUASEKIAMoAvQBIQcgAygCZCEIIAMoAsQBIQkgAygCmAEhCyADKAL4ASENIAMoAmghFyADKALIASEOIAMoApwBIQ8gAygC/AEhECADKAJsIRQgAygCzAEhESADKAKgASESIAMoAoACIRMgAygCcCEVIAMoAtABIRggAygCpAEhGiADKAKEAiEZIAMoAnQhGyADKALUASEcIAMoAqgBIR0gAygCiAIhHiADKAJ4ITIgAygC2AEhHyADKAKsASEgIAMoAowCISEgAygCfCEiIAMoAtwBISMgAygCsAEhJCADKAKQAiElIAMoAoABISYgAygC4AEhJyADQQAgFiADQdACaiIzIAIiAUEDdmotAAAgAkEHcXZBAXEiFnNrIgIgAygCtAEiKCADKAKUAiIpc3EiKiAocyIoIAMoAoQBIisgAygC5AEiLHMgAnEiLSArcyIrazYCVCADICQgJCAlcyACcSIucyIkICYgJiAncyACcSIvcyImazYCUCADICAgICAhcyACcSIwcyIgICIgIiAjcyACcSIxcyIiazYCTCADICkgKnMiKSAsIC1zIiprNgIkIAMgJSAucyIlICcgL3MiJ2s2AiAgAyAhIDBzIiEgIyAxcyIjazYCHCADIB4gHSAecyACcSIscyIeIB8gHyAycyACcSItcyIfazYCGCADIBkgGSAacyACcSIucyIZIBwgGyAccyACcSIvcyIcazYCFCADIBMgEiATcyACcSIwcyITIBggFSAYcyACcSIxcyIYazYCECADIBAgDyAQcyACcSI0cyIQIBEgESAUcyACcSI1cyIRazYCDCADIA0gCyANcyACcSI2cyINIA4gDiAXcyACcSI3cyIOazYCCCADIAcgByAKcyACcSI4cyI5IAkgCCAJcyACcSI6cyI7azYCBCADIAUgBCAFcyACcSI8cyI9IAYgBiAMcyACcSI+cyI/azYCACADIC0gMnMiAjYCeCADIB0gLHMiHSACazYCSCADIBsgL3MiBTYCdCADIBogLnMiGiAFazYCRCADIBUgMXMiBjYCcCADIBIgMHMiEiAGazYCQCADIBQgNXMiBzYCbCADIA8gNHMiDyAHazYCPCADIBcgN3MiCTYCaCADIAsgNnMiCyAJazYCOCADIAggOnMiCDYCZCADIAogOHMiCiAIazYCNCADIAwgPnMiDDYCYCADIAQgPHMiBCAMazYCMCADICkgKmo2ApQCIAMgJSAnajYCkAIgAyAhICNqNgKMAiADIB4gH2o2AogCIAMgGSAcajYChAIgAyATIBhqNgKAAiADIBAgEWo2AvwBIAMgDSAOajYC+AEgAyA5IDtqNgL0ASADID0gP2o2AvABIAMgKCArajYC5AEgAyAkICZqNgLgASADICAgImo2AtwBIAMgAiAdajYC2AEgAyAFIBpqNgLUASADIAYgEmo2AtABIAMgCSALajYCyAEgAyAIIApqNgLEASADIAQgDGo2AsABIAMgByAPajYCzAEgA0HgAGoiGiADQTBqIgwgA0HwAWoiBRAFIANBwAFqIgQgBCADEAUgDCADEAQgAyAFEAQgAygCwAEhAiADKAJgIQYgAygCxAEhCiADKAJkIQcgAygCyAEhCCADKAJoIQkgAygCzAEhCyADKAJsIQ0gAygC0AEhFyADKAJwIQ4gAygC1AEhDyADKAJ0IRAgAygC2AEhFCADKAJ4IREgAygC3AEhEiADKAJ8IRMgAygC4AEhFSADKAKAASEYIAMgAygC5AEiGSADKAKEASIbajYCtAEgAyAVIBhqNgKwASADIBIgE2o2AqwBIAMgESAUajYCqAEgAyAPIBBqNgKkASADIA4gF2o2AqABIAMgCyANajYCnAEgAyAIIAlqNgKYASADIAcgCmo2ApQBIAMgAiAGajYCkAEgAyAbIBlrNgLkASADIBggFWs2AuABIAMgEyASazYC3AEgAyARIBRrNgLYASADIBAgD2s2AtQBIAMgDiAXazYC0AEgAyANIAtrNgLMASADIAkgCGs2AsgBIAMgByAKazYCxAEgAyAGIAJrNgLAASAFIAMgDBAFIAMoAkghAiADKAIYIQ4gAygCRCEGIAMoAhQhDyADKAJAIQogAygCECEQIAMoAjwhByADKAIMIRQgAygCOCEIIAMoAgghESADKAI0IQkgAygCBCESIAMoAlQhCyADKAIkIRMgAygCMCENIAMoAgAhFSADKAJMIRcgAygCHCEYIAMgAygCICADKAJQIhlrIhs2AiAgAyAYIBdrIhg2AhwgAyAVIA1rIhU2AgAgAyATIAtrIhM2AiQgAyASIAlrIhI2AgQgAyARIAhrIhE2AgggAyAUIAdrIhQ2AgwgAyAQIAprIhA2AhAgAyAPIAZrIg82AhQgAyAOIAJrIg42AhggBCAEEAQgA0GQAWoiHCAcEAQgAyAZIBusQsK2B34gGKxCwrYHfiJAQoCAgAh8IkJCGYd8IkEgQUKAgIAQfCJBQoCAgOAPg32najYCUCADIAIgDqxCwrYHfiAPrELCtgd+IkZCgICACHwiR0IZh3wiQyBDQoCAgBB8IkNCgICA4A+DfadqNgJIIAMgCiAQrELCtgd+IBSsQsK2B34iSEKAgIAIfCJJQhmHfCJEIERCgICAEHwiREKAgIDgD4N9p2o2AkAgAyAIIBGsQsK2B34gEqxCwrYHfiJKQoCAgAh8IktCGYd8IkUgRUKAgIAQfCJFQoCAgOAPg32najYCOCADIAsgE6xCwrYHfiJMIEFCGoh8IExCgICACHwiQUKAgIDwD4N9p2o2AlQgAyAXIENCGoggQHwgQkKAgIDwD4N9p2o2AkwgAyAGIERCGoggRnwgR0KAgIDwD4N9p2o2AkQgAyAHIEVCGoggSHwgSUKAgIDwD4N9p2o2AjwgAyAJIEogS0KAgIDwD4N9IEFCGYdCE34gFaxCwrYHfnwiQEKAgIAQfCJCQhqIfKdqNgI0IAMgDSBAIEJCgICA4A+DfadqNgIwIAFBAWshAiAaIANBoAJqIAQQBSAEIAMgDBAFIAENAAsgAygCkAEhFyADKALwASECIAMoApQBIQ4gAygC9AEhDCADKAKYASEPIAMoAvgBIQYgAygCnAEhECADKAL8ASEKIAMoAqABIRQgAygCgAIhByADKAKkASERIAMoAoQCIQggAygCqAEhEiADKAKIAiEJIAMoAqwBIRMgAygCjAIhCyADKAKwASEVIAMoApACIQ0gA0EAIBZrIgEgAygClAIiFiADKAK0AXNxIBZzNgKUAiADIA0gDSAVcyABcXM2ApACIAMgCyALIBNzIAFxczYCjAIgAyAJIAkgEnMgAXFzNgKIAiADIAggCCARcyABcXM2AoQCIAMgByAHIBRzIAFxczYCgAIgAyAKIAogEHMgAXFzNgL8ASADIAYgBiAPcyABcXM2AvgBIAMgDCAMIA5zIAFxczYC9AEgAyACIAIgF3MgAXFzNgLwASADKALAASECIAMoAmAhDSADKALEASEWIAMoAmQhFyADKALIASEMIAMoAmghDiADKALMASEGIAMoAmwhDyADKALQASEKIAMoAnAhECADKALUASEHIAMoAnQhFCADKALYASEIIAMoAnghESADKALcASEJIAMoAnwhEiADKALgASELIAMoAoABIRMgAyADKALkASIVIAMoAoQBcyABcSAVczYC5AEgAyALIAsgE3MgAXFzNgLgASADIAkgCSAScyABcXM2AtwBIAMgCCAIIBFzIAFxczYC2AEgAyAHIAcgFHMgAXFzNgLUASADIAogCiAQcyABcXM2AtABIAMgBiAGIA9zIAFxczYCzAEgAyAMIAwgDnMgAXFzNgLIASADIBYgFiAXcyABcXM2AsQBIAMgAiACIA1zIAFxczYCwAEgBCAEEEUgBSAFIAQQBSAAIAUQDyAzQSAQB0EAIQULIANB8AJqJAAgBQs4AQF/IwBBIGsiBiQAIAYgBCAFQQAQHxogACABIAKtIAOtQiCGhCAEQRBqQgAgBhBJIAZBIGokAAtAAQF/IwBBIGsiCCQAIAggBCAHQQAQHxogACABIAKtIAOtQiCGhCAEQRBqIAWtIAatQiCGhCAIEEkgCEEgaiQACzQBAX8jAEEgayIFJAAgBSADIARBABAfGiAAIAGtIAKtQiCGhCADQRBqIAUQXyAFQSBqJAALtgQCA38CfiMAQfAAayIGJAAgAq0gA61CIIaEIglCAFIEQCAGIAUpABg3AxggBiAFKQAQNwMQIAYgBSkACDcDCCAGIAUpAAA3AwAgBCkAACEKIAZCADcDaCAGIAo3A2ACQCAJQsAAWgRAA0BBACECIAZBIGogBkHgAGogBkEAEFIaA0AgACACaiAGQSBqIgQgAmotAAAgASACai0AAHM6AAAgACACQQFyIgNqIAMgBGotAAAgASADai0AAHM6AAAgAkECaiICQcAARw0ACyAGIAYtAGhBAWoiAjoAaCAGIAYtAGkgAkEIdmoiAjoAaSAGIAYtAGogAkEIdmoiAjoAaiAGIAYtAGsgAkEIdmoiAjoAayAGIAYtAGwgAkEIdmoiAjoAbCAGIAYtAG0gAkEIdmoiAjoAbSAGIAYtAG4gAkEIdmoiAjoAbiAGIAYtAG8gAkEIdmo6AG8gAUFAayEBIABBQGshACAJQkB8IglCP1YNAAsgCVANAQtBACECIAZBIGogBkHgAGogBkEAEFIaIAlCAVIEQCAJpyIDQQFxIANBPnEhB0EAIQMDQCAAIAJqIAZBIGoiCCACai0AACABIAJqLQAAczoAACAAIAJBAXIiBGogBCAIai0AACABIARqLQAAczoAACACQQJqIQIgA0ECaiIDIAdHDQALRQ0BCyAAIAJqIAZBIGogAmotAAAgASACai0AAHM6AAALIAZBIGpBwAAQByAGQSAQBwsgBkHwAGokAEEAC4sEAgV/An4jAEHwAGsiBSQAIAGtIAKtQiCGhCIKQgBSBEAgBSAEKQAYNwMYIAUgBCkAEDcDECAFIAQpAAg3AwggBSAEKQAANwMAIAMpAAAhCyAFQgA3A2ggBSALNwNgAkAgCkLAAFoEQANAIAAgBUHgAGogBUEAEFIaIAUgBS0AaEEBaiIBOgBoIAUgBS0AaSABQQh2aiIBOgBpIAUgBS0AaiABQQh2aiIBOgBqIAUgBS0AayABQQh2aiIBOgBrIAUgBS0AbCABQQh2aiIBOgBsIAUgBS0AbSABQQh2aiIBOgBtIAUgBS0AbiABQQh2aiIBOgBuIAUgBS0AbyABQQh2ajoAbyAAQUBrIQAgCkJAfCIKQj9WDQALIApQDQELQQAhAiAFQSBqIAVB4ABqIAVBABBSGiAKpyIEQQNxIQNBACEBIApCBFoEQCAEQTxxIQhBACEEA0AgACABaiAFQSBqIgkiBiABai0AADoAACAAIAFBAXIiB2ogBiAHai0AADoAACAAIAFBAnIiB2ogBiAHai0AADoAACAAIAFBA3IiBmogBiAJai0AADoAACABQQRqIQEgBEEEaiIEIAhHDQALIANFDQELA0AgACABaiAFQSBqIAFqLQAAOgAAIAFBAWohASACQQFqIgIgA0cNAAsLIAVBIGpBwAAQByAFQSAQBwsgBUHwAGokAEEAC7YEAgN/An4jAEHwAGsiBiQAIAKtIAOtQiCGhCIJQgBSBEAgBiAFKQAYNwMYIAYgBSkAEDcDECAGIAUpAAg3AwggBiAFKQAANwMAIAQpAAAhCiAGQgA3A2ggBiAKNwNgAkAgCULAAFoEQANAQQAhAiAGQSBqIAZB4ABqIAZBABBTGgNAIAAgAmogBkEgaiIEIAJqLQAAIAEgAmotAABzOgAAIAAgAkEBciIDaiADIARqLQAAIAEgA2otAABzOgAAIAJBAmoiAkHAAEcNAAsgBiAGLQBoQQFqIgI6AGggBiAGLQBpIAJBCHZqIgI6AGkgBiAGLQBqIAJBCHZqIgI6AGogBiAGLQBrIAJBCHZqIgI6AGsgBiAGLQBsIAJBCHZqIgI6AGwgBiAGLQBtIAJBCHZqIgI6AG0gBiAGLQBuIAJBCHZqIgI6AG4gBiAGLQBvIAJBCHZqOgBvIAFBQGshASAAQUBrIQAgCUJAfCIJQj9WDQALIAlQDQELQQAhAiAGQSBqIAZB4ABqIAZBABBTGiAJQgFSBEAgCaciA0EBcSADQT5xIQdBACEDA0AgACACaiAGQSBqIgggAmotAAAgASACai0AAHM6AAAgACACQQFyIgRqIAQgCGotAAAgASAEai0AAHM6AAAgAkECaiECIANBAmoiAyAHRw0AC0UNAQsgACACaiAGQSBqIAJqLQAAIAEgAmotAABzOgAACyAGQSBqQcAAEAcgBkEgEAcLIAZB8ABqJABBAAuLBAIFfwJ+IwBB8ABrIgUkACABrSACrUIghoQiCkIAUgRAIAUgBCkAGDcDGCAFIAQpABA3AxAgBSAEKQAINwMIIAUgBCkAADcDACADKQAAIQsgBUIANwNoIAUgCzcDYAJAIApCwABaBEADQCAAIAVB4ABqIAVBABBTGiAFIAUtAGhBAWoiAToAaCAFIAUtAGkgAUEIdmoiAToAaSAFIAUtAGogAUEIdmoiAToAaiAFIAUtAGsgAUEIdmoiAToAayAFIAUtAGwgAUEIdmoiAToAbCAFIAUtAG0gAUEIdmoiAToAbSAFIAUtAG4gAUEIdmoiAToAbiAFIAUtAG8gAUEIdmo6AG8gAEFAayEAIApCQHwiCkI/Vg0ACyAKUA0BC0EAIQIgBUEgaiAFQeAAaiAFQQAQUxogCqciBEEDcSEDQQAhASAKQgRaBEAgBEE8cSEIQQAhBANAIAAgAWogBUEgaiIJIgYgAWotAAA6AAAgACABQQFyIgdqIAYgB2otAAA6AAAgACABQQJyIgdqIAYgB2otAAA6AAAgACABQQNyIgZqIAYgCWotAAA6AAAgAUEEaiEBIARBBGoiBCAIRw0ACyADRQ0BCwNAIAAgAWogBUEgaiABai0AADoAACABQQFqIQEgAkEBaiICIANHDQALCyAFQSBqQcAAEAcgBUEgEAcLIAVB8ABqJABBAAvQAgIDfwJ+IwBBoAhrIgYkACABQgA3AwBBfyEIAkAgA60gBK1CIIaEIglCwABUDQAgCUJAfCIKQr////8PVg0AIAIgCadqQQFrLQAAQR9LDQAgBRBDDQAgBkHIAmoiAyAFEGINACACEEMNACAGQagBaiIEIAIQYg0AIAZBgAZqIgUgAxAOIAZB4AdqIgMgAiAJQiB9EEAaIAMQJiAGQQhqIgcgAyAEEIYBIAZB4ARqIgMgByAFEBIgBkHoA2oiBSADIANB+ABqIgcQBSAFQShqIANBKGogA0HQAGoiAxAFIAVB0ABqIAMgBxAFIAZBwAdqIgMgBRAiIAYgBi0A3wdBgAFzOgDfByAEIAJBIGoiBSAKpyICahAwIAZBoAdqIgcgBBAiIAMgBxBGDQAgASAKNwMAIAIEQCAAIAUgAvwKAAALQQAhCAsgBkGgCGokACAIC7kCAgN/AX4jAEHQBWsiBiQAIAZBgARqIgcQMhogByAFQSBqQiAQExogByACIAOtIAStQiCGhCIJEBMaIAcgBkHAA2oiAxAeGiAGQaABaiIEIAUQMCAGQeACaiIIIAQQIiADECYgBiADEDAgBkHAAmoiBCAGECIgBxAyGiAHIARCIBATGiAHIAIgCRATGiAHIAZBgANqIgQQHhogBBAmIAggBCADIAUQqQEgBEHAABAHIABBIGohAyAJpyIEBEAgAyACIAT8CgAACyAAIAYpA9gCNwAYIAAgBikD0AI3ABAgACAGKQPIAjcACCAAIAYpA8ACNwAAIAMgBGoiACAGKQP4AjcAGCAAIAYpA/ACNwAQIAAgBikD6AI3AAggACAGKQPgAjcAACABIAlCQH03AwAgBkHQBWokAEEAC4AIAQd+IAQpAAAiBUL1ys2D16zbt/MAhSEHIAVC4eSV89bs2bzsAIUhCSAEKQAIIgVCg9+R85bM3LfkAIUhBiAFQvPK0cunjNmy9ACFIQggASABIAKtIAOtQiCGhCIFpyICaiACQQdxIgNrIAVQGyICIAFHBEADQCAJIAEpAAAiCiAIhSIIfCIJIAYgB3wiByAGQg2JhSIGfCILIAZCEYmFIgZCDYkgBiAIQhCJIAmFIgkgB0IgiXwiB3wiCIUiBkIRiSAGIAlCFYkgB4UiByALQiCJfCIJfCILhSEGIAdCEIkgCYUiB0IViSAHIAhCIIl8IgeFIQggC0IgiSEJIAcgCoUhByABQQhqIgEgAkcNAAsgAiEBCyAFQjiGIQUCQAJAAkACQAJAAkACQAJAIANBAWsOBwYFBAMCAQAHCyABMQAGQjCGIAWEIQULIAExAAVCKIYgBYQhBQsgATEABEIghiAFhCEFCyABMQADQhiGIAWEIQULIAExAAJCEIYgBYQhBQsgATEAAUIIhiAFhCEFCyAFIAExAACEIQULIAAgBSAFIAiFIghCEIkgCCAJfCIJhSIIQhWJIAggBiAHfCIHQiCJfCIIhSIKQhCJIAogCSAHIAZCDYmFIgZ8IgdCIIl8IgmFIgogCCAHIAZCEYmFIgZ8IgdCIIl8IgiFIAZCDYkgB4UiBUIRiSAFIAl8IgWFIgZ8IgcgBkINiYUiBkIRiSAGIApCFYkgCIUiCSAFQiCJQu4BhXwiBXwiBoUiCEINiSAIIAlCEIkgBYUiBSAHQiCJfCIHfCIJhSIIQhGJIAggBUIViSAHhSIFIAZCIIl8IgZ8IgeFIghCDYkgCCAFQhCJIAaFIgUgCUIgiXwiBnwiCYUiCEIRiSAIIAVCFYkgBoUiBSAHQiCJfCIGfCIHhSIIQg2JIAggBUIQiSAGhSIFIAlCIIl8IgZ8IgmFIghCEYkgCCAFQhWJIAaFIgUgB0IgiXwiBnwiB4UiCCAFQhCJIAaFIgYgCUIgiXwiBYUgB0IgiSIHhSAGQhWJIAWFIgaFNwAAIAAgBiAHfCIHIAZCEImFIgYgBSAIQt0BhSIJfCIFQiCJfCIIIAZCFYmFIgZCEIkgBiAJQg2JIAWFIgUgB3wiB0IgiXwiBoUiCUIViSAFQhGJIAeFIgUgCHwiB0IgiSAJfCIJhSIIQhCJIAVCDYkgB4UiBSAGfCIGQiCJIAh8IgeFIghCFYkgBUIRiSAGhSIFIAl8IgZCIIkgCHwiCYUiCEIQiSAFQg2JIAaFIgUgB3wiBkIgiSAIfCIHhUIViSAFQhGJIAaFIgVCDYkgBSAJfIUiBUIRiYUgBSAHfCIFQiCJhSAFhTcACEEACzEBAX4gAq0gA61CIIaEIgZC8P///w9aBEAQDAALIABBEGogACABIAYgBCAFEFgaQQALzAIBAn8gACEFIwBBIGsiBCQAIAGtIAKtQiCGhCADIARBHGogBEEUaiAEQQxqEIsBQQAhAAJAAkACQANAAkAgACAFai0AAEUEQCAAIQEMAQsgBSAAQQFqIgFqLQAARQ0AIAUgAEECaiIBai0AAEUNACAAQQNqIgBB5gBHDQEMAgsLIAFB5QBHDQAgBEEIaiECIARBEGohA0EAIQACQCAFLQAAQSRHDQAgBS0AAUE3Rw0AIAUtAAJBJEcNACAEQYAIIAUtAANBwQAQMSIBQYAIa0EAIAEbNgIYIAFFDQAgAiAFQQRqEGUiAUUNACADIAEQZSEACyAADQFBwMQCQRw2AgBBfyEADAILQcDEAkEcNgIAQX8hAAwBC0EBIQAgBCgCHCAEKAIYRw0AIAQoAgwgBCgCCEcNACAEKAIUIAQoAhBHIQALIARBIGokACAAC9IBAgN/AX4gACEEIAKtIAOtQiCGhCEHQQAhAiMAQYABayIFJAACQAJAA0AgAiAEai0AAEUEQCACIQAMAgsgBCACQQFqIgBqLQAARQ0BIAQgAkECaiIAai0AAEUNASACQQNqIgJB5gBHDQALQX8hAgwBC0F/IQIgAEHlAEcNACAFQQRqIgZCADcCACAGQQA2AgggBUEQaiIDQQBB5gD8CwAgBiABIAenIAQgAxDXASAGEGcaRQ0AIAMgBEHmABA7IQIgA0HmABAHCyAFQYABaiQAIAILsgYCB38CfiABIQsgBK0gBa1CIIaEIQ5BACEEIwBBgAFrIgckACAAIgxBAEHmAPwLAEEWIQoCfwJAIAKtIAOtQiCGhCIPQv////8PVg0AIA4gBiAHQRBqIAdBDGogB0EIahCLASAHQeAAaiIIQSAQFkEcIQogBygCCCEAIAcoAgwhAiAHQSBqIQECQCAHKAIQIgNBP0sNACACrSAArX5C/////wNWDQAgAUGk7gA7AAAgAUEkOgACIAEgAEE/cUGACGotAAA6AAQgASADQYAIai0AADoAAyABIABBGHZBP3FBgAhqLQAAOgAIIAEgAEESdkE/cUGACGotAAA6AAcgASAAQQx2QT9xQYAIai0AADoABiABIABBBnZBP3FBgAhqLQAAOgAFIAFBCWoiAEUNACABQTpqIgkgAEYNACAAIAJBP3FBgAhqLQAAOgAAIAkgAGsiAEEBRg0AIAEgAkEGdkE/cUGACGotAAA6AAogAEECRg0AIAEgAkEMdkE/cUGACGotAAA6AAsgAEEDRg0AIAEgAkESdkE/cUGACGotAAA6AAwgAEEERg0AIAEgAkEYdkE/cUGACGotAAA6AA0gAUEOaiICRQ0AIAkgAmshBkEAIQADQAJAIAIhAyAAQSBPDQAgACAIai0AACECAn8gAEEBaiIFQSBPIg0EQCAFIQBBAAwBCyAFIAhqLQAAQQh0IAJyIQIgAEECaiIFQSBPBEAgBSEAQQAMAQsgAEEDaiEAIAUgCGotAABBEHQgAnIhAkEBCyEFIAZFDQIgAyACQT9xQYAIai0AADoAACAGQQFGDQIgAyACQQZ2QT9xQYAIai0AADoAASADIAZqAn8gA0ECaiANDQAaIAZBAkYNAyADIAJBDHZBP3FBgAhqLQAAOgACIANBA2ogBUUNABogBkEDRg0DIAMgAkESdkGACGotAAA6AAMgA0EEagsiAmshBiACDQEMAgsLIAMgCU8NACADQQA6AAAgASEECyAERQ0AIAdBFGoiAEIANwIAIABBADYCCCAAIAsgD6cgASAMENcBIAAQZxpFDQBBAAwBC0HAxAIgCjYCAEF/CyAHQYABaiQAC8gBAQN+IAStIAWtQiCGhCEKIAetIAitQiCGhCEMIwBBEGsiBCQAIAGtIAKtQiCGhCILpyIBBEAgAEEAIAH8CwALAn8gCiALhEKAgICAEFoEQEHAxAJBFjYCAEF/DAELIAtCEFoEQCAMIAkgBEEMaiAEQQhqIARBBGoQiwEgACADRgRAQcDEAkEcNgIAQX8MAgsgAyAKpyAGQSBCASAENQIMhiAEKAIEIAQoAgggACABENYBDAELQcDEAkEcNgIAQX8LIARBEGokAAsfACAAIAEgAiADIAStIAWtQiCGhCAGIAcgCCAJENYBC3gCA38BfiMAIgYgBkHAA2tBQHEiBiQAQX8hByACrSADrUIghoQiCUIwWgRAIAZBQGsiAkEAQQBBGBAuGiACIAFCIBANGiACIARCIBANGiACIAZBIGoiAkEYECsaIAAgAUEgaiAJQiB9IAIgASAFEOgBIQcLJAAgBwvJAQIDfwF+An8jACIFIQYgBUGABGtBQHEiBSQAIAKtIAOtQiCGhCIIQvD///8PVARAQX8hAiAFQUBrIgcgBUEgaiIDEExFBEAgBUGAAWoiAkEAQQBBGBAuGiACIAdCIBANGiACIARCIBANGiACIAVB4ABqIgJBGBArGiAAQSBqIAEgCCACIAQgAxDpASECIAAgBSkDWDcAGCAAIAUpA1A3ABAgACAFKQNINwAIIAAgBSkDQDcAACADQSAQBwsgBiQAIAIMAQsQDAALCxkAIAAgASACrSADrUIghoQgBCAFIAYQ6AELZwEBfiADrSAErUIghoQhCCMAQUBqIgMkAAJAIANBIGogByAGECAEQEF/IQAMAQsgA0HgvAIgA0EgaiIEQQAQHxogBEEgEAcgACABIAIgCCAFIAMQbCEAIANBIBAHCyADQUBrJAAgAAsZACAAIAEgAq0gA61CIIaEIAQgBSAGEOkBCy4BAX4gAq0gA61CIIaEIgZC8P///w9aBEAQDAALIABBEGogACABIAYgBCAFEFgLZwEBfiADrSAErUIghoQhCCMAQUBqIgMkAAJAIANBIGogByAGECAEQEF/IQAMAQsgA0HgvAIgA0EgaiIEQQAQHxogBEEgEAcgACABIAIgCCAFIAMQWCEAIANBIBAHCyADQUBrJAAgAAtKAQF+AkAgAa0gAq1CIIaEIgNCgICAgBBUBEAQOiADQgBSBEAgACADp0HcyAIoAgAoAhARBgALDAELQcgKQa4JQdYBQcQIEAAACwubAQEDfyACrSADrUIghoSnIQMgAC0A5AEEfyAAECUgAEEANgLgASAAQQA6AOQBQX8FQQALIAMEQCAAKALgASECA0AgAkGIAUYEQCAAECUgAEEANgLgAUEAIQILIAAgASAEaiACQYgBIAJrIgIgAyAEayIFIAIgBUkbIgUQGCAAIAAoAuABIAVqIgI2AuABIAQgBWoiBCADSQ0ACwsLqAEBA38jAEHwAWsiBSQAIAVBAEHIAfwLACAFQYA+OwHkASAFQQA2AuABIAOtIAStQiCGhKciAwRAA0AgBkGIAUYEQCAFECUgBUEANgLgAUEAIQYLIAUgAiAHaiAGQYgBIAZrIgQgAyAHayIGIAQgBkkbIgQQGCAFIAUoAuABIARqIgY2AuABIAQgB2oiByADSQ0ACwsgBSAAIAEQ5wEaIAVB8AFqJABBAAubAQEDfyACrSADrUIghoSnIQMgAC0A5AEEfyAAECUgAEEANgLgASAAQQA6AOQBQX8FQQALIAMEQCAAKALgASECA0AgAkGoAUYEQCAAECUgAEEANgLgAUEAIQILIAAgASAEaiACQagBIAJrIgIgAyAEayIFIAIgBUkbIgUQGCAAIAAoAuABIAVqIgI2AuABIAQgBWoiBCADSQ0ACwsLqAEBA38jAEHwAWsiBSQAIAVBAEHIAfwLACAFQYA+OwHkASAFQQA2AuABIAOtIAStQiCGhKciAwRAA0AgBkGoAUYEQCAFECUgBUEANgLgAUEAIQYLIAUgAiAHaiAGQagBIAZrIgQgAyAHayIGIAQgBkkbIgQQGCAFIAUoAuABIARqIgY2AuABIAQgB2oiByADSQ0ACwsgBSAAIAEQzwEaIAVB8AFqJABBAAsSACAAIAEgAq0gA61CIIaEEHELFAAgACABIAIgA60gBK1CIIaEEHQLEgAgACABIAKtIAOtQiCGhBBvC6cBAQN/IwBB8AFrIgUkACAFQQBByAH8CwAgBUGAPjsB5AEgBUEANgLgASADrSAErUIghoSnIgMEQANAIAZBqAFGBEAgBRAaIAVBADYC4AFBACEGCyAFIAIgB2ogBkGoASAGayIEIAMgB2siBiAEIAZJGyIEEBggBSAFKALgASAEaiIGNgLgASAEIAdqIgcgA0kNAAsLIAUgACABED0aIAVB8AFqJABBAAtOAQF/IwBBIGsiCCQAIAggBCAHQQAQNhogACABIAKtIAOtQiCGhCAEQRBqIAWtIAatQiCGhCAIQcS9AigCABEOACAIQSAQByAIQSBqJAALIAAgACABIAKtIAOtQiCGhCAEQgAgBUHEvQIoAgARDgALKAAgACABIAKtIAOtQiCGhCAEIAWtIAatQiCGhCAHQcS9AigCABEOAAscACAAIAGtIAKtQiCGhCADIARBwL0CKAIAERAACxYAIAAgASACrSADrUIghoQgBCAFEHwLGAAgACABIAKtIAOtQiCGhCAEIAUgBhBICxQAIAAgAa0gAq1CIIaEIAMgBBBBCxYAIAAgASACrSADrUIghoQgBCAFEH0LIAAgACABIAKtIAOtQiCGhCAEIAWtIAatQiCGhCAHEEkLFAAgACABrSACrUIghoQgAyAEEF8LqgYCA34BfwJ/IAWtIAatQiCGhCEKIAitIAmtQiCGhCEMIwBBkANrIgUkACACBEAgAkIANwMACyADBEAgA0H/AToAAAtBfyENAkACQCAKQhFUDQAgCkIRfSILQu////8PWg0BIAVBIGoiCELAACAAQSBqIgkgABBBGiAFQeAAaiIGIAhBrL0CKAIAEQAAGiAIQcAAEAcgBiAHIAxBsL0CKAIAEQIAGiAGQbC3AkIAIAx9Qg+DQbC9AigCABECABogBUIANwNYIAVCADcDUCAFQgA3A0ggBUIANwNAIAVCADcDOCAFQgA3AzAgBUIANwMoIAVCADcDICAFIAQtAAA6ACAgCCAIQsAAIAlBASAAEEgaIAUtACAhByAFIAQtAAA6ACAgBiAIQsAAQbC9AigCABECABogBiAEQQFqIgQgC0GwvQIoAgARAgAaIAZBsLcCIApCAX1CD4NBsL0CKAIAEQIAGiAFIAw3AxggBiAFQRhqIghCCEGwvQIoAgARAgAaIAUgCkIvfDcDGCAGIAhCCEGwvQIoAgARAgAaIAYgBUG0vQIoAgARAAAaIAZBgAIQByAFIAQgC6dqQRAQOwRAIAVBEBAHDAELIAEgBCALIAlBAiAAEEgaIAAgAC0AJCAFLQAAczoAJCAAIAAtACUgBS0AAXM6ACUgACAALQAmIAUtAAJzOgAmIAAgAC0AJyAFLQADczoAJyAAIAAtACggBS0ABHM6ACggACAALQApIAUtAAVzOgApIAAgAC0AKiAFLQAGczoAKiAAIAAtACsgBS0AB3M6ACsgCRCkAgJAIAdBAnFFBEAgCUEEEBtFDQELIAUgACkAGDcD+AIgBSAAKQAQNwPwAiAFIAApAAg3A+gCIAUgACkAADcD4AIgBSAAKQAkNwOAAyAFQeACaiIBIAFCKCAJIAAQfBogACAFKQP4AjcAGCAAIAUpA/ACNwAQIAAgBSkD6AI3AAggACAFKQPgAjcAACAFKQOAAyEKIABBATYAICAAIAo3ACQLIAIEQCACIAs3AwALQQAhDSADRQ0AIAMgBzoAAAsgBUGQA2okACANDAELEAwACwvbBQECfgJ/IAStIAWtQiCGhCEKIAetIAitQiCGhCELIwBBgANrIgQkACACBEAgAkIANwMACyAKQu////8PVARAIARBEGoiCELAACAAQSBqIgcgABBBGiAEQdAAaiIFIAhBrL0CKAIAEQAAGiAIQcAAEAcgBSAGIAtBsL0CKAIAEQIAGiAFQbC3AkIAIAt9Qg+DQbC9AigCABECABogBEIANwMQIARCADcDSCAEQgA3A0AgBEIANwM4IARCADcDMCAEQgA3AyggBEIANwMgIARCADcDGCAEIAk6ABAgCCAIQsAAIAdBASAAEEgaIAUgCELAAEGwvQIoAgARAgAaIAEgBC0AEDoAACABQQFqIgEgAyAKIAdBAiAAEEgaIAUgASAKQbC9AigCABECABogBUGwtwIgCkIPg0GwvQIoAgARAgAaIAQgCzcDCCAFIARBCGoiA0IIQbC9AigCABECABogBCAKQkB9NwMIIAUgA0IIQbC9AigCABECABogBSABIAqnaiIBQbS9AigCABEAABogBUGAAhAHIAAgAC0AJCABLQAAczoAJCAAIAAtACUgAS0AAXM6ACUgACAALQAmIAEtAAJzOgAmIAAgAC0AJyABLQADczoAJyAAIAAtACggAS0ABHM6ACggACAALQApIAEtAAVzOgApIAAgAC0AKiABLQAGczoAKiAAIAAtACsgAS0AB3M6ACsgBxCkAgJAIAlBAnFFBEAgB0EEEBtFDQELIAQgACkAGDcD6AIgBCAAKQAQNwPgAiAEIAApAAg3A9gCIAQgACkAADcD0AIgBCAAKQAkNwPwAiAEQdACaiIBIAFCKCAHIAAQfBogACAEKQPoAjcAGCAAIAQpA+ACNwAQIAAgBCkD2AI3AAggACAEKQPQAjcAACAEKQPwAiELIAdBATYAACAAIAs3ACQLIAIEQCACIApCEXw3AwALIARBgANqJABBAAwBCxAMAAsLMQEBfiACrSADrUIghoQiBkLw////D1oEQBAMAAsgAEEQaiAAIAEgBiAEIAUQVxpBAAtQAQF+An8gAa0gAq1CIIaEIQQgAEGiDEEKEE5FBEAgACAEIANBAhBoDAELIABBmAxBCRBORQRAIAAgBCADQQEQaAwBC0HAxAJBHDYCAEF/CwtOAQF+An8gAq0gA61CIIaEIQQgAEGiDEEKEE5FBEAgACABIAQQ6gEMAQsgAEGYDEEJEE5FBEAgACABIAQQ8AEMAQtBwMQCQRw2AgBBfwsLUQECfgJ/IAKtIAOtQiCGhCEIIAStIAWtQiCGhCEJAkACQAJAIAdBAWsOAgIAAQsgACABIAggCSAGEOsBDAILEAwACyAAIAEgCCAJIAYQ8QELC3MBA34CfyABrSACrUIghoQhCyAErSAFrUIghoQhDCAHrSAIrUIghoQhDQJAAkACQCAKQQFrDgIAAQILIAAgCyADIAwgBiANIAlBARDyAQwCCyAAIAsgAyAMIAYgDSAJQQIQ7AEMAQtBwMQCQRw2AgBBfwsLEwAgACABIAKtIAOtQiCGhBDqAQstACAAIAGtIAKtQiCGhCADIAStIAWtQiCGhCAGIAetIAitQiCGhCAJIAoQ7AELFAAgACABrSACrUIghoQgA0ECEGgLFAAgACABrSACrUIghoQgA0EBEGgLEwAgACABIAKtIAOtQiCGhBDwAQsfACAAIAEgAq0gA61CIIaEIAStIAWtQiCGhCAGEPEBCy0AIAAgAa0gAq1CIIaEIAMgBK0gBa1CIIaEIAYgB60gCK1CIIaEIAkgChDyAQsSACAAIAEgAq0gA61CIIaEEHALEwAgACABIAKtIAOtQiCGhBCeAQtsAQJ/IwBB8ABrIgQkACAEQgA3AyggBEHAtwIpAwA3AwggBEHItwIpAwA3AxAgBEHQtwIpAwA3AxggBEHYtwIpAwA3AyAgBEEIaiIFIAEgAq0gA61CIIaEEC0aIAUgABA4GiAEQfAAaiQAQQALEgAgACABIAKtIAOtQiCGhBAtCx0AIAAgASACIAOtIAStQiCGhCAFIAYgByAIEIsCC3gCA38BfiMAIgYgBkHAA2tBQHEiBiQAQX8hByACrSADrUIghoQiCUIwWgRAIAZBQGsiAkEAQQBBGBAuGiACIAFCIBANGiACIARCIBANGiACIAZBIGoiAkEYECsaIAAgAUEgaiAJQiB9IAIgASAFENABIQcLJAAgBwvJAQIDfwF+An8jACIFIQYgBUGABGtBQHEiBSQAIAKtIAOtQiCGhCIIQvD///8PVARAQX8hAiAFQUBrIgcgBUEgaiIDEExFBEAgBUGAAWoiAkEAQQBBGBAuGiACIAdCIBANGiACIARCIBANGiACIAVB4ABqIgJBGBArGiAAQSBqIAEgCCACIAQgAxDRASECIAAgBSkDWDcAGCAAIAUpA1A3ABAgACAFKQNINwAIIAAgBSkDQDcAACADQSAQBwsgBiQAIAIMAQsQDAALCxkAIAAgASACrSADrUIghoQgBCAFIAYQ0AELSAEBfiADrSAErUIghoQhCCMAQSBrIgMkAEF/IQQgAyAGIAcQS0UEQCAAIAEgAiAIIAUgAxBrIQQgA0EgEAcLIANBIGokACAECxkAIAAgASACrSADrUIghoQgBCAFIAYQ0QELLgEBfiACrSADrUIghoQiBkLw////D1oEQBAMAAsgAEEQaiAAIAEgBiAEIAUQVwtIAQF+IAOtIAStQiCGhCEIIwBBIGsiAyQAQX8hBCADIAYgBxBLRQRAIAAgASACIAggBSADEFchBCADQSAQBwsgA0EgaiQAIAQLfQECfyMAQaAEayIFJAAgBUFAayIGIARBIBA5GiAGIAEgAq0gA61CIIaEEBMaIAYgBUHgA2oiARAeGiAFQZACaiICIAFCwAAQExogAiAFEB4aIAFBwAAQByAAIAUQ4wEhASAFIABBwAAQOyAFQaAEaiQAQX8gASAAIAVGG3ILXQEBfyMAQeADayIFJAAgBSAEQSAQORogBSABIAKtIAOtQiCGhBATGiAFIAVBoANqIgEQHhogBUHQAWoiAiABQsAAEBMaIAIgABAeGiABQcAAEAcgBUHgA2okAEEAC3kBAn8jAEGQAmsiBSQAIAVBIGoiBiAEQSAQPhogBiABIAKtIAOtQiCGhBAtGiAGIAVB8AFqIgEQOBogBUGIAWoiAiABQiAQLRogAiAFEDgaIAFBIBAHIAAgBRBGIQEgBSAAQSAQOyAFQZACaiQAQX8gASAAIAVGG3ILWwEBfyMAQfABayIFJAAgBSAEQSAQPhogBSABIAKtIAOtQiCGhBAtGiAFIAVB0AFqIgEQOBogBUHoAGoiAiABQiAQLRogAiAAEDgaIAFBIBAHIAVB8AFqJABBAAsSACAAIAEgAq0gA61CIIaEECwLWwECfiAHrSAIrUIghoQhDEF/IQIgBK0gBa1CIIaEIgtCEFoEQCAAIAMgC0IQfSADIAunakEQayAGIAwgCSAKEM0BIQILIAEEQCABQgAgC0IQfSACGzcDAAsgAgslACAAIAIgA60gBK1CIIaEIAUgBiAHrSAIrUIghoQgCSAKEM0BC1kBAn4CfyAGrSAHrUIghoQhDCADrSAErUIghoQiC0Lw////D1QEQCAAIAAgC6dqQQAgAiALIAUgDCAJIAoQzgEaIAEEQCABIAtCEHw3AwALQQAMAQsQDAALCycAIAAgASACIAMgBK0gBa1CIIaEIAYgB60gCK1CIIaEIAogCxDOAQtbAQJ+IAetIAitQiCGhCEMQX8hAiAErSAFrUIghoQiC0IQWgRAIAAgAyALQhB9IAMgC6dqQRBrIAYgDCAJIAoQ3wEhAgsgAQRAIAFCACALQhB9IAIbNwMACyACCyUAIAAgAiADrSAErUIghoQgBSAGIAetIAitQiCGhCAJIAoQ3wELWwECfiAHrSAIrUIghoQhDEF/IQIgBK0gBa1CIIaEIgtCEFoEQCAAIAMgC0IQfSADIAunakEQayAGIAwgCSAKEOABIQILIAEEQCABQgAgC0IQfSACGzcDAAsgAgslACAAIAIgA60gBK1CIIaEIAUgBiAHrSAIrUIghoQgCSAKEOABC1kBAn4CfyAGrSAHrUIghoQhDCADrSAErUIghoQiC0Lw////D1QEQCAAIAAgC6dqQQAgAiALIAUgDCAJIAoQ4QEaIAEEQCABIAtCEHw3AwALQQAMAQsQDAALCycAIAAgASACIAMgBK0gBa1CIIaEIAYgB60gCK1CIIaEIAogCxDhAQtZAQJ+An8gBq0gB61CIIaEIQwgA60gBK1CIIaEIgtC8P///w9UBEAgACAAIAunakEAIAIgCyAFIAwgCSAKEOIBGiABBEAgASALQhB8NwMAC0EADAELEAwACwsnACAAIAEgAiADIAStIAWtQiCGhCAGIAetIAitQiCGhCAKIAsQ4gELWQECfiAHrSAIrUIghoQhC0F/IQECQCADrSAErUIghoQiDELf////D1YNACALQt////8PVg0AIAAgAiAMpyAFQSAgBiALpyAJIApB1L0CKAIAEQ8AIQELIAELgAEBA34gB60gCK1CIIaEIQxBfyECAkAgBK0gBa1CIIaEIgtCIFQNACALQiB9Ig1C3////w9WDQAgDELf////D1YNACAAIAMgDacgAyALp2pBIGtBICAGIAynIAkgCkHUvQIoAgARDwAhAgsgAQRAIAFCACALQiB9IAIbNwMACyACC2ABAn4gBK0gBa1CIIaEIQwgB60gCK1CIIaEIQ0gAgRAIAJCIDcDAAsgDULg////D1QgDELf////D1hxRQRAEAwACyAAIAFBICADIAynIAYgDacgCiALQdC9AigCABEPAAt2AQJ+An8gBq0gB61CIIaEIQsCQCADrSAErUIghoQiDELg////D1oNACALQuD///8PWg0AIAAgACAMpyIDakEgIAIgAyAFIAunIAkgCkHQvQIoAgARDwAhACABBEAgAUIAIAxCIHwgABs3AwALIAAMAQsQDAALC1kBAn4gB60gCK1CIIaEIQtBfyEBAkAgA60gBK1CIIaEIgxC3////w9WDQAgC0Lf////D1YNACAAIAIgDKcgBUEgIAYgC6cgCSAKQcy9AigCABEPACEBCyABC4ABAQN+IAetIAitQiCGhCEMQX8hAgJAIAStIAWtQiCGhCILQiBUDQAgC0IgfSINQt////8PVg0AIAxC3////w9WDQAgACADIA2nIAMgC6dqQSBrQSAgBiAMpyAJIApBzL0CKAIAEQ8AIQILIAEEQCABQgAgC0IgfSACGzcDAAsgAgtgAQJ+IAStIAWtQiCGhCEMIAetIAitQiCGhCENIAIEQCACQiA3AwALIA1C4P///w9UIAxC3////w9YcUUEQBAMAAsgACABQSAgAyAMpyAGIA2nIAogC0HIvQIoAgARDwALdgECfgJ/IAatIAetQiCGhCELAkAgA60gBK1CIIaEIgxC4P///w9aDQAgC0Lg////D1oNACAAIAAgDKciA2pBICACIAMgBSALpyAJIApByL0CKAIAEQ8AIQAgAQRAIAFCACAMQiB8IAAbNwMACyAADAELEAwACwsFAEHoAAsEAEEaCwUAQYEMCwUAQboKC54GAQV/IwAiBSEJIAVBgARrQUBxIgUkACAAIAEgABsiBgRAQX8hByAFQeAAaiIIIAMgBBAgRQRAIAVBgAFqIgNBAEEAQcAAEC4aIAMgCEIgEA0aIAhBIBAHIAMgBEIgEA0aIAMgAkIgEA0aIAMgBUEgaiICQcAAECsaIANBgAMQByABIAAgARsiACAFLQAgOgAAIAYgBS0AQDoAACAAIAUtACE6AAEgBiAFLQBBOgABIAAgBS0AIjoAAiAGIAUtAEI6AAIgACAFLQAjOgADIAYgBS0AQzoAAyAAIAUtACQ6AAQgBiAFLQBEOgAEIAAgBS0AJToABSAGIAUtAEU6AAUgACAFLQAmOgAGIAYgBS0ARjoABiAAIAUtACc6AAcgBiAFLQBHOgAHIAAgBS0AKDoACCAGIAUtAEg6AAggACAFLQApOgAJIAYgBS0ASToACSAAIAUtACo6AAogBiAFLQBKOgAKIAAgBS0AKzoACyAGIAUtAEs6AAsgACAFLQAsOgAMIAYgBS0ATDoADCAAIAUtAC06AA0gBiAFLQBNOgANIAAgBS0ALjoADiAGIAUtAE46AA4gACAFLQAvOgAPIAYgBS0ATzoADyAAIAUtADA6ABAgBiAFLQBQOgAQIAAgBS0AMToAESAGIAUtAFE6ABEgACAFLQAyOgASIAYgBS0AUjoAEiAAIAUtADM6ABMgBiAFLQBTOgATIAAgBS0ANDoAFCAGIAUtAFQ6ABQgACAFLQA1OgAVIAYgBS0AVToAFSAAIAUtADY6ABYgBiAFLQBWOgAWIAAgBS0ANzoAFyAGIAUtAFc6ABcgACAFLQA4OgAYIAYgBS0AWDoAGCAAIAUtADk6ABkgBiAFLQBZOgAZIAAgBS0AOjoAGiAGIAUtAFo6ABogACAFLQA7OgAbIAYgBS0AWzoAGyAAIAUtADw6ABwgBiAFLQBcOgAcIAAgBS0APToAHSAGIAUtAF06AB0gACAFLQA+OgAeIAYgBS0AXjoAHiAAIAUtAD86AB8gBiAFLQBfOgAfIAJBwAAQB0EAIQcLIAkkACAHDwsQDAALngYBBX8jACIFIQkgBUGABGtBQHEiBSQAIAAgASAAGyIGBEBBfyEHIAVB4ABqIgggAyAEECBFBEAgBUGAAWoiA0EAQQBBwAAQLhogAyAIQiAQDRogCEEgEAcgAyACQiAQDRogAyAEQiAQDRogAyAFQSBqIgJBwAAQKxogA0GAAxAHIAYgBS0AIDoAACABIAAgARsiACAFLQBAOgAAIAYgBS0AIToAASAAIAUtAEE6AAEgBiAFLQAiOgACIAAgBS0AQjoAAiAGIAUtACM6AAMgACAFLQBDOgADIAYgBS0AJDoABCAAIAUtAEQ6AAQgBiAFLQAlOgAFIAAgBS0ARToABSAGIAUtACY6AAYgACAFLQBGOgAGIAYgBS0AJzoAByAAIAUtAEc6AAcgBiAFLQAoOgAIIAAgBS0ASDoACCAGIAUtACk6AAkgACAFLQBJOgAJIAYgBS0AKjoACiAAIAUtAEo6AAogBiAFLQArOgALIAAgBS0ASzoACyAGIAUtACw6AAwgACAFLQBMOgAMIAYgBS0ALToADSAAIAUtAE06AA0gBiAFLQAuOgAOIAAgBS0ATjoADiAGIAUtAC86AA8gACAFLQBPOgAPIAYgBS0AMDoAECAAIAUtAFA6ABAgBiAFLQAxOgARIAAgBS0AUToAESAGIAUtADI6ABIgACAFLQBSOgASIAYgBS0AMzoAEyAAIAUtAFM6ABMgBiAFLQA0OgAUIAAgBS0AVDoAFCAGIAUtADU6ABUgACAFLQBVOgAVIAYgBS0ANjoAFiAAIAUtAFY6ABYgBiAFLQA3OgAXIAAgBS0AVzoAFyAGIAUtADg6ABggACAFLQBYOgAYIAYgBS0AOToAGSAAIAUtAFk6ABkgBiAFLQA6OgAaIAAgBS0AWjoAGiAGIAUtADs6ABsgACAFLQBbOgAbIAYgBS0APDoAHCAAIAUtAFw6ABwgBiAFLQA9OgAdIAAgBS0AXToAHSAGIAUtAD46AB4gACAFLQBeOgAeIAYgBS0APzoAHyAAIAUtAF86AB8gAkHAABAHQQAhBwsgCSQAIAcPCxAMAAsfACABQSAgAkIgQQBBABB6GiAAIAFBvL0CKAIAEQAACwoAIAAgASACECALBQBBqQsLBQBBvAsLCwAgACABIAIQzwELBQBBiAwLBQBB1AsLiAEBAn8jAEGABGsiBCQAIARBIGoiBSADQSAQORogBSABIAIQLxogBSAEQcADaiIBED8aIAQgBCkD2AM3AxggBCAEKQPQAzcDECAEIAQpA8gDNwMIIAQgBCkDwAM3AwAgAUHAABAHIAAgBBBGIQEgBCAAQSAQOyAEQYAEaiQAQX8gASAAIARGG3ILCwAgACABEIwBQQALagEBfyMAQeADayIEJAAgBCADQSAQORogBCABIAIQLxogBCAEQaADaiIBED8aIAAgBCkDuAM3ABggACAEKQOwAzcAECAAIAQpA6gDNwAIIAAgBCkDoAM3AAAgAUHAABAHIARB4ANqJABBAAtMAQF/IwBBQGoiAiQAIAAgAhA/GiABIAIpAxg3ABggASACKQMQNwAQIAEgAikDCDcACCABIAIpAwA3AAAgAkHAABAHIAJBQGskAEEAC/UCAQF/IwBBoAFrIgIkACAAIAEtAAA6AAAgACABLQABOgABIAAgAS0AAjoAAiAAIAEtAAM6AAMgACABLQAEOgAEIAAgAS0ABToABSAAIAEtAAY6AAYgACABLQAHOgAHIAAgAS0ACDoACCAAIAEtAAk6AAkgACABLQAKOgAKIAAgAS0ACzoACyAAIAEtAAw6AAwgACABLQANOgANIAAgAS0ADjoADiAAIAEtAA86AA8gACABLQAQOgAQIAAgAS0AEToAESAAIAEtABI6ABIgACABLQATOgATIAAgAS0AFDoAFCAAIAEtABU6ABUgACABLQAWOgAWIAAgAS0AFzoAFyAAIAEtABg6ABggACABLQAZOgAZIAAgAS0AGjoAGiAAIAEtABs6ABsgACABLQAcOgAcIAAgAS0AHToAHSAAIAEtAB46AB4gACABLQAfQf8AcToAHyACIAAQMCAAIAIQVSAAQSAQGyEAIAJBoAFqJABBf0EAIAAbC4wDAQJ/IwBBwAJrIgMkAEF/IQQgAyACEEpFBEAgACABLQAAOgAAIAAgAS0AAToAASAAIAEtAAI6AAIgACABLQADOgADIAAgAS0ABDoABCAAIAEtAAU6AAUgACABLQAGOgAGIAAgAS0ABzoAByAAIAEtAAg6AAggACABLQAJOgAJIAAgAS0ACjoACiAAIAEtAAs6AAsgACABLQAMOgAMIAAgAS0ADToADSAAIAEtAA46AA4gACABLQAPOgAPIAAgAS0AEDoAECAAIAEtABE6ABEgACABLQASOgASIAAgAS0AEzoAEyAAIAEtABQ6ABQgACABLQAVOgAVIAAgAS0AFjoAFiAAIAEtABc6ABcgACABLQAYOgAYIAAgAS0AGToAGSAAIAEtABo6ABogACABLQAbOgAbIAAgAS0AHDoAHCAAIAEtAB06AB0gACABLQAeOgAeIAAgAS0AH0H/AHE6AB8gA0GgAWoiASAAIAMQhgEgACABEFVBf0EAIABBIBAbGyEECyADQcACaiQAIAQLBQBB3AsLCwAgACABIAIQ/QELCwAgACABIAIQ/gELCQAgACABEIACCwsAIAAgASACEIECCwUAQZ4JCw0AIAAgASACEI0BQQALBQBB9wsL+AUCBn4BfyADKQAAIgRC9crNg9es27fzAIUhBiAEQuHklfPW7Nm87ACFIQcgAykACCIFQu3ekfOWzNy35ACFIQQgBULzytHLp4zZsvQAhSEFIAEgASACpyIDaiADQQdxIgprIAJQGyIDIAFHBEADQCAHIAEpAAAiCCAFhSIHfCIFIAQgBnwiBiAEQg2JhSIEfCIJIARCEYmFIgRCDYkgBCAHQhCJIAWFIgQgBkIgiXwiBnwiB4UiBUIRiSAFIARCFYkgBoUiBiAJQiCJfCIFfCIJhSEEIAZCEIkgBYUiBkIViSAGIAdCIIl8IgaFIQUgCUIgiSEHIAYgCIUhBiABQQhqIgEgA0cNAAsgAyEBCyACQjiGIQICQAJAAkACQAJAAkACQAJAIApBAWsOBwYFBAMCAQAHCyABMQAGQjCGIAKEIQILIAExAAVCKIYgAoQhAgsgATEABEIghiAChCECCyABMQADQhiGIAKEIQILIAExAAJCEIYgAoQhAgsgATEAAUIIhiAChCECCyACIAExAACEIQILIAAgAiAFhSIFQhCJIAUgB3wiB4UiBUIViSAFIAQgBnwiBkIgiXwiBYUiCEIQiSAIIAcgBiAEQg2JhSIEfCIGQiCJfCIHhSIIQhWJIAggBSAGIARCEYmFIgR8IgZCIIl8IgWFIghCEIkgByAEQg2JIAaFIgR8IgZCIIlC/wGFIAh8IgeFIghCFYkgBEIRiSAGhSIEIAIgBYV8IgJCIIkgCHwiBoUiBUIQiSACIARCDYmFIgIgB3wiBEIgiSAFfCIHhSIFQhWJIAJCEYkgBIUiAiAGfCIEQiCJIAV8IgaFIgVCEIkgAkINiSAEhSICIAd8IgRCIIkgBXwiB4UiBUIViSACQhGJIASFIgIgBnwiBEIgiSAFfCIGhSIFQhCJIAJCDYkgBIUiAiAHfCIEQiCJIAV8IgeFQhWJIAJCEYkgBIUiAkINiSACIAZ8hSICQhGJhSACIAd8IgJCIImFIAKFNwAAQQALawIBfwF+IwBBIGsiBSQAIAMpAAAhBiAFQgA3AxggBSAGNwMQIAVCADcDCCAFIAI3AwACfyABQcEAa0FOTQRAQcDEAkEcNgIAQX8MAQsgACABQQBCACAEQSAgBSAFQRBqEIsCCyAFQSBqJAALEgAgACABIAJBhL4CKAIAEQQACxIAIAAgASACQYC+AigCABEEAAsSACAAIAEgAkH8vQIoAgARBAALFAAgACABIAIgA0H4vQIoAgARDQALEgAgACABIAJB9L0CKAIAEQQAC7QBAQF/IAAgASgAAEH///8fcTYCACAAIAEoAANBAnZBg/7/H3E2AgQgACABKAAGQQR2Qf+B/x9xNgIIIAAgASgACUEGdkH//8AfcTYCDCABKAAMIQIgAEIANwIUIABCADcCHCAAQQA2AiQgACACQQh2Qf//P3E2AhAgACABKAAQNgIoIAAgASgAFDYCLCAAIAEoABg2AjAgASgAHCEBIABBADoAUCAAQgA3AzggACABNgI0QQALFAAgACABIAIgA0HwvQIoAgARDQALEgAgACABIAJB7L0CKAIAEQQACxIAIAAgASACQei9AigCABEEAAv/FgIXfwJ+IwBBsAhrIgMkACADQYAHaiACEB0gA0HQBWoiBCACQRBqEB0gAyADKALQByADKAKgBnMiBTYCwAUgAyADKALUByADKAKkBnMiBjYCxAUgAyADKALYByADKAKoBnMiBzYCyAUgAyADKALcByADKAKsBnMiCDYCzAUgBUEIdiAFQRB2ciAFQRh2ciAGQQh2ciAGQRB2ciAGQRh2ciAHQQh2ciAHQRB2ciAHQRh2ciAIQQh2ciAIQRB2ciAIQRh2ciAFciAGciAHciAIckH/AXFFBEAgAyACLQAAQdoAczoAwAUgAyACLQABQdoAczoAwQUgAyACLQACQdoAczoAwgUgAyACLQADQdoAczoAwwUgAyACLQAEQdoAczoAxAUgAyACLQAFQdoAczoAxQUgAyACLQAGQdoAczoAxgUgAyACLQAHQdoAczoAxwUgAyACLQAIQdoAczoAyAUgAyACLQAJQdoAczoAyQUgAyACLQAKQdoAczoAygUgAyACLQALQdoAczoAywUgAyACLQAMQdoAczoAzAUgAyACLQANQdoAczoAzQUgAyACLQAOQdoAczoAzgUgAyACLQAPQdoAczoAzwUgBCADQcAFahAdCyABNQAIIRogASkAACEbIANCADcDuAUgA0IANwOwBQJ/IBsgGkKAgPz/D4WEQgBSBEBBACEFQQAhBkGAgIAIDAELIANB//8DOwG6BUEBIQZB4AAhBUGAgHwLIQIgA0GQCGohFCADQYAIaiEVIANBoAhqIRZBACEHQQAhCANAIAMgAygCjAcgAnM2AqwFIAMgDUH/AXEgE0EYdCIXIA9B/wFxQRB0ciAOQf8BcUEIdHJyIgQgAygCiAdzNgKoBSADIApB/wFxIBJBGHQiGCAMQf8BcUEQdHIgC0H/AXFBCHRyciIJIAMoAoQHczYCpAUgAyARQf8BcSAGQRh0IhkgCEH/AXFBEHRyIAdB/wFxQQh0cnIiECADKAKAB3M2AqAFIAMgAygC3AUgAnM2ApwFIAMgAygC2AUgBHM2ApgFIAMgAygC1AUgCXM2ApQFIAMgAygC0AUgEHM2ApAFIAMgAykDqAU3A/gEIAMgAykDoAU3A/AEIAMgAykCmAc3A+gEIAMgAykCkAc3A+AEIANBgAVqIgQgA0HwBGogA0HgBGoQBiADIAMpAogFNwOoBSADIAMpAoAFNwOgBSADIAMpA5AFNwPQBCADIAMpA5gFNwPYBCADIAMpAuAFNwPABCADIAMpAugFNwPIBCAEIANB0ARqIANBwARqEAYgAyADKQKIBTcDmAUgAyADKQKABTcDkAUgAyADKQOgBTcDsAQgAyADKQOoBTcDuAQgAyADKQKgBzcDoAQgAyADKQKoBzcDqAQgBCADQbAEaiADQaAEahAGIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3A5AEIAMgAykDmAU3A5gEIAMgAykC8AU3A4AEIAMgAykC+AU3A4gEIAQgA0GQBGogA0GABGoQBiADIAMpAogFNwOYBSADIAMpAoAFNwOQBSADIAMpA6AFNwPwAyADIAMpA6gFNwP4AyADIAMpArAHNwPgAyADIAMpArgHNwPoAyAEIANB8ANqIANB4ANqEAYgAyADKQKIBTcDqAUgAyADKQKABTcDoAUgAyADKQOQBTcD0AMgAyADKQOYBTcD2AMgAyADKQKABjcDwAMgAyADKQKIBjcDyAMgBCADQdADaiADQcADahAGIAMgAykCiAU3A5gFIAMgAykCgAU3A5AFIAMgAykDoAU3A7ADIAMgAykDqAU3A7gDIAMgAykCwAc3A6ADIAMgAykCyAc3A6gDIAQgA0GwA2ogA0GgA2oQBiADIAMpAogFNwOoBSADIAMpAoAFNwOgBSADIAMpA5AFNwOQAyADIAMpA5gFNwOYAyADIAMpApAGNwOAAyADIAMpApgGNwOIAyAEIANBkANqIANBgANqEAYgAyADKQKIBTcDmAUgAyADKQKABTcDkAUgAyADKQOgBTcD8AIgAyADKQOoBTcD+AIgAyADKQLQBzcD4AIgAyADKQLYBzcD6AIgBCADQfACaiADQeACahAGIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3A9ACIAMgAykDmAU3A9gCIAMgAykCoAY3A8ACIAMgAykCqAY3A8gCIAQgA0HQAmogA0HAAmoQBiADIAMpAogFNwOYBSADIAMpAoAFNwOQBSADIAMpA6AFNwOwAiADIAMpA6gFNwO4AiADIAMpAuAHNwOgAiADIAMpAugHNwOoAiAEIANBsAJqIANBoAJqEAYgAyADKQKIBTcDqAUgAyADKQKABTcDoAUgAyADKQOQBTcDkAIgAyADKQOYBTcDmAIgAyADKQKwBjcDgAIgAyADKQK4BjcDiAIgBCADQZACaiADQYACahAGIAMgAykCiAU3A5gFIAMgAykCgAU3A5AFIAMgAykDoAU3A/ABIAMgAykDqAU3A/gBIAMgAykC8Ac3A+ABIAMgAykC+Ac3A+gBIAQgA0HwAWogA0HgAWoQBiADIAMpAogFNwOoBSADIAMpAoAFNwOgBSADIAMpA5AFNwPQASADIAMpA5gFNwPYASADIAMpAsAGNwPAASADIAMpAsgGNwPIASAEIANB0AFqIANBwAFqEAYgAyADKQKIBTcDmAUgAyADKQKABTcDkAUgAyADKQOgBTcDsAEgAyADKQOoBTcDuAEgAyAVKQIANwOgASADIBUpAgg3A6gBIAQgA0GwAWogA0GgAWoQBiADIAMpAogFNwOoBSADIAMpAoAFNwOgBSADIAMpA5AFNwOQASADIAMpA5gFNwOYASADIAMpAtAGNwOAASADIAMpAtgGNwOIASAEIANBkAFqIANBgAFqEAYgAyADKQKIBTcDmAUgAyADKQKABTcDkAUgAyADKQOgBTcDcCADIAMpA6gFNwN4IAMgFCkCADcDYCADIBQpAgg3A2ggBCADQfAAaiADQeAAahAGIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3A1AgAyADKQOYBTcDWCADIAMpAuAGNwNAIAMgAykC6AY3A0ggBCADQdAAaiADQUBrEAYgAyADKQKIBTcDmAUgAyADKQKABTcDkAUgAyADKQOgBTcDMCADIAMpA6gFNwM4IAMgFikCADcDICADIBYpAgg3AyggBCADQTBqIANBIGoQQiADIAMpAogFNwOoBSADIAMpAoAFNwOgBSADIAMpA5AFNwMQIAMgAykDmAU3AxggAyADKQLwBjcDACADIAMpAvgGNwMIIAQgA0EQaiADEEIgAyADKQKIBTcDmAUgAyADKQKABTcDkAVBACABQf8AIAVrIgRBA3ZBD3MiCWotAAAgBEEHcSIEdiADKAKsBSADKAKcBXNBGHZzQQFxayEQIANBsAVqIAlyIgkgECAJLQAAIglzQQEgBHRxIAlzOgAAIAJBAXQiBEGAgIBwcSAQQQFxQRh0ciAEIAJBD3YiCUEBcXJB/wFxIAJBB3YiBEH+AXEgAkEXdkEBcXJBCHRyIAlB/gFxIAJBH3ZyQRB0cnIhAiAEQQFxIBNBAXRyIRMgDUEHdkEBcSASQQF0ciESIApBB3ZBAXEgBkEBdHIhBiAHQQd2QQFxIBFBAXRyIREgCEEHdkEBcSAHQQF0ciEHIAhBAXQgGUEfdnIhCCALQQd2QQFxIApBAXRyIQogDEEHdkEBcSALQQF0ciELIAxBAXQgGEEfdnIhDCAOQQd2QQFxIA1BAXRyIQ0gD0EHdkEBcSAOQQF0ciEOIA9BAXQgF0EfdnIhDyAFQQFqIgVBgAFHDQALIAAgAykDuAU3AAggACADKQOwBTcAACADQbAIaiQAC4cXAhh/An4jAEGwCGsiAyQAIANBgAdqIAIQHSADQdAFaiIEIAJBEGoQHSADIAMoAtAHIAMoAqAGcyIFNgLABSADIAMoAtQHIAMoAqQGcyIGNgLEBSADIAMoAtgHIAMoAqgGcyIHNgLIBSADIAMoAtwHIAMoAqwGcyIINgLMBSAFQQh2IAVBEHZyIAVBGHZyIAZBCHZyIAZBEHZyIAZBGHZyIAdBCHZyIAdBEHZyIAdBGHZyIAhBCHZyIAhBEHZyIAhBGHZyIAVyIAZyIAdyIAhyQf8BcUUEQCADIAItAABB2gBzOgDABSADIAItAAFB2gBzOgDBBSADIAItAAJB2gBzOgDCBSADIAItAANB2gBzOgDDBSADIAItAARB2gBzOgDEBSADIAItAAVB2gBzOgDFBSADIAItAAZB2gBzOgDGBSADIAItAAdB2gBzOgDHBSADIAItAAhB2gBzOgDIBSADIAItAAlB2gBzOgDJBSADIAItAApB2gBzOgDKBSADIAItAAtB2gBzOgDLBSADIAItAAxB2gBzOgDMBSADIAItAA1B2gBzOgDNBSADIAItAA5B2gBzOgDOBSADIAItAA9B2gBzOgDPBSAEIANBwAVqEB0LIAE1AAghGyABKQAAIRwgA0IANwO4BSADQgA3A7AFAn8gHCAbQoCA/P8PhYRCAFIEQEEAIQVBACEGQYCAgAgMAQsgA0H//wM7AboFQQEhBkHgACEFQYCAfAshAiADQZAIaiEUIANBgAhqIRUgA0GgCGohFkEAIQdBACEIA0AgAyADKAKMByACczYCrAUgAyANQf8BcSASQRh0IhcgD0H/AXFBEHRyIA5B/wFxQQh0cnIiBCADKAKIB3M2AqgFIAMgCkH/AXEgEUEYdCIYIAxB/wFxQRB0ciALQf8BcUEIdHJyIgkgAygChAdzNgKkBSADIBBB/wFxIAZBGHQiGSAIQf8BcUEQdHIgB0H/AXFBCHRyciITIAMoAoAHczYCoAUgAyADKALcBSACczYCnAUgAyADKALYBSAEczYCmAUgAyADKALUBSAJczYClAUgAyADKALQBSATczYCkAUgAyADKQOoBTcD+AQgAyADKQOgBTcD8AQgAyADKQKYBzcD6AQgAyADKQKQBzcD4AQgA0GABWoiBCADQfAEaiADQeAEahAGIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3A9AEIAMgAykDmAU3A9gEIAMgAykC4AU3A8AEIAMgAykC6AU3A8gEIAQgA0HQBGogA0HABGoQBiADIAMpAogFNwOYBSADIAMpAoAFNwOQBSADIAMpA6AFNwOwBCADIAMpA6gFNwO4BCADIAMpAqAHNwOgBCADIAMpAqgHNwOoBCAEIANBsARqIANBoARqEAYgAyADKQKIBTcDqAUgAyADKQKABTcDoAUgAyADKQOQBTcDkAQgAyADKQOYBTcDmAQgAyADKQLwBTcDgAQgAyADKQL4BTcDiAQgBCADQZAEaiADQYAEahAGIAMgAykCiAU3A5gFIAMgAykCgAU3A5AFIAMgAykDoAU3A/ADIAMgAykDqAU3A/gDIAMgAykCsAc3A+ADIAMgAykCuAc3A+gDIAQgA0HwA2ogA0HgA2oQBiADIAMpAogFNwOoBSADIAMpAoAFNwOgBSADIAMpA5AFNwPQAyADIAMpA5gFNwPYAyADIAMpAoAGNwPAAyADIAMpAogGNwPIAyAEIANB0ANqIANBwANqEAYgAyADKQKIBTcDmAUgAyADKQKABTcDkAUgAyADKQOgBTcDsAMgAyADKQOoBTcDuAMgAyADKQLABzcDoAMgAyADKQLIBzcDqAMgBCADQbADaiADQaADahAGIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3A5ADIAMgAykDmAU3A5gDIAMgAykCkAY3A4ADIAMgAykCmAY3A4gDIAQgA0GQA2ogA0GAA2oQBiADIAMpAogFNwOYBSADIAMpAoAFNwOQBSADIAMpA6AFNwPwAiADIAMpA6gFNwP4AiADIAMpAtAHNwPgAiADIAMpAtgHNwPoAiAEIANB8AJqIANB4AJqEAYgAyADKQKIBTcDqAUgAyADKQKABTcDoAUgAyADKQOQBTcD0AIgAyADKQOYBTcD2AIgAyADKQKgBjcDwAIgAyADKQKoBjcDyAIgBCADQdACaiADQcACahAGIAMgAykCiAU3A5gFIAMgAykCgAU3A5AFIAMgAykDoAU3A7ACIAMgAykDqAU3A7gCIAMgAykC4Ac3A6ACIAMgAykC6Ac3A6gCIAQgA0GwAmogA0GgAmoQBiADIAMpAogFNwOoBSADIAMpAoAFNwOgBSADIAMpA5AFNwOQAiADIAMpA5gFNwOYAiADIAMpArAGNwOAAiADIAMpArgGNwOIAiAEIANBkAJqIANBgAJqEAYgAyADKQKIBTcDmAUgAyADKQKABTcDkAUgAyADKQOgBTcD8AEgAyADKQOoBTcD+AEgAyADKQLwBzcD4AEgAyADKQL4BzcD6AEgBCADQfABaiADQeABahAGIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3A9ABIAMgAykDmAU3A9gBIAMgAykCwAY3A8ABIAMgAykCyAY3A8gBIAQgA0HQAWogA0HAAWoQBiADIAMpAogFNwOYBSADIAMpAoAFNwOQBSADIAMpA6AFNwOwASADIAMpA6gFNwO4ASADIBUpAgA3A6ABIAMgFSkCCDcDqAEgBCADQbABaiADQaABahAGIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3A5ABIAMgAykDmAU3A5gBIAMgAykC0AY3A4ABIAMgAykC2AY3A4gBIAQgA0GQAWogA0GAAWoQBiADIAMpAogFNwOYBSADIAMpAoAFNwOQBSADIAMpA6AFNwNwIAMgAykDqAU3A3ggAyAUKQIANwNgIAMgFCkCCDcDaCAEIANB8ABqIANB4ABqEAYgAyADKQKIBTcDqAUgAyADKQKABTcDoAUgAyADKQOQBTcDUCADIAMpA5gFNwNYIAMgAykC4AY3A0AgAyADKQLoBjcDSCAEIANB0ABqIANBQGsQBiADIAMpAogFNwOYBSADIAMpAoAFNwOQBSADIAMpA6AFNwMwIAMgAykDqAU3AzggAyAWKQIANwMgIAMgFikCCDcDKCAEIANBMGogA0EgahBCIAMgAykCiAU3A6gFIAMgAykCgAU3A6AFIAMgAykDkAU3AxAgAyADKQOYBTcDGCADIAMpAvAGNwMAIAMgAykC+AY3AwggBCADQRBqIAMQQiADIAMpAogFNwOYBSADIAMpAoAFNwOQBUEAIAFB/wAgBWsiBEEDdkEPcyIJai0AACAEQQdxIgR2IhMgAygCrAUgAygCnAVzQRh2c0EBcWshGiADQbAFaiAJciIJIBogCS0AACIJc0EBIAR0cSAJczoAACACQQF0IgRBgICAcHFBACATQQFxa0EBcUEYdHIgBCACQQ92IglBAXFyQf8BcSACQQd2IgRB/gFxIAJBF3ZBAXFyQQh0ciAJQf4BcSACQR92ckEQdHJyIQIgBEEBcSASQQF0ciESIA1BB3ZBAXEgEUEBdHIhESAKQQd2QQFxIAZBAXRyIQYgB0EHdkEBcSAQQQF0ciEQIAhBB3ZBAXEgB0EBdHIhByAIQQF0IBlBH3ZyIQggC0EHdkEBcSAKQQF0ciEKIAxBB3ZBAXEgC0EBdHIhCyAMQQF0IBhBH3ZyIQwgDkEHdkEBcSANQQF0ciENIA9BB3ZBAXEgDkEBdHIhDiAPQQF0IBdBH3ZyIQ8gBUEBaiIFQYABRw0ACyAAIAMpA7gFNwAIIAAgAykDsAU3AAAgA0GwCGokAAuGDAIGfwJ+IwBBoAdrIgMkACADQYAEaiACQRBqEB0gA0HQAmoiCCACEB0gAyADKALQBCADKAKgA3MiBDYCwAIgAyADKALUBCADKAKkA3MiBTYCxAIgAyADKALYBCADKAKoA3MiBjYCyAIgAyADKALcBCADKAKsA3MiBzYCzAIgBEEIdiAEQRB2ciAEQRh2ciAFQQh2ciAFQRB2ciAFQRh2ciAGQQh2ciAGQRB2ciAGQRh2ciAHQQh2ciAHQRB2ciAHQRh2ciAEciAFciAGciAHckH/AXFFBEAgAyACLQAAQdoAczoAwAIgAyACLQABQdoAczoAwQIgAyACLQACQdoAczoAwgIgAyACLQADQdoAczoAwwIgAyACLQAEQdoAczoAxAIgAyACLQAFQdoAczoAxQIgAyACLQAGQdoAczoAxgIgAyACLQAHQdoAczoAxwIgAyACLQAIQdoAczoAyAIgAyACLQAJQdoAczoAyQIgAyACLQAKQdoAczoAygIgAyACLQALQdoAczoAywIgAyACLQAMQdoAczoAzAIgAyACLQANQdoAczoAzQIgAyACLQAOQdoAczoAzgIgAyACLQAPQdoAczoAzwIgCCADQcACahAdCyADQeAFaiABIANBgARqENIBIANB8AVqIgIgA0HQAmpBsAH8CgAAIAIQgQEgASgAGCECIAEoABwhBCABKAAQIQUgAyADKALkBSIGIAEoABQgAygClAdzczYC1AUgAyADKALgBSIBIAUgAygCkAdzczYC0AUgAyADKALsBSIFIAQgAygCnAdzczYC3AUgAyADKALoBSIEIAIgAygCmAdzczYC2AUgAyADKQPQBTcDsAIgAyADKQPYBTcDuAIgAyADKQOABzcDoAIgAyADKQOIBzcDqAIgA0HABWoiAiADQbACaiADQaACahAQIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3A5ACIAMgCTcDmAIgAyADKQPwBjcDgAIgAyADKQP4BjcDiAIgAiADQZACaiADQYACahAQIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3A/ABIAMgCTcD+AEgAyADKQPgBjcD4AEgAyADKQPoBjcD6AEgAiADQfABaiADQeABahAQIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3A9ABIAMgCTcD2AEgAyADKQPQBjcDwAEgAyADKQPYBjcDyAEgAiADQdABaiADQcABahAQIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3A7ABIAMgCTcDuAEgAyADKQPABjcDoAEgAyADKQPIBjcDqAEgAiADQbABaiADQaABahAQIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3A5ABIAMgCTcDmAEgAyADKQOwBjcDgAEgAyADKQO4BjcDiAEgAiADQZABaiADQYABahAQIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3A3AgAyAJNwN4IAMgAykDoAY3A2AgAyADKQOoBjcDaCACIANB8ABqIANB4ABqEBAgAyADKQLIBSIJNwPYBSADIAMpAsAFIgo3A9AFIAMgCjcDUCADIAk3A1ggAyADKQOQBjcDQCADIAMpA5gGNwNIIAIgA0HQAGogA0FAaxAQIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3AzAgAyAJNwM4IAMgAykDgAY3AyAgAyADKQOIBjcDKCACIANBMGogA0EgahAQIAMgBSADKAL8BXM2ArwFIAMgBCADKAL4BXM2ArgFIAMgBiADKAL0BXM2ArQFIAMgASADKALwBXM2ArAFIAMgAykCyAUiCTcD2AUgAyADKQLABSIKNwPQBSADIAo3AxAgAyAJNwMYIAMgAykCuAU3AwggAyADKQKwBTcDACACIANBEGogAxCiASADIAMpAsgFIgk3A9gFIAMgAykCwAUiCjcD0AUgACAJNwAIIAAgCjcAACADQaAHaiQAC/8LAgZ/An4jAEHwBWsiBCQAIARBgARqIANBEGoQHSAEQdACaiIJIAMQHSAEIAQoAtAEIAQoAqADcyIFNgLAAiAEIAQoAtQEIAQoAqQDcyIGNgLEAiAEIAQoAtgEIAQoAqgDcyIHNgLIAiAEIAQoAtwEIAQoAqwDcyIINgLMAiAFQQh2IAVBEHZyIAVBGHZyIAZBCHZyIAZBEHZyIAZBGHZyIAdBCHZyIAdBEHZyIAdBGHZyIAhBCHZyIAhBEHZyIAhBGHZyIAVyIAZyIAdyIAhyQf8BcUUEQCAEIAMtAABB2gBzOgDAAiAEIAMtAAFB2gBzOgDBAiAEIAMtAAJB2gBzOgDCAiAEIAMtAANB2gBzOgDDAiAEIAMtAARB2gBzOgDEAiAEIAMtAAVB2gBzOgDFAiAEIAMtAAZB2gBzOgDGAiAEIAMtAAdB2gBzOgDHAiAEIAMtAAhB2gBzOgDIAiAEIAMtAAlB2gBzOgDJAiAEIAMtAApB2gBzOgDKAiAEIAMtAAtB2gBzOgDLAiAEIAMtAAxB2gBzOgDMAiAEIAMtAA1B2gBzOgDNAiAEIAMtAA5B2gBzOgDOAiAEIAMtAA9B2gBzOgDPAiAJIARBwAJqEB0LIAAgAikACDcACCAAIAIpAAA3AAAgBEHgBWogAiAEQYAEahDSASABKAAIIQIgASgADCEDIAEoAAAhBSAEIAQoAuQFIgYgASgABCAEKALUAnNzNgLUBSAEIAQoAuAFIgEgBSAEKALQAnNzNgLQBSAEIAQoAuwFIgUgAyAEKALcAnNzNgLcBSAEIAQoAugFIgMgAiAEKALYAnNzNgLYBSAEIAQpA9AFNwOwAiAEIAQpA9gFNwO4AiAEIAQpA+gCNwOoAiAEIAQpA+ACNwOgAiAEQcAFaiICIARBsAJqIARBoAJqEAYgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcDkAIgBCAKNwOYAiAEIAQpA/ACNwOAAiAEIAQpA/gCNwOIAiACIARBkAJqIARBgAJqEAYgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcD8AEgBCAKNwP4ASAEIAQpA4ADNwPgASAEIAQpA4gDNwPoASACIARB8AFqIARB4AFqEAYgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcD0AEgBCAKNwPYASAEIAQpA5ADNwPAASAEIAQpA5gDNwPIASACIARB0AFqIARBwAFqEAYgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcDsAEgBCAKNwO4ASAEIAQpAqADNwOgASAEIAQpAqgDNwOoASACIARBsAFqIARBoAFqEAYgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcDkAEgBCAKNwOYASAEIAQpA7ADNwOAASAEIAQpA7gDNwOIASACIARBkAFqIARBgAFqEAYgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcDcCAEIAo3A3ggBCAEKQPAAzcDYCAEIAQpA8gDNwNoIAIgBEHwAGogBEHgAGoQBiAEIAQpAsgFIgo3A9gFIAQgBCkCwAUiCzcD0AUgBCALNwNQIAQgCjcDWCAEIAQpA9ADNwNAIAQgBCkD2AM3A0ggAiAEQdAAaiAEQUBrEAYgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcDMCAEIAo3AzggBCAEKQPgAzcDICAEIAQpA+gDNwMoIAIgBEEwaiAEQSBqEAYgBCAFIAQoAvwDczYCvAUgBCADIAQoAvgDczYCuAUgBCAGIAQoAvQDczYCtAUgBCABIAQoAvADczYCsAUgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAQgCzcDECAEIAo3AxggBCAEKQK4BTcDCCAEIAQpArAFNwMAIAIgBEEQaiAEEEIgBCAEKQLIBSIKNwPYBSAEIAQpAsAFIgs3A9AFIAAgCjcAGCAAIAs3ABAgBEHwBWokAAvbDgIHfwJ+IwBBkAZrIgMkACADQdACaiIEIAIQHSADIAEvAAAiAjYC0AQgAyABLwACIgY2AtQEIAMgAS8ABCIHNgLYBCADIAEvAAYiCDYC3AQgAyADKQLQBDcDwAIgAyADKQLYBDcDyAIgAyADKALAAhALNgLABCADIAMoAsQCEAs2AsQEIAMgAygCyAIQCzYCyAQgAyADKALMAhALNgLMBCADQeAEaiIFIARBsAH8CgAAIAUQgQEgASgAECEEIAEoABQhBSABKAAIIQkgAyAGIAEoAAwgAygChAZzczYCtAQgAyACIAkgAygCgAZzczYCsAQgAyAIIAUgAygCjAZzczYCvAQgAyAHIAQgAygCiAZzczYCuAQgAyADKALEBCADKAL0BXM2ApQEIAMgAygCwAQgAygC8AVzNgKQBCADKAL4BSEBIAMoAsgEIQQgAyADKALMBCADKAL8BXM2ApwEIAMgASAEczYCmAQgAyADKQO4BDcDuAIgAyADKQOwBDcDsAIgAyADKQKYBDcDqAIgAyADKQKQBDcDoAIgA0GgBGoiASADQbACaiADQaACahAQIAMgAykCqAQiCjcDuAQgAyADKQKgBCILNwOwBCADIAMoAsQEIAMoAuQFczYClAQgAyADKALABCADKALgBXM2ApAEIAMgAygCzAQgAygC7AVzNgKcBCADIAMoAsgEIAMoAugFczYCmAQgAyAKNwOYAiADIAs3A5ACIAMgAykCmAQ3A4gCIAMgAykCkAQ3A4ACIAEgA0GQAmogA0GAAmoQECADIAMpAqgEIgo3A7gEIAMgAykCoAQiCzcDsAQgAyADKALEBCADKALUBXM2ApQEIAMgAygCwAQgAygC0AVzNgKQBCADIAMoAswEIAMoAtwFczYCnAQgAyADKALIBCADKALYBXM2ApgEIAMgCjcD+AEgAyALNwPwASADIAMpApgENwPoASADIAMpApAENwPgASABIANB8AFqIANB4AFqEBAgAyADKQKoBCIKNwO4BCADIAMpAqAEIgs3A7AEIAMgAygCxAQgAygCxAVzNgKUBCADIAMoAsAEIAMoAsAFczYCkAQgAyADKALMBCADKALMBXM2ApwEIAMgAygCyAQgAygCyAVzNgKYBCADIAo3A9gBIAMgCzcD0AEgAyADKQKYBDcDyAEgAyADKQKQBDcDwAEgASADQdABaiADQcABahAQIAMgAykCqAQiCjcDuAQgAyADKQKgBCILNwOwBCADIAMoAsQEIAMoArQFczYClAQgAyADKALABCADKAKwBXM2ApAEIAMgAygCzAQgAygCvAVzNgKcBCADIAMoAsgEIAMoArgFczYCmAQgAyAKNwO4ASADIAs3A7ABIAMgAykCmAQ3A6gBIAMgAykCkAQ3A6ABIAEgA0GwAWogA0GgAWoQECADIAMpAqgEIgo3A7gEIAMgAykCoAQiCzcDsAQgAyADKALEBCADKAKkBXM2ApQEIAMgAygCwAQgAygCoAVzNgKQBCADIAMoAswEIAMoAqwFczYCnAQgAyADKALIBCADKAKoBXM2ApgEIAMgCjcDmAEgAyALNwOQASADIAMpApgENwOIASADIAMpApAENwOAASABIANBkAFqIANBgAFqEBAgAyADKQKoBCIKNwO4BCADIAMpAqAEIgs3A7AEIAMgAygCxAQgAygClAVzNgKUBCADIAMoAsAEIAMoApAFczYCkAQgAyADKALMBCADKAKcBXM2ApwEIAMgAygCyAQgAygCmAVzNgKYBCADIAo3A3ggAyALNwNwIAMgAykCmAQ3A2ggAyADKQKQBDcDYCABIANB8ABqIANB4ABqEBAgAyADKQKoBCIKNwO4BCADIAMpAqAEIgs3A7AEIAMgAygCxAQgAygChAVzNgKUBCADIAMoAsAEIAMoAoAFczYCkAQgAyADKALMBCADKAKMBXM2ApwEIAMgAygCyAQgAygCiAVzNgKYBCADIAo3A1ggAyALNwNQIAMgAykCmAQ3A0ggAyADKQKQBDcDQCABIANB0ABqIANBQGsQECADIAMpAqgEIgo3A7gEIAMgAykCoAQiCzcDsAQgAyADKALEBCADKAL0BHM2ApQEIAMgAygCwAQgAygC8ARzNgKQBCADIAMoAswEIAMoAvwEczYCnAQgAyADKALIBCADKAL4BHM2ApgEIAMgCjcDOCADIAs3AzAgAyADKQKYBDcDKCADIAMpApAENwMgIAEgA0EwaiADQSBqEBAgAyAIIAMoAuwEczYCjAQgAyAHIAMoAugEczYCiAQgAyAGIAMoAuQEczYChAQgAyACIAMoAuAEczYCgAQgAyADKQKoBCIKNwO4BCADIAMpAqAEIgs3A7AEIAMgCzcDECADIAo3AxggAyADKQKIBDcDCCADIAMpAoAENwMAIAEgA0EQaiADEKIBIAMgAykCqAQiCjcDuAQgAyADKQKgBCILNwOwBCAAIAo3AAggACALNwAAIANBkAZqJAALygwCBn8CfiMAQbAEayIEJAAgBEHAAmogAxAdIAAgAikAADcAACACLwAEIQMgAi8ABiEFIAIvAAAhBiABKAAIIQcgASgADCEIIAEoAAAhCSAEIAIvAAIiAiABKAAEIAQoAsQCc3M2AqQEIAQgBiAJIAQoAsACc3M2AqAEIAQgBSAIIAQoAswCc3M2AqwEIAQgAyAHIAQoAsgCc3M2AqgEIAQgAiAEKALUAnM2AoQEIAQgBiAEKALQAnM2AoAEIAQgBSAEKALcAnM2AowEIAQgAyAEKALYAnM2AogEIAQgBCkDqAQ3A7gCIAQgBCkDoAQ3A7ACIAQgBCkCiAQ3A6gCIAQgBCkCgAQ3A6ACIARBkARqIgEgBEGwAmogBEGgAmoQBiAEIAUgBCgC7AJzNgKMBCAEIAMgBCgC6AJzNgKIBCAEIAIgBCgC5AJzNgKEBCAEIAYgBCgC4AJzNgKABCAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwOQAiAEIAo3A5gCIAQgBCkCiAQ3A4gCIAQgBCkCgAQ3A4ACIAEgBEGQAmogBEGAAmoQBiAEIAUgBCgC/AJzNgKMBCAEIAMgBCgC+AJzNgKIBCAEIAIgBCgC9AJzNgKEBCAEIAYgBCgC8AJzNgKABCAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwPwASAEIAo3A/gBIAQgBCkCiAQ3A+gBIAQgBCkCgAQ3A+ABIAEgBEHwAWogBEHgAWoQBiAEIAUgBCgCjANzNgKMBCAEIAMgBCgCiANzNgKIBCAEIAIgBCgChANzNgKEBCAEIAYgBCgCgANzNgKABCAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwPQASAEIAo3A9gBIAQgBCkCiAQ3A8gBIAQgBCkCgAQ3A8ABIAEgBEHQAWogBEHAAWoQBiAEIAUgBCgCnANzNgKMBCAEIAMgBCgCmANzNgKIBCAEIAIgBCgClANzNgKEBCAEIAYgBCgCkANzNgKABCAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwOwASAEIAo3A7gBIAQgBCkCiAQ3A6gBIAQgBCkCgAQ3A6ABIAEgBEGwAWogBEGgAWoQBiAEIAUgBCgCrANzNgKMBCAEIAMgBCgCqANzNgKIBCAEIAIgBCgCpANzNgKEBCAEIAYgBCgCoANzNgKABCAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwOQASAEIAo3A5gBIAQgBCkCiAQ3A4gBIAQgBCkCgAQ3A4ABIAEgBEGQAWogBEGAAWoQBiAEIAUgBCgCvANzNgKMBCAEIAMgBCgCuANzNgKIBCAEIAIgBCgCtANzNgKEBCAEIAYgBCgCsANzNgKABCAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwNwIAQgCjcDeCAEIAQpAogENwNoIAQgBCkCgAQ3A2AgASAEQfAAaiAEQeAAahAGIAQgBSAEKALMA3M2AowEIAQgAyAEKALIA3M2AogEIAQgAiAEKALEA3M2AoQEIAQgBiAEKALAA3M2AoAEIAQgBCkCmAQiCjcDqAQgBCAEKQKQBCILNwOgBCAEIAs3A1AgBCAKNwNYIAQgBCkCiAQ3A0ggBCAEKQKABDcDQCABIARB0ABqIARBQGsQBiAEIAUgBCgC3ANzNgKMBCAEIAMgBCgC2ANzNgKIBCAEIAIgBCgC1ANzNgKEBCAEIAYgBCgC0ANzNgKABCAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwMwIAQgCjcDOCAEIAQpAogENwMoIAQgBCkCgAQ3AyAgASAEQTBqIARBIGoQBiAEIAUgBCgC7ANzNgL8AyAEIAMgBCgC6ANzNgL4AyAEIAIgBCgC5ANzNgL0AyAEIAYgBCgC4ANzNgLwAyAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgBCALNwMQIAQgCjcDGCAEIAQpAvgDNwMIIAQgBCkC8AM3AwAgASAEQRBqIAQQQiAEIAQpApgEIgo3A6gEIAQgBCkCkAQiCzcDoAQgACAKNwAQIAAgCzcACCAEQbAEaiQAC+YBAQN/IwAiBUHAAWtBQHEiBCQAIAQgAygAAEH///8fcTYCQCAEIAMoAANBAnZBg/7/H3E2AkQgBCADKAAGQQR2Qf+B/x9xNgJIIAQgAygACUEGdkH//8AfcTYCTCADKAAMIQYgBEIANwJUIARCADcCXCAEQQA2AmQgBCAGQQh2Qf//P3E2AlAgBCADKAAQNgJoIAQgAygAFDYCbCAEIAMoABg2AnAgAygAHCEDIARBADoAkAEgBEIANwN4IAQgAzYCdCAEQUBrIgMgASACEI0BIAMgBEEwaiIBEIwBIAAgARBHIAUkAAvbBwIDfwJ+IwBBwAVrIgMkACADQcACaiIEIAIQHSADQZAEaiICIARBsAH8CgAAIAIQgQEgASgACCECIAEoAAwhBCABKAAAIQUgAyADKAK0BSABKAAEczYChAQgAyAFIAMoArAFczYCgAQgAyAEIAMoArwFczYCjAQgAyACIAMoArgFczYCiAQgAyADKQOgBTcDoAIgAyADKQOoBTcDqAIgAyADKQOABDcDsAIgAyADKQOIBDcDuAIgA0HwA2oiASADQbACaiADQaACahAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3A5ACIAMgBjcDmAIgAyADKQOQBTcDgAIgAyADKQOYBTcDiAIgASADQZACaiADQYACahAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3A/ABIAMgBjcD+AEgAyADKQOABTcD4AEgAyADKQOIBTcD6AEgASADQfABaiADQeABahAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3A9ABIAMgBjcD2AEgAyADKQPwBDcDwAEgAyADKQP4BDcDyAEgASADQdABaiADQcABahAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3A7ABIAMgBjcDuAEgAyADKQPgBDcDoAEgAyADKQPoBDcDqAEgASADQbABaiADQaABahAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3A5ABIAMgBjcDmAEgAyADKQPQBDcDgAEgAyADKQPYBDcDiAEgASADQZABaiADQYABahAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3A3AgAyAGNwN4IAMgAykDwAQ3A2AgAyADKQPIBDcDaCABIANB8ABqIANB4ABqEBAgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcDUCADIAY3A1ggAyADKQOwBDcDQCADIAMpA7gENwNIIAEgA0HQAGogA0FAaxAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3AzAgAyAGNwM4IAMgAykDoAQ3AyAgAyADKQOoBDcDKCABIANBMGogA0EgahAQIAMgAykC+AMiBjcDiAQgAyADKQLwAyIHNwOABCADIAc3AxAgAyAGNwMYIAMgAykDkAQ3AwAgAyADKQOYBDcDCCABIANBEGogAxCiASADIAMpAvgDIgY3A4gEIAMgAykC8AMiBzcDgAQgACAGNwAIIAAgBzcAACADQcAFaiQAC8IHAgN/An4jAEGQBGsiAyQAIANBwAJqIAIQHSABKAAIIQIgASgADCEEIAEoAAAhBSADIAMoAsQCIAEoAARzNgKEBCADIAUgAygCwAJzNgKABCADIAQgAygCzAJzNgKMBCADIAIgAygCyAJzNgKIBCADIAMpA4AENwOwAiADIAMpA4gENwO4AiADIAMpA9ACNwOgAiADIAMpA9gCNwOoAiADQfADaiIBIANBsAJqIANBoAJqEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcDkAIgAyAGNwOYAiADIAMpA+ACNwOAAiADIAMpA+gCNwOIAiABIANBkAJqIANBgAJqEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcD8AEgAyAGNwP4ASADIAMpA/ACNwPgASADIAMpA/gCNwPoASABIANB8AFqIANB4AFqEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcD0AEgAyAGNwPYASADIAMpA4ADNwPAASADIAMpA4gDNwPIASABIANB0AFqIANBwAFqEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcDsAEgAyAGNwO4ASADIAMpA5ADNwOgASADIAMpA5gDNwOoASABIANBsAFqIANBoAFqEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcDkAEgAyAGNwOYASADIAMpA6ADNwOAASADIAMpA6gDNwOIASABIANBkAFqIANBgAFqEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcDcCADIAY3A3ggAyADKQOwAzcDYCADIAMpA7gDNwNoIAEgA0HwAGogA0HgAGoQBiADIAMpAvgDIgY3A4gEIAMgAykC8AMiBzcDgAQgAyAHNwNQIAMgBjcDWCADIAMpA8ADNwNAIAMgAykDyAM3A0ggASADQdAAaiADQUBrEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcDMCADIAY3AzggAyADKQPQAzcDICADIAMpA9gDNwMoIAEgA0EwaiADQSBqEAYgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAMgBzcDECADIAY3AxggAyADKQPgAzcDACADIAMpA+gDNwMIIAEgA0EQaiADEEIgAyADKQL4AyIGNwOIBCADIAMpAvADIgc3A4AEIAAgBjcACCAAIAc3AAAgA0GQBGokAAsLACAAIAFBABDTAQsLACAAIAFBARDTAQsNACAAIAEgAkEAENQBCw0AIAAgASACQQEQ1AELBgBBgIAgCwYAQYCAAgsFAEGtDAsFAEHmAAsKACAAIAEgAhBLCwgAIAAgARBMCwsAIAAgASACEI8BCwUAQcoLC1oBAX8jAEFAaiIGJAACQCAGQSBqIAUgBBAgBEBBfyEEDAELIAZBgL0CIAZBIGoiBEEAEDYaIARBIBAHIAAgASACIAMgBhDbASEEIAZBIBAHCyAGQUBrJAAgBAtaAQF/IwBBQGoiBiQAAkAgBkEgaiAFIAQQIARAQX8hBAwBCyAGQYC9AiAGQSBqIgRBABA2GiAEQSAQByAAIAEgAiADIAYQ3AEhBCAGQSAQBwsgBkFAayQAIAQL1wEBA38jACIFQYABa0FAcSIEJAAgBCADKAAAQf///x9xNgIAIAQgAygAA0ECdkGD/v8fcTYCBCAEIAMoAAZBBHZB/4H/H3E2AgggBCADKAAJQQZ2Qf//wB9xNgIMIAMoAAwhBiAEQgA3AhQgBEIANwIcIARBADYCJCAEIAZBCHZB//8/cTYCECAEIAMoABA2AiggBCADKAAUNgIsIAQgAygAGDYCMCADKAAcIQMgBEEAOgBQIARCADcDOCAEIAM2AjQgBCABIAIQjQEgBCAAEIwBIAUkAEEACwoAIAAgASACECsLDAAgACABIAIgAxAuCwsAIAAgASACEPgBCw0AIAAgASACIAMQ+QELBwAgABD6AQsJACAAIAEQ5AELCwAgACABIAIQ5QELBQBBtAsLbQEBfyMAQUBqIgIkACACIAFCIBBAGiACIAItAABB+AFxOgAAIAIgAi0AH0E/cUHAAHI6AB8gACACKQMQNwAQIAAgAikDCDcACCAAIAIpAwA3AAAgACACKQMYNwAYIAJBwAAQByACQUBrJABBAAvnCgIPfyd+IwBBgAJrIgIkAEF/IQgCQCABEEMNACACQeAAaiIDIAEQYg0AIAMQhQFFDQBBACEIIAJBACACKAKsASIBazYCJCACQQAgAigCqAEiA2s2AiAgAkEAIAIoAqQBIglrNgIcIAJBACACKAKgASIEazYCGCACQQAgAigCnAEiCms2AhQgAkEAIAIoApgBIgVrNgIQIAJBACACKAKUASILazYCDCACQQAgAigCkAEiBms2AgggAkEAIAIoAowBIgxrNgIEIAJBASACKAKIASIHazYCACACIAIQRSACIAIoAgQiDawiGSAKQQF0rCIifiACNAIAIhEgBKwiFH58IAIoAggiBKwiGyAFrCIVfnwgAigCDCIFrCIeIAtBAXSsIiN+fCACKAIQIg6sIh8gBqwiFn58IAIoAhQiBqwiJCAMQQF0rCIlfnwgAigCGCIPrCIuIAdBAWqsIhd+fCACKAIcIgdBE2ysIhogAUEBdKwiJn58IAIoAiAiEEETbKwiEiADrCIYfnwgAigCJCIDQRNsrCITIAlBAXSsIid+fCAVIBl+IBEgCqwiKH58IBsgC6wiKX58IBYgHn58IB8gDKwiKn58IBcgJH58IA9BE2ysIhwgAawiK358IBggGn58IBIgCawiLH58IBMgFH58IBkgI34gESAVfnwgFiAbfnwgHiAlfnwgFyAffnwgBkETbKwiLSAmfnwgGCAcfnwgGiAnfnwgEiAUfnwgEyAifnwiMEKAgIAQfCIxQhqHfCIyQoCAgAh8IjNCGYd8IiAgIEKAgIAQfCIhQoCAgOAPg30+AkggAiAZICV+IBEgFn58IBcgG358IAVBE2ysIh0gJn58IA5BE2ysIiAgGH58ICcgLX58IBQgHH58IBogIn58IBIgFX58IBMgI358IBcgGX4gESAqfnwgBEETbKwiLyArfnwgGCAdfnwgICAsfnwgFCAtfnwgHCAofnwgFSAafnwgEiApfnwgEyAWfnwgDUETbKwgJn4gESAXfnwgGCAvfnwgHSAnfnwgFCAgfnwgIiAtfnwgFSAcfnwgGiAjfnwgEiAWfnwgEyAlfnwiL0KAgIAQfCI0QhqHfCI1QoCAgAh8IjZCGYd8Ih0gHUKAgIAQfCI3QoCAgOAPg30+AjggAiAUIBl+IBEgLH58IBsgKH58IBUgHn58IB8gKX58IBYgJH58ICogLn58IAesIh0gF358IBIgK358IBMgGH58ICFCGod8IiEgIUKAgIAIfCIhQoCAgPAPg30+AkwgAiAWIBl+IBEgKX58IBsgKn58IBcgHn58ICAgK358IBggLX58IBwgLH58IBQgGn58IBIgKH58IBMgFX58IDdCGod8IhIgEkKAgIAIfCISQoCAgPAPg30+AjwgAiAZICd+IBEgGH58IBQgG358IB4gIn58IBUgH358ICMgJH58IBYgLn58IB0gJX58IBCsIhogF358IBMgJn58ICFCGYd8IhMgE0KAgIAQfCITQoCAgOAPg30+AlAgAiAyIDNCgICA8A+DfSAwIDFCgICAYIN9IBJCGYd8IhJCgICAEHwiHEIaiHw+AkQgAiASIBxCgICA4A+DfT4CQCACIBggGX4gESArfnwgGyAsfnwgFCAefnwgHyAofnwgFSAkfnwgKSAufnwgFiAdfnwgGiAqfnwgA6wgF358IBNCGod8IhEgEUKAgIAIfCIRQoCAgPAPg30+AlQgAiA1IDZCgICA8A+DfSAvIDRCgICAYIN9IBFCGYdCE358IhFCgICAEHwiFEIaiHw+AjQgAiARIBRCgICA4A+DfT4CMCAAIAJBMGoQDwsgAkGAAmokACAICwUAQY8MCwsAIAAgASACEOcBCz0BAn8jAEEgayIDJABBfyEEIAMgAiABECBFBEAgAEHgvAIgA0EAEB8aIANBIBAHQQAhBAsgA0EgaiQAIAQLUgEBfyMAQaABayICJAAgAUEgEBYgASABQiAQQBogASABLQAAQfgBcToAACABIAEtAB9BP3FBwAByOgAfIAIgARAwIAAgAhAiIAJBoAFqJABBAAsFAEGECQsIAEGAgICAAgsIAEGAgIDAAAsEAEEGCwUAQZgMC7MSAQx/IAFBA0kEQEEADwsjAEFAaiEJAkACQAJAAkACfwJAIAIpAAAgAjUACEKAgPz/D4WEQgBSBEAgAi0AASACLQAAciEEIAItAAMgAi0AAnJFDQFBfyEHQX9BACAEGyEFIARFDAILIAItAAwhAyAJIQQDQCAFIgcgCUE8amogAyADQQpuIgtBCmxrQTByOgAAIAQiCEEBaiEEIAVBAWohBSADQQlLIAshAw0ACyAJIQQCQCAHQf7///8HSw0AIAhBAWpBA3EiCwRAQQAhAwNAIAQgBUEBayIFIAlBPGpqLQAAOgAAIARBAWohBCADQQFqIgMgC0cNAAsLIAdBA0kNAANAIAQgCUE8aiIHIAVqIgNBAWstAAA6AAAgBCADQQJrLQAAOgABIAQgA0EDay0AADoAAiAEQQNqIgMgByAFQQRrIgVqLQAAOgAAIARBBGohBCADIAhHDQALCyAEQS46AAAgAi0ADSEDQQAhBSAEQQFqIgYhBwNAIAUiCCAJQTxqaiADIANBCm4iCkEKbGtBMHI6AAAgByILQQFqIQcgBUEBaiEFIANBCUsgCiEDDQALAkAgCEH+////B0sNACALIARrQQNxIgQEQEEAIQMDQCAGIAVBAWsiBSAJQTxqai0AADoAACAGQQFqIQYgA0EBaiIDIARHDQALCyAIQQNJDQADQCAGIAlBPGoiByAFaiIDQQFrLQAAOgAAIAYgA0ECay0AADoAASAGIANBA2stAAA6AAIgBkEDaiIDIAcgBUEEayIFai0AADoAACAGQQRqIQYgAyALRw0ACwsgBkEuOgAAIAItAA4hA0EAIQUgBkEBaiIEIQcDQCAFIgggCUE8amogAyADQQpuIgpBCmxrQTByOgAAIAciC0EBaiEHIAVBAWohBSADQQlLIAohAw0ACwJAIAhB/v///wdLDQAgCyAGa0EDcSIHBEBBACEDA0AgBCAFQQFrIgUgCUE8amotAAA6AAAgBEEBaiEEIANBAWoiAyAHRw0ACwsgCEEDSQ0AA0AgBCAJQTxqIgcgBWoiA0EBay0AADoAACAEIANBAmstAAA6AAEgBCADQQNrLQAAOgACIARBA2oiAyAHIAVBBGsiBWotAAA6AAAgBEEEaiEEIAMgC0cNAAsLIARBLjoAACACLQAPIQNBACEFIARBAWoiBiEHA0AgBSICIAlBPGpqIAMgA0EKbiILQQpsa0EwcjoAACAHIghBAWohByAFQQFqIQUgA0EJSyALIQMNAAsCQCACQf7///8HSw0AIAggBGtBA3EiBARAQQAhAwNAIAYgBUEBayIFIAlBPGpqLQAAOgAAIAZBAWohBiADQQFqIgMgBEcNAAsLIAJBA0kNAANAIAYgCUE8aiIDIAVqIgJBAWstAAA6AAAgBiACQQJrLQAAOgABIAYgAkEDay0AADoAAiAGQQNqIgIgAyAFQQRrIgVqLQAAOgAAIAZBBGohBiACIAhHDQALCyAGIAlrIgUgAUkNAkEADwtBAUECIAQbIQYgBEEARyEHQX8hBUEACyEDAn8gAi0ABSACLQAEcgRAIAYgAyADIAZJIgQbIQMgByAFIAQbIQVBfyEHQQAMAQtBAiAHIAdBAEgbIQcgBkEBagshBAJ/IAItAAcgAi0ABnIEQCAEIAMgAyAESSIEGyEDIAcgBSAEGyEFQX8hBkEADAELQQMgByAHQQBIGyEGIARBAWoLIQQCfyACLQAJIAItAAhyBEAgBCADIAMgBEkiBBshAyAGIAUgBBshBUF/IQZBAAwBC0EEIAYgBkEASBshBiAEQQFqCyEEAn8gAi0ACyACLQAKcgRAIAQgAyADIARJIgQbIQMgBiAFIAQbIQVBfyEGQQAMAQtBBSAGIAZBAEgbIQYgBEEBagshBAJ/IAItAA0gAi0ADHIEQCAEIAMgAyAESSIEGyEDIAYgBSAEGyEFQX8hBkEADAELQQYgBiAGQQBIGyEGIARBAWoLIQQCfyACLQAPIAItAA5yBEAgBCADIAMgBEkiBBshAyAGIAUgBBshBUF/IQZBAAwBC0EHIAYgBkEASBshBiAEQQFqCyEEQX8gBiAFIAMgBEkiBRsgBCADIAUbIgNBAkkbIgwgA2oiDUEBayELIAkhAyAMQQBIDQEDQAJAIAggDEYEQCADQbr0ADsAACADQQJqIQMgCyEIDAELAkAgCEUNACAIIA1GDQAgA0E6OgAAIANBAWohAwsgAiAIQQF0aiIELQAAQQh0IAQtAAFyIQVBACEEIAMhBwNAIAQiCiAJQTxqaiAFQQ9xIgRBMHIgBEHXAGogBEEKSRs6AAAgByIGQQFqIQcgCkEBaiEEIAVBD0sgBUEEdiEFDQALIApB/////wdGDQBBACEFIAYgA2tBAWpBA3EiBwRAA0AgAyAEQQFrIgQgCUE8amotAAA6AAAgA0EBaiEDIAVBAWoiBSAHRw0ACwsgCkEDSQ0AA0AgAyAJQTxqIgcgBGoiBUEBay0AADoAACADIAVBAmstAAA6AAEgAyAFQQNrLQAAOgACIANBA2oiBSAHIARBBGsiBGotAAA6AAAgA0EEaiEDIAUgBkcNAAsLIAhBB0ggCEEBaiEIDQALDAILIAVBAWohAwwCCwNAAkAgCCAMRwRAIAgEQCADQTo6AAAgA0EBaiEDCyACIAhBAXRqIgQtAABBCHQgBC0AAXIhBUEAIQQgAyEHA0AgBCIKIAlBPGpqIAVBD3EiBEEwciAEQdcAaiAEQQpJGzoAACAHIgZBAWohByAKQQFqIQQgBUEPSyAFQQR2IQUNAAsgCkH/////B0YNAUEAIQUgBiADa0EBakEDcSIHBEADQCADIARBAWsiBCAJQTxqai0AADoAACADQQFqIQMgBUEBaiIFIAdHDQALCyAKQQNJDQEDQCADIAlBPGoiByAEaiIFQQFrLQAAOgAAIAMgBUECay0AADoAASADIAVBA2stAAA6AAIgA0EDaiIFIAcgBEEEayIEai0AADoAACADQQRqIQMgBSAGRw0ACwwBCyADQbr0ADsAACADQQJqIQMgCyEICyAIQQFqIghBCEgNAAsLIAMgCWsiAyEFIAEgA0sNAEEADwsgAwRAIAAgCSAD/AoAAAsgACAFakEAOgAAIAALlQgBCn8jAEEQayIGJAAgASEEAkAgASABIAJqIgJPDQADQCAELQAARQ0BIARBAWoiBCACRw0ACyACIQQLAkACQAJAAkAgAUElIAQgAWsiAhAxIgdFBEAgAUE6IAIQMUUNAiAEIQcMAQtBfyEFIAdBAWoiAiAETw0DA0ACQCACLQAAIgNBMGtB/wFxQQpJDQAgA0HfAXFBwQBrQf8BcUEaSQ0AIANBLWtBAkkNACADQd8ARw0FCyACQQFqIgIgBEcNAAsgAUE6IAcgAWsQMUUNAwsgBkIANwMIIAZCADcDAEF/IQUgASAHTw0CIAEtAABBOkcEf0EABSABQQFqIAdPDQMgAS0AAUE6Rw0DIAFBAmohASAGCyEEIAZBEGohCCAGIQIDQCAEIQsDQAJAAkAgASAHTwRAIAIhAwwBCwJAAkACQAJAAkACQCABLQAAIgRBLmsODQUAAAAAAAAAAAAAAAEACyAEwCIDQTBrIgRBCk8EQCADQSByIgRB5wBrQXpJDQQgBEHXAGshBAsgByABayIMQQFGDQIgASEDIAFBAWoiCS0AACIFQS5rDg0EAQEBAQEBAQEBAQEGAQsgAUEBaiEBIAIhBCALRQ0HDAoLIAXAIgVBMGsiA0EKTwRAQX8gBUEgciIDQdcAayADQeEAa0EGTxshAwtBfyEFIANBAEgNCSADIARBBHRyIQQgDEECRg0AIAkhAwJAIAFBAmoiCS0AACIKQS5rDg0DAAAAAAAAAAAAAAAFAAsgCsAiCkEwayIDQQpPBEBBfyAKQSByIgNB1wBrIANB4QBrQQZPGyEDCyADQQBIDQkgAyAEQQR0ciEEIAxBA0YNACAJIQMCQCABQQNqIgktAAAiCkEuaw4NAwAAAAAAAAAAAAAABQALIArAIgpBMGsiA0EKTwRAQX8gCkEgciIDQdcAayADQeEAa0EGTxshAwsgA0EASA0JIAMgBEEEdHIhBCAMQQRGDQAgCSEDIAEtAAQiCUE6Rg0EIAlBLkYNAgwJCyAIIAJBAmoiA0kEQAwJCyACIARBCHQgBEGA/gNxQQh2cjsAAAwCCwwHC0F/IQUgAkEEaiIDIAhLDQYgASAHIAIQ9wFFDQYLAkAgCwRAIAMgCEYEQAwICyADIAtrIgEEQCAIIAFrIAsgAfwKAAALIAggA2siAUUNASALQQAgAfwLAAwBCyADIAhGDQAMBgsgACAGKQMINwAIIAAgBikDADcAAAwEC0F/IQUgAkECaiIBIAhLDQQgAiAEQQh0IARBgP4DcUEIdnI7AAAgASECIANBAmoiASAHSQ0ACwsMAgsgASAEIAYQ9wFFBEBBfyEFDAILIABCADcAACAAQYCAfDYACCAAIAYoAgA2AAwLQQAhBQsgBkEQaiQAIAULSwEBfwJAIAFBeXFBAUcNACAAQf3///97Tw0AIAAgAEEDbiIAQX1saiICQQFqQQQgAUECcRtBACACQQNxGyAAQQJ0akEBag8LEAwAC6MFAQl/An8CQAJAAkACQAJAAkACQAJAIAMEQCAEDQFBASEIQQAhBANAIAIgB2otAAAiDEHfAXFBN2tB/wFxIgtB9v8DaiALQfD/A2pzQQh2Ig0gDEEwcyIMQfb/A2pBCHYiDnJB/wFxRQ0EIAEgCk0NAyALIA1xIAwgDnFyIQsCQCAJQf8BcUUEQCALQQR0IQQMAQsgACAKaiAEIAtyOgAAIApBAWohCgsgCUF/cyEJIAdBAWoiByADRw0ACyADIQcMAwtBACAGRQ0IGgwGCwNAAkACQAJAAn8CQCACIAdqLQAAIgtB3wFxQTdrQf8BcSIIQfb/A2ogCEHw/wNqc0EIdiIMIAtBMHMiDUH2/wNqQQh2Ig5yQf8BcUUEQCAJQf8BcQ0JQQAhCCAEIAsQTUUNCyAHQQFqIgkhByADIAlLDQEMCwsgASAKTQ0GIAggDHEgDSAOcXIiCCAJQf8BcUUNARogACAKaiAIIA9yOgAAIAlBf3MhCSAKQQFqIQoMBAsDQCACIAdqLQAAIgtB3wFxQTdrQf8BcSIMQfb/A2ogDEHw/wNqc0EIdiINIAtBMHMiDkH2/wNqQQh2Ig9yQf8BcUUEQCAEIAsQTUUNCyADIAdBAWoiB0sNAQwDCwsgASAKTQ0CIAwgDXEgDiAPcXILQQR0IQ9B/wEhCQwCCyADIAkgAyAJSxshBwwHC0EAIQkMAgtBASEIIAdBAWoiByADSQ0ACwwBC0HAxAJBxAA2AgBBACEICyAJQf8BcUUNAQtBwMQCQRw2AgBBfyEIIAdBAWshB0EAIQoMAQsgCkEAIAgbIQogCEEBayEICyAGDQAgAyAHRw0BIAgMAgsgBiACIAdqNgIAIAgMAQtBwMQCQRw2AgBBfwsgBQRAIAUgCjYCAAsLnQEBA38CQCADQf7///8HSw0AIAEgA0EBdE0NAEEAIQEgAwR/A0AgACABQQF0aiIEIAEgAmotAAAiBUEPcSIGQQh0IAZB9v8DakGAsgNxakGArgFqQQh2OgABIAQgBUEEdiIEIARB9v8DakEIdkHZAXFqQdcAajoAACABQQFqIgEgA0cNAAsgA0EBdAVBAAsgAGpBADoAACAADwsQDAALOgEDfiABKQAgIQIgASkAKCEDIAEpADAhBCAAIAEpADg3ABggACAENwAQIAAgAzcACCAAIAI3AABBAAs6AQN+IAEpAAAhAiABKQAIIQMgASkAECEEIAAgASkAGDcAGCAAIAQ3ABAgACADNwAIIAAgAjcAAEEAC4wBAQF/AkACQAJAIANCwABUDQAgA0JAfCIDQr////8PVg0AIAIgAkFAayIFIAMgBEEAEJgBRQ0BIABFDQAgA6ciAkUNACAAQQAgAvwLAAtBfyECIAFFDQEgAUIANwMAQX8PCyABBEAgASADNwMAC0EAIQIgAEUNACADpyIBRQ0AIAAgBSAB/AoAAAsgAguJAQEDfyMAQRBrIgUkACAAQUBrIQYgA6ciBwRAIAYgAiAH/AoAAAtBACECIAAgBUEIaiAGIAMgBEEAEJkBGgJAIAUpAwhCwABSBEAgAQRAIAFCADcDAAsgB0FAayIBBEAgAEEAIAH8CwALQX8hAgwBCyABRQ0AIAEgA0JAfTcDAAsgBUEQaiQAIAILFAAgACABIAIgAyAEQQAQmQEaQQALCwAgACABIAIQhAILDQAgACABIAIgAxCcAQsrAQF/IwBBIGsiAyQAIANBIBAWIAAgASACIAMQnAEgA0EgEAcgA0EgaiQACy0BAX8jAEFAaiICJAAgAkHAABAWIAAgASACEFoaIAJBwAAQByACQUBrJABBAAsKACAAIAEgAhBaCwUAQcAICwUAQeASCwUAQaAJCwoAIAAgASACED0LLAAgAEEAQcgB/AsAIABBADoA7AEgAEHAADYC6AEgAEKAgICAgAk3A+ABQQALKwAgAEEAQcgB/AsAIABBADoA7AEgAEEgNgLoASAAQoCAgICAETcD4AFBAAsKACAAIAEgAhB2CwYAIAAQGgsUACADBEAgASAAIAJqIAP8CgAACwsMACAAQQBByAH8CwALBQBB4AELBQBB4D8LrQICBH8BfiMAQYACayIFJAAgBUEBOgAPAn8gAUHgP00EQCABQSBPBEAgA60hCUEgIQYDQCAGIQcgBUEwaiIGIARBIBA+GiAIBEAgBiAAIAhqQSBrQiAQLBoLIAVBMGoiBiACIAkQLBogBiAFQQ9qQgEQLBogBiAAIAhqEE8aIAUgBS0AD0EBajoADyAHIQggB0EgaiIGIAFNDQALCyABQR9xIgEEQCAFQTBqIgggBEEgED4aIAcEQCAIIAAgB2pBIGtCIBAsGgsgBUEwaiIEIAIgA60QLBogBCAFQQ9qQgEQLBogBCAFQRBqIgIQTxogAQRAIAAgB2ogAiAB/AoAAAsgBUEQakEgEAcLIAVBMGpB0AEQB0EADAELQcDEAkEcNgIAQX8LIAVBgAJqJAALOQEBfyMAQdABayIFJAAgBSABIAIQPhogBSADIAStECwaIAUgABBPGiAFQdABEAcgBUHQAWokAEEAC88FAgJ/BH5BfyEHAkAgAkHAAEsNACADQcEAayIGQUBJDQACQCABQQAgAhtFBEACfyAGQf8BcUG/AUsEQAJ+IARFBEBCn9j52cKR2oKbfyEIQtGFmu/6z5SH0QAMAQsgBCkACEKf2PnZwpHagpt/hSEIIAQpAABC0YWa7/rPlIfRAIULIQoCfiAFRQRAQvnC+JuRo7Pw2wAhCULr+obav7X2wR8MAQsgBSkACEL5wvibkaOz8NsAhSEJIAUpAABC6/qG2r+19sEfhQshCyAAQUBrQQBBpQL8CwAgACAJNwA4IAAgCzcAMCAAIAg3ACggACAKNwAgIABC8e30+KWn/aelfzcAGCAAQqvw0/Sv7ry3PDcAECAAQrvOqqbY0Ouzu383AAggACADrUKIkveV/8z5hOoAhTcAAEEADAELEAwAC0UNAQwCCwJ/IwBBgAFrIgYkAAJAIANBwQBrQf8BcUG/AU0NACABRQ0AIAJBwQBrQf8BcUG/AU0NAAJ+IARFBEBCn9j52cKR2oKbfyEIQtGFmu/6z5SH0QAMAQsgBCkACEKf2PnZwpHagpt/hSEIIAQpAABC0YWa7/rPlIfRAIULIQoCfiAFRQRAQvnC+JuRo7Pw2wAhCULr+obav7X2wR8MAQsgBSkACEL5wvibkaOz8NsAhSEJIAUpAABC6/qG2r+19sEfhQshCyAAQUBrQQBBpQL8CwAgACAJNwA4IAAgCzcAMCAAIAg3ACggACAKNwAgIABC8e30+KWn/aelfzcAGCAAQqvw0/Sv7ry3PDcAECAAQrvOqqbY0Ouzu383AAggACADrSACrUIIhoRCiJL3lf/M+YTqAIU3AAAgBkEAQYAB/AsAIAIEQCAGIAEgAvwKAAALIABB4ABqIAZBgAH8CgAAIABBgAE2AOACIAZBgAEQByAGQYABaiQAQQAMAQsQDAALDQELQQAhBwsgBwsSACAAIAEQTxogAEHQARAHQQALCwAgACABIAKtECwLCgAgACABIAIQPgsEAEFuCwQAQRELBABBNAuVAQIBfwF+IwBBMGsiASQAIAEgACkAGDcDGCABIAApABA3AxAgASAAKQAINwMIIAEgACkAADcDACABIAApACQ3AyAgASABQiggAEEgaiAAEHwaIAAgASkDGDcAGCAAIAEpAxA3ABAgACABKQMINwAIIAAgASkDADcAACABKQMgIQIgAEEBNgAgIAAgAjcAJCABQTBqJAALLQEBfiAAIAEgAkEAEB8aIABBATYAICABKQAQIQMgAEIANwAsIAAgAzcAJEEACzMBAX4gAUEYEBYgACABIAJBABAfGiAAQQE2ACAgASkAECEDIABCADcALCAAIAM3ACRBAAsJACAAIAEQjgILCwAgACABIAIQjQILCwAgACABIAIQjwILCQAgACABEJACCwkAIAAgARCRAgsJACAAIAEQkgILBwAgABCTAgsiAQF/IwBBQGoiASQAIAFBwAAQFiAAIAEQpQEgAUFAayQACwsAIAAgARClAUEAC2UBA38jAEGgBmsiAyQAQX8hBAJAIANBgAVqIgUgARBKDQAgA0HgA2oiASACEEoNACADIAEQDiADQaABaiIBIAUgAxBgIANBwAJqIgIgARBhIAAgAhBVQQAhBAsgA0GgBmokACAEC2UBA38jAEGgBmsiAyQAQX8hBAJAIANBgAVqIgUgARBKDQAgA0HgA2oiASACEEoNACADIAEQDiADQaABaiIBIAUgAxASIANBwAJqIgIgARBhIAAgAhBVQQAhBAsgA0GgBmokACAECx0BAX8jAEGgAWsiASQAIAEgABBKIAFBoAFqJABFCyEBAX8jAEEgayIBJAAgAUEgEBYgACABEKcBIAFBIGokAAvvBAEMfyMAQaABayICJAAgAS0AACENA0AgAkGAAWoiBSADaiABIANrIgQtAD86AAAgAkHgAGoiBiADaiAELQAfOgAAIAUgA0EBciIHaiAELQA+OgAAIAYgB2ogBC0AHjoAACADQQJqIgNBIEcNAAsgAiACLQCfAUH/AHE6AJ8BIAIgAi0Af0H/AHE6AH8gAkEwaiIDIAUQNSACIAYQNSACIAIoAlAgAigCIEEmbGoiBCACKAJMIAIoAhxBJmxqIgUgAigCSCACKAIYQSZsaiIGIAIoAkQgAigCFEEmbGoiByACKAJAIAIoAhBBJmxqIgggAigCPCACKAIMQSZsaiIJIAIoAjggAigCCEEmbGoiCiACKAI0IAIoAgRBJmxqIgsgAigCMEHSyAItAABBAnYgAS0AIEEHdnNBE2xqIAIoAgBBJmxqIgwgAigCVCACKAIkQSZsaiIBQRNsQYCAgAhqQRl2akEadWpBGXVqQRp1akEZdWpBGnVqQRl1akEadWpBGXVqQRp1IAFqQRl1QRNsIAxqIgxB////H3E2AjAgAiAMQRp1IAtqIgtB////D3E2AjQgAiALQRl1IApqIgpB////H3E2AjggAiAKQRp1IAlqIglB////D3E2AjwgAiAJQRl1IAhqIghB////H3E2AkAgAiAIQRp1IAdqIgdB////D3E2AkQgAiAHQRl1IAZqIgZB////H3E2AkggAiAGQRp1IAVqIgVB////D3E2AkwgAiAFQRl1IARqIgRB////H3E2AlAgAiAEQRp1IAFqQf///w9xNgJUIAAgAyANQYABcRCmASACQaABaiQAQQALCwAgACABEKcBQQALcwEDfyMAQaAGayIDJABBfyEEAkAgA0GABWoiBSABEEQNACAFEFZFDQAgA0HgA2oiASACEEQNACABEFZFDQAgAyABEA4gA0GgAWoiASAFIAMQYCADQcACaiICIAEQYSAAIAIQIkEAIQQLIANBoAZqJAAgBAtzAQN/IwBBoAZrIgMkAEF/IQQCQCADQYAFaiIFIAEQRA0AIAUQVkUNACADQeADaiIBIAIQRA0AIAEQVkUNACADIAEQDiADQaABaiIBIAUgAxASIANBwAJqIgIgARBhIAAgAhAiQQAhBAsgA0GgBmokACAEC0IBAn8jAEGgAWsiASQAAkAgABCEAUUNACAAEEMNACABIAAQRA0AIAEQVkUNACABEIUBQQBHIQILIAFBoAFqJAAgAgsGAEHA/wALugICBH8BfiMAQfADayIFJAAgBUEBOgAPAn8gAUHA/wBNBEAgAUHAAE8EQCADrSEJQcAAIQYDQCAGIQcgBUHQAGoiBiAEQcAAEDkaIAgEQCAGIAAgCGpBQGpCwAAQLxoLIAVB0ABqIgYgAiAJEC8aIAYgBUEPakIBEC8aIAYgACAIahA/GiAFIAUtAA9BAWo6AA8gByEIIAdBQGsiBiABTQ0ACwsgAUE/cSIBBEAgBUHQAGoiCCAEQcAAEDkaIAcEQCAIIAAgB2pBQGpCwAAQLxoLIAVB0ABqIgQgAiADrRAvGiAEIAVBD2pCARAvGiAEIAVBEGoiAhA/GiABBEAgACAHaiACIAH8CgAACyAFQRBqQcAAEAcLIAVB0ABqQaADEAdBAAwBC0HAxAJBHDYCAEF/CyAFQfADaiQACwkAIABBwAAQFgs5AQF/IwBBoANrIgUkACAFIAEgAhA5GiAFIAMgBK0QLxogBSAAED8aIAVBoAMQByAFQaADaiQAQQALEgAgACABED8aIABBoAMQB0EACwsAIAAgASACrRAvCyYBAn8CQEHcyAIoAgAiAEUNACAAKAIUIgBFDQAgABEBACEBCyABCxAAIAAgAa1BwLACIAIQQRoLVAECfxA6QdzIAigCACgCDCIBBEAgACABEQkADwtBACEBIABBAk8Ef0EAIABrIABwIQEDQBA6QdzIAigCACgCBBEBACICIAFJDQALIAIgAHAFQQALCxEAEDpB3MgCKAIAKAIEEQEAC6UBAQZ/IwBBEGsiBUEANgIMQX8hBCACIANBAWtLBH8gASACQQFrIgdqIQhBACECQQAhAUEAIQQDQCAFIAUoAgwiBkEAIAggAmstAAAiCUGAAXNBAWsgBkEBayAEQQFrcXFBCHZBAXEiBmsgAnFyNgIMIAEgBnIhASAEIAlyIQQgAkEBaiICIANHDQALIAAgByAFKAIMazYCACABQf8BcUEBawVBfwsLBQBBwQgLKAECfyMAQRBrIgAkACAAQQA6AA9BiL4CIABBD2pBABABIABBEGokAAspAQF/IwBBEGsiACQAIABBADoAD0GsvgIgAEEPakEAEAEaIABBEGokAAsvAQF/IAEEQANAEDogACACakHcyAIoAgAoAgQRAQA6AAAgAkEBaiICIAFHDQALCwsRABA6QdzIAigCACgCABEBAAvaAQEDfyMAQRBrIgUkAAJAAkAgA0UEQEF/IQEMAQsCfyADIANBAWsiBnFFBEAgBiACQX9zIgdxDAELIAJBf3MhByAGIAIgA3BrCyIGIAdPDQEgBCACIAZqIgJNBEBBfyEBDAELIAAEQCAAIAJBAWo2AgALIAEgAmohAEEAIQEgBUEAOgAPQQAhAgNAIAAgAmsiBCAELQAAIAUtAA9xIAIgBnNBAWtBGHYiBEGAAXFyOgAAIAUgBS0ADyAEcjoADyACQQFqIgIgA0cNAAsLIAVBEGokACABDwsQDAALxwEBAX8jAEFAaiIGJAAgAkIAUgRAIAZCstqIy8eumZDrADcCCCAGQuXwwYvmjZmQMzcCACAGIAUoAAA2AhAgBiAFKAAENgIUIAYgBSgACDYCGCAGIAUoAAw2AhwgBiAFKAAQNgIgIAYgBSgAFDYCJCAGIAUoABg2AiggBSgAHCEFIAYgBDYCMCAGIAU2AiwgBiADKAAANgI0IAYgAygABDYCOCAGIAMoAAg2AjwgBiABIAAgAhB+IAZBwAAQBwsgBkFAayQAQQALvQEBAX8jAEFAaiIGJAAgAkIAUgRAIAZCstqIy8eumZDrADcCCCAGQuXwwYvmjZmQMzcCACAGIAUoAAA2AhAgBiAFKAAENgIUIAYgBSgACDYCGCAGIAUoAAw2AhwgBiAFKAAQNgIgIAYgBSgAFDYCJCAGIAUoABg2AiggBSgAHCEFIAYgBDcCMCAGIAU2AiwgBiADKAAANgI4IAYgAygABDYCPCAGIAEgACACEH4gBkHAABAHCyAGQUBrJABBAAvYAQEBfyMAQUBqIgQkACABQgBSBEAgBEKy2ojLx66ZkOsANwIIIARC5fDBi+aNmZAzNwIAIAQgAygAADYCECAEIAMoAAQ2AhQgBCADKAAINgIYIAQgAygADDYCHCAEIAMoABA2AiAgBCADKAAUNgIkIAQgAygAGDYCKCADKAAcIQMgBEEANgIwIAQgAzYCLCAEIAIoAAA2AjQgBCACKAAENgI4IAQgAigACDYCPCABpyICBEAgAEEAIAL8CwALIAQgACAAIAEQfiAEQcAAEAcLIARBQGskAEEAC84BAQF/IwBBQGoiBCQAIAFCAFIEQCAEQrLaiMvHrpmQ6wA3AgggBELl8MGL5o2ZkDM3AgAgBCADKAAANgIQIAQgAygABDYCFCAEIAMoAAg2AhggBCADKAAMNgIcIAQgAygAEDYCICAEIAMoABQ2AiQgBCADKAAYNgIoIAMoABwhAyAEQgA3AjAgBCADNgIsIAQgAigAADYCOCAEIAIoAAQ2AjwgAaciAgRAIABBACAC/AsACyAEIAAgACABEH4gBEHAABAHCyAEQUBrJABBAAslAEHUyAIoAgAEf0EBBRCVAkHAyAJBEBAWQdTIAkEBNgIAQQALC64UAhh/An4jAEGgBGsiCSQAIAggByAJQbADahCcAkEAIQggBkEfSwRAQSAhBwNAIAUgCGogCUGwA2oQmwIgByIIQSBqIgcgBk0NAAsLIAYgCEEQciIHTwRAA0AgBSAIaiIIKAAAIQ8gCCgABCENIAgoAAghDCAIKAAMIQggCSAJKQKIBDcDiAMgCSAJKQKABDcDgAMgCSAJKQLwAzcD8AIgCSAJKQL4AzcD+AIgCSAJKQKABDcD4AIgCSAJKQKIBDcD6AIgCUGQBGoiDiAJQfACaiAJQeACahAGIAkgCSkCmAQ3AogEIAkgCSkCkAQ3AoAEIAkgCSkC4AM3A9ACIAkgCSkC6AM3A9gCIAkgCSkC8AM3A8ACIAkgCSkC+AM3A8gCIA4gCUHQAmogCUHAAmoQBiAJIAkpApgENwL4AyAJIAkpApAENwLwAyAJIAkpAtADNwOwAiAJIAkpAtgDNwO4AiAJIAkpAuADNwOgAiAJIAkpAugDNwOoAiAOIAlBsAJqIAlBoAJqEAYgCSAJKQKYBDcC6AMgCSAJKQKQBDcC4AMgCSAJKQLAAzcDkAIgCSAJKQLIAzcDmAIgCSAJKQLQAzcDgAIgCSAJKQLYAzcDiAIgDiAJQZACaiAJQYACahAGIAkgCSkCmAQ3AtgDIAkgCSkCkAQ3AtADIAkgCSkDsAM3A/ABIAkgCSkDuAM3A/gBIAkgCSkCwAM3A+ABIAkgCSkCyAM3A+gBIA4gCUHwAWogCUHgAWoQBiAJIAkpApgENwLIAyAJIAkpApAENwLAAyAJIAkpA4ADNwPQASAJIAkpA4gDNwPYASAJIAkpA7ADNwPAASAJIAkpA7gDNwPIASAOIAlB0AFqIAlBwAFqEAYgCSAIIAkoApwEczYCvAMgCSAMIAkoApgEczYCuAMgCSANIAkoApQEczYCtAMgCSAPIAkoApAEczYCsAMgByIIQRBqIgcgBk0NAAsLIAZBD3EiDARAQRAgDGsiBwRAIAlBoANqIAxyQQAgB/wLAAsgDARAIAlBoANqIAUgCGogDPwKAAALIAkoAqADIQwgCSgCpAMhCCAJKAKoAyEHIAkoAqwDIQUgCSAJKQOIBCIhNwOIAyAJIAkpA4AEIiI3A4ADIAkgCSkD8AM3A7ABIAkgCSkD+AM3A7gBIAkgIjcDoAEgCSAhNwOoASAJQZAEaiINIAlBsAFqIAlBoAFqEAYgCSAJKQKYBDcDiAQgCSAJKQKQBDcDgAQgCSAJKQPgAzcDkAEgCSAJKQPoAzcDmAEgCSAJKQPwAzcDgAEgCSAJKQP4AzcDiAEgDSAJQZABaiAJQYABahAGIAkgCSkCmAQ3A/gDIAkgCSkCkAQ3A/ADIAkgCSkD0AM3A3AgCSAJKQPYAzcDeCAJIAkpA+ADNwNgIAkgCSkD6AM3A2ggDSAJQfAAaiAJQeAAahAGIAkgCSkCmAQ3A+gDIAkgCSkCkAQ3A+ADIAkgCSkDwAM3A1AgCSAJKQPIAzcDWCAJIAkpA9ADNwNAIAkgCSkD2AM3A0ggDSAJQdAAaiAJQUBrEAYgCSAJKQKYBDcD2AMgCSAJKQKQBDcD0AMgCSAJKQOwAzcDMCAJIAkpA7gDNwM4IAkgCSkDwAM3AyAgCSAJKQPIAzcDKCANIAlBMGogCUEgahAGIAkgCSkCmAQ3A8gDIAkgCSkCkAQ3A8ADIAkgCSkDgAM3AxAgCSAJKQOIAzcDGCAJIAkpA7ADNwMAIAkgCSkDuAM3AwggDSAJQRBqIAkQBiAJIAUgCSgCnARzNgK8AyAJIAcgCSgCmARzNgK4AyAJIAggCSgClARzNgK0AyAJIAwgCSgCkARzNgKwAwsCQCAABEBBECEIQQAhByACQRBJDQEDQCAAIAdqIAEgB2ogCUGwA2oQmAIgCCIHQRBqIgggAk0NAAsMAQtBECEIQQAhByACQRBJDQADQCAJQZAEaiABIAdqIAlBsANqEJgCIAgiB0EQaiIIIAJNDQALCyACQQ9xIgUEQCAAIAdqIAlBkARqIAAbIRMgASAHaiEBIAlBsANqIQsjAEHwAWsiCiQAIApBwAFqIAVqIRFBECAFayISRSIURQRAIBFBACAS/AsACyAFRSIVRQRAIApBwAFqIAEgBfwKAAALIAsoAhAhFiALQUBrIhAoAgAhFyALKAJQIRggCygCICEZIAsoAjAhGiALKAIUIRsgCygCRCEcIAsoAlQhHSALKAIkIR4gCygCNCEfIAsoAhghICALKAJIIQ4gCygCWCEPIAsoAighDSALKAI4IQwgCigCwAEhCCAKKALEASEHIAooAsgBIQEgCiALKAIsIAsoAjxxIAsoAhwgCygCTCALKAJcIAooAswBc3NzczYCzAEgCiAMIA1xICAgDiABIA9zc3NzNgLIASAKIB4gH3EgGyAcIAcgHXNzc3M2AsQBIAogGSAacSAWIBcgCCAYc3NzczYCwAEgFEUEQCARQQAgEvwLAAsgFUUEQCATIApBwAFqIAX8CgAACyAKKALAASEPIAooAsQBIQ0gCigCyAEhDCAKKALMASEIIAogCykCWDcD6AEgCiALKQJQNwPgASAKIBApAgA3A7ABIAogCykCSDcDuAEgCiALKQJQNwOgASAKIAspAlg3A6gBIApB0AFqIgEgCkGwAWogCkGgAWoQBiALIAopAtgBNwJYIAsgCikC0AE3AlAgCiALKQIwNwOQASAKIAspAjg3A5gBIAogECkCADcDgAEgCiALKQJINwOIASABIApBkAFqIApBgAFqEAYgCyAKKQLYATcCSCAQIAopAtABNwIAIAogCykCIDcDcCAKIAspAig3A3ggCiALKQIwNwNgIAogCykCODcDaCABIApB8ABqIApB4ABqEAYgCyAKKQLYATcCOCALIAopAtABNwIwIAogCykCEDcDUCAKIAspAhg3A1ggCiALKQIgNwNAIAogCykCKDcDSCABIApB0ABqIApBQGsQBiALIAopAtgBNwIoIAsgCikC0AE3AiAgCiALKQIANwMwIAogCykCCDcDOCAKIAspAhA3AyAgCiALKQIYNwMoIAEgCkEwaiAKQSBqEAYgCyAKKQLYATcCGCALIAopAtABNwIQIAogCikD4AE3AxAgCiAKKQPoATcDGCAKIAspAgA3AwAgCiALKQIINwMIIAEgCkEQaiAKEAYgCigC0AEhByAKKALUASEFIAooAtgBIQEgCyAIIAooAtwBczYCDCALIAEgDHM2AgggCyAFIA1zNgIEIAsgByAPczYCACAKQfABaiQACyAJQYADaiAEIAatIAKtIAlBsANqEJkCQX8hBwJAAkACQAJ/AkACQCAEQRBrDhEAAwMDAwMDAwMDAwMDAwMDAQMLIAlBgANqIAMQRwwBCyAJQYADaiADEEYLIgdFDQELIABFDQEgAkUNASAAQQAgAvwLAAwBC0EAIQcLIAlBoARqJAAgBwunDAIFfwJ+IwBBkARrIgkkACAIIAcgCUGQA2oQnAJBACEIIAZBH0sEQEEgIQcDQCAFIAhqIAlBkANqEJsCIAciCEEgaiIHIAZNDQALCyAGIAhBEHIiB08EQANAIAUgCGoiCCgAACELIAgoAAQhDCAIKAAIIQ0gCCgADCEIIAkgCSkC6AM3A4gEIAkgCSkC4AM3A4AEIAkgCSkC0AM3A/ACIAkgCSkC2AM3A/gCIAkgCSkC4AM3A+ACIAkgCSkC6AM3A+gCIAlB8ANqIgogCUHwAmogCUHgAmoQBiAJIAkpAvgDNwLoAyAJIAkpAvADNwLgAyAJIAkpAsADNwPQAiAJIAkpAsgDNwPYAiAJIAkpAtADNwPAAiAJIAkpAtgDNwPIAiAKIAlB0AJqIAlBwAJqEAYgCSAJKQL4AzcC2AMgCSAJKQLwAzcC0AMgCSAJKQKwAzcDsAIgCSAJKQK4AzcDuAIgCSAJKQLAAzcDoAIgCSAJKQLIAzcDqAIgCiAJQbACaiAJQaACahAGIAkgCSkC+AM3AsgDIAkgCSkC8AM3AsADIAkgCSkCoAM3A5ACIAkgCSkCqAM3A5gCIAkgCSkCsAM3A4ACIAkgCSkCuAM3A4gCIAogCUGQAmogCUGAAmoQBiAJIAkpAvgDNwK4AyAJIAkpAvADNwKwAyAJIAkpA5ADNwPwASAJIAkpA5gDNwP4ASAJIAkpAqADNwPgASAJIAkpAqgDNwPoASAKIAlB8AFqIAlB4AFqEAYgCSAJKQL4AzcCqAMgCSAJKQLwAzcCoAMgCSAJKQOABDcD0AEgCSAJKQOIBDcD2AEgCSAJKQOQAzcDwAEgCSAJKQOYAzcDyAEgCiAJQdABaiAJQcABahAGIAkgCCAJKAL8A3M2ApwDIAkgDSAJKAL4A3M2ApgDIAkgDCAJKAL0A3M2ApQDIAkgCyAJKALwA3M2ApADIAciCEEQaiIHIAZNDQALCyAGQQ9xIgcEQEEQIAdrIgsEQCAJQYADaiAHckEAIAv8CwALIAcEQCAJQYADaiAFIAhqIAf8CgAACyAJKAKAAyEFIAkoAoQDIQcgCSgCiAMhCCAJKAKMAyELIAkgCSkD6AMiDjcDiAQgCSAJKQPgAyIPNwOABCAJIAkpA9ADNwOwASAJIAkpA9gDNwO4ASAJIA83A6ABIAkgDjcDqAEgCUHwA2oiCiAJQbABaiAJQaABahAGIAkgCSkC+AM3A+gDIAkgCSkC8AM3A+ADIAkgCSkDwAM3A5ABIAkgCSkDyAM3A5gBIAkgCSkD0AM3A4ABIAkgCSkD2AM3A4gBIAogCUGQAWogCUGAAWoQBiAJIAkpAvgDNwPYAyAJIAkpAvADNwPQAyAJIAkpA7ADNwNwIAkgCSkDuAM3A3ggCSAJKQPAAzcDYCAJIAkpA8gDNwNoIAogCUHwAGogCUHgAGoQBiAJIAkpAvgDNwPIAyAJIAkpAvADNwPAAyAJIAkpA6ADNwNQIAkgCSkDqAM3A1ggCSAJKQOwAzcDQCAJIAkpA7gDNwNIIAogCUHQAGogCUFAaxAGIAkgCSkC+AM3A7gDIAkgCSkC8AM3A7ADIAkgCSkDkAM3AzAgCSAJKQOYAzcDOCAJIAkpA6ADNwMgIAkgCSkDqAM3AyggCiAJQTBqIAlBIGoQBiAJIAkpAvgDNwOoAyAJIAkpAvADNwOgAyAJIAkpA4AENwMQIAkgCSkDiAQ3AxggCSAJKQOQAzcDACAJIAkpA5gDNwMIIAogCUEQaiAJEAYgCSALIAkoAvwDczYCnAMgCSAIIAkoAvgDczYCmAMgCSAHIAkoAvQDczYClAMgCSAFIAkoAvADczYCkAMLQRAhCEEAIQcgBEEQTwRAA0AgACAHaiADIAdqIAlBkANqEJoCIAgiB0EQaiIIIARNDQALCwJAIARBD3EiBUUNAEEQIAVrIggEQCAJQYADaiAFckEAIAj8CwALIAVFIghFBEAgCUGAA2ogAyAHaiAF/AoAAAsgCUGABGoiAyAJQYADaiAJQZADahCaAiAIDQAgACAHaiADIAX8CgAACyABIAIgBq0gBK0gCUGQA2oQmQIgCUGQBGokAEEAC4AOASN/IwAiDCESIAxB4AFrQWBxIgskACAIIAcgC0HgAGoQowJBACEHIAZBP0sEQEHAACEIA0AgBSAHaiALQeAAahCiAiAIIgdBQGsiCCAGTQ0ACwsgBiAHQSByIghPBEADQCAFIAdqIAtB4ABqEIABIAgiB0EgaiIIIAZNDQALCyAGQR9xIgwEQEEgIAxrIggEQCALQUBrIAxyQQAgCPwLAAsgDARAIAtBQGsgBSAHaiAM/AoAAAsgC0FAayALQeAAahCAAQsCQCAABEBBICEFQQAhByACQSBJDQEDQCAAIAdqIAEgB2ogC0HgAGoQnwIgBSIHQSBqIgUgAk0NAAsMAQtBICEFQQAhByACQSBJDQADQCALQSBqIAEgB2ogC0HgAGoQnwIgBSIHQSBqIgUgAk0NAAsLIAJBH3EiBQRAIAAgB2ogC0EgaiAAGyEbIAEgB2ohASALQeAAaiEKIwBBwAJrIgkkACAJQYACaiAFaiETQSAgBWsiFEUiHEUEQCATQQAgFPwLAAsgBUUiHUUEQCAJQYACaiABIAX8CgAACyAKKAIQIR4gCigCMCEfIAooAhQhICAKKAI0ISEgCigCGCEiIAooAjghIyAKKAIcISQgCigCPCElIAooAiAhFSAKKAJQISYgCigCcCEnIAooAmAhFiAKKAIkIRcgCigCVCEoIAooAnQhKSAKKAJkIRggCigCKCEZIAooAlghKiAKKAJ4ISsgCigCaCEaIAkoAoACIQ0gCSgChAIhDiAJKAKIAiEPIAkoAowCIRAgCSgCkAIhESAJKAKUAiEMIAkoApgCIQggCSAKKAIsIgcgCigCbCIBIAooAnxxIAooAlwgCSgCnAJzc3M2ApwCIAkgGSAaICtxIAggKnNzczYCmAIgCSAXIBggKXEgDCAoc3NzNgKUAiAJIBUgFiAncSARICZzc3M2ApACIAkgASAHICVxIBAgJHNzczYCjAIgCSAaIBkgI3EgDyAic3NzNgKIAiAJIBggFyAhcSAOICBzc3M2AoQCIAkgFiAVIB9xIA0gHnNzczYCgAIgHEUEQCATQQAgFPwLAAsgHUUEQCAbIAlBgAJqIAX8CgAACyAJKAKcAiEPIAkoApgCIRAgCSgClAIhESAJKAKQAiEMIAkoAoACIQggCSgChAIhByAJKAKIAiEFIAkoAowCIQEgCSAKKQJ4NwO4AiAJIAopAnA3A7ACIAkgCikCYDcD8AEgCSAKKQJoNwP4ASAJIAopAnA3A+ABIAkgCikCeDcD6AEgCUGgAmoiDSAJQfABaiAJQeABahAGIAogCSkCqAI3AnggCiAJKQKgAjcCcCAJIAopAlA3A9ABIAkgCikCWDcD2AEgCSAKKQJgNwPAASAJIAopAmg3A8gBIA0gCUHQAWogCUHAAWoQBiAKIAkpAqgCNwJoIAogCSkCoAI3AmAgCSAKQUBrIg4pAgA3A7ABIAkgCikCSDcDuAEgCSAKKQJQNwOgASAJIAopAlg3A6gBIA0gCUGwAWogCUGgAWoQBiAKIAkpAqgCNwJYIAogCSkCoAI3AlAgCSAKKQIwNwOQASAJIAopAjg3A5gBIAkgDikCADcDgAEgCSAKKQJINwOIASANIAlBkAFqIAlBgAFqEAYgCiAJKQKoAjcCSCAOIAkpAqACNwIAIAkgCikCIDcDcCAJIAopAig3A3ggCSAKKQIwNwNgIAkgCikCODcDaCANIAlB8ABqIAlB4ABqEAYgCiAJKQKoAjcCOCAKIAkpAqACNwIwIAkgCikCEDcDUCAJIAopAhg3A1ggCSAKKQIgNwNAIAkgCikCKDcDSCANIAlB0ABqIAlBQGsQBiAKIAkpAqgCNwIoIAogCSkCoAI3AiAgCSAKKQIANwMwIAkgCikCCDcDOCAJIAopAhA3AyAgCSAKKQIYNwMoIA0gCUEwaiAJQSBqEAYgCiAJKQKoAjcCGCAKIAkpAqACNwIQIAkgCSkDsAI3AxAgCSAJKQO4AjcDGCAJIAopAgA3AwAgCSAKKQIINwMIIA0gCUEQaiAJEAYgCiAJKQKoAjcCCCAKIAkpAqACNwIAIAogASAKKAIMczYCDCAKIAUgCigCCHM2AgggCiAHIAooAgRzNgIEIAogCCAKKAIAczYCACAOIAwgDigCAHM2AgAgCiARIAooAkRzNgJEIAogECAKKAJIczYCSCAKIA8gCigCTHM2AkwgCUHAAmokAAsgCyAEIAatIAKtIAtB4ABqEKACQX8hBwJAAkACQAJ/AkACQCAEQRBrDhEAAwMDAwMDAwMDAwMDAwMDAQMLIAsgAxBHDAELIAsgAxBGCyIHRQ0BCyAARQ0BIAJFDQEgAEEAIAL8CwAgEiQAIAcPC0EAIQcLIBIkACAHC+gCAQN/IwAiCSAJQcABa0FgcSIJJAAgCCAHIAlBQGsQowJBACEHIAZBP0sEQEHAACEIA0AgBSAHaiAJQUBrEKICIAgiB0FAayIIIAZNDQALCyAGIAdBIHIiCE8EQANAIAUgB2ogCUFAaxCAASAIIgdBIGoiCCAGTQ0ACwsgBkEfcSIIBEBBICAIayILBEAgCUEgaiAIckEAIAv8CwALIAgEQCAJQSBqIAUgB2ogCPwKAAALIAlBIGogCUFAaxCAAQtBICEFQQAhByAEQSBPBEADQCAAIAdqIAMgB2ogCUFAaxChAiAFIgdBIGoiBSAETQ0ACwsCQCAEQR9xIgVFDQBBICAFayIIBEAgCUEgaiAFckEAIAj8CwALIAVFIghFBEAgCUEgaiADIAdqIAX8CgAACyAJIAlBIGogCUFAaxChAiAIDQAgACAHaiAJIAX8CgAACyABIAIgBq0gBK0gCUFAaxCgAiQAQQALC4ayAhEAQYAIC7AELi8wMTIzNDU2Nzg5QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5egBqcwByYW5kb21ieXRlcwBiNjRfcG9zIDw9IGI2NF9sZW4AY3J5cHRvX2dlbmVyaWNoYXNoX2JsYWtlMmJfZmluYWwAYXJnb24yaWQsYXJnb24yaQAkYXJnb24yaQB4d2luZwAkYXJnb24yaWQAcmFuZG9tYnl0ZXMvcmFuZG9tYnl0ZXMuYwBzb2RpdW0vY29kZWNzLmMAY3J5cHRvX2dlbmVyaWNoYXNoL2JsYWtlMmIvcmVmL2JsYWtlMmItcmVmLmMAY3J5cHRvX2dlbmVyaWNoYXNoL2JsYWtlMmIvcmVmL2dlbmVyaWNoYXNoX2JsYWtlMmIuYwB4MjU1MTlibGFrZTJiAGJ1Zl9sZW4gPD0gU0laRV9NQVgAb3V0bGVuIDw9IFVJTlQ4X01BWABTLT5idWZsZW4gPD0gQkxBS0UyQl9CTE9DS0JZVEVTACRhcmdvbjJpJHY9ACRhcmdvbjJpZCR2PQBjdXJ2ZTI1NTE5AGVkMjU1MTkAaG1hY3NoYTUxMjI1NgBjdXJ2ZTI1NTE5eHNhbHNhMjBwb2x5MTMwNQBzb2RpdW1fYmluMmJhc2U2NABzaXBoYXNoMjQAMS4wLjIyAHNoYTUxMgB4c2Fsc2EyMAAkYXJnb24yaSQAJGFyZ29uMmlkJAAkNyQAQcAMC1e2eFn/hXLTAL1uFf8PCmoAKcABAJjoef+8PKD/mXHO/wC34v60DUj/AAAAAAAAAACwoA7+08mG/54YjwB/aTUAYAy9AKfX+/+fTID+amXh/x78BACSDK4AQaANCydZ8bL+CuWm/3vdKv4eFNQAUoADADDR8wB3eUD/MuOc/wBuxQFnG5AAQdANC8AHhTuMAb3xJP/4JcMBYNw3ALdMPv/DQj0AMkykAeGkTP9MPaP/dT4fAFGRQP92QQ4AonPW/waKLgB85vT/CoqPADQawgC49EwAgY8pAb70E/97qnr/YoFEAHnVkwBWZR7/oWebAIxZQ//v5b4BQwu1AMbwif7uRbz/Q5fuABMqbP/lVXEBMkSH/xFqCQAyZwH/UAGoASOYHv8QqLkBOFno/2XS/AAp+kcAzKpP/w4u7/9QTe8AvdZL/xGN+QAmUEz/vlV1AFbkqgCc2NABw8+k/5ZCTP+v4RD/jVBiAUzb8gDGonIALtqYAJsr8f6boGj/M7ulAAIRrwBCVKAB9zoeACNBNf5F7L8ALYb1AaN73QAgbhT/NBelALrWRwDpsGAA8u82ATlZigBTAFT/iKBkAFyOeP5ofL4AtbE+//opVQCYgioBYPz2AJeXP/7vhT4AIDicAC2nvf+OhbMBg1bTALuzlv76qg7/0qNOACU0lwBjTRoA7pzV/9XA0QFJLlQAFEEpATbOTwDJg5L+qm8Y/7EhMv6rJsv/Tvd0ANHdmQCFgLIBOiwZAMknOwG9E/wAMeXSAXW7dQC1s7gBAHLbADBekwD1KTgAfQ3M/vStdwAs3SD+VOoUAPmgxgHsfur/L2Oo/qrimf9ms9gA4o16/3pCmf629YYA4+QZAdY56//YrTj/tefSAHeAnf+BX4j/bn4zAAKpt/8HgmL+RbBe/3QE4wHZ8pH/yq0fAWkBJ/8ur0UA5C86/9fgRf7POEX/EP6L/xfP1P/KFH7/X9Vg/wmwIQDIBc//8SqA/iMhwP/45cQBgRF4APtnl/8HNHD/jDhC/yji9f/ZRiX+rNYJ/0hDhgGSwNb/LCZwAES4S//OWvsAleuNALWqOgB09O8AXJ0CAGatYgDpiWABfzHLAAWblAAXlAn/03oMACKGGv/bzIgAhggp/+BTK/5VGfcAbX8A/qmIMADud9v/563VAM4S/v4Iugf/fgkHAW8qSABvNOz+YD+NAJO/f/7NTsD/DmrtAbvbTACv87v+aVmtAFUZWQGi85QAAnbR/iGeCQCLoy7/XUYoAGwqjv5v/I7/m9+QADPlp/9J/Jv/XnQM/5ig2v+c7iX/s+rP/8UAs/+apI0A4cRoAAojGf7R1PL/Yf3e/rhl5QDeEn8BpIiH/x7PjP6SYfMAgcAa/slUIf9vCk7/k1Gy/wQEGACh7tf/Bo0hADXXDv8ptdD/54udALPL3f//uXEAveKs/3FC1v/KPi3/ZkAI/06uEP6FdUT/AEGwFQsBAQBB0BULsAEm6JWPwrInsEXD9Iny75jw1d+sBdPGMzmxOAKIbVP8BccXanA9TdhPujwLdg0QZw8qIFP6LDnMxk7H/XeSrAN67P///////////////////////////////////////3/t////////////////////////////////////////f+7///////////////////////////////////////9/7dP1XBpjEljWnPei3vneFABBjxcLrPEBEP1AXQCgaj8AOdNX/gzSugBYvHT+QdgBAP/IPQHYQpT/APtcACSy4f8AAAAAAAAAAIU7jAG98ST/+CXDAWDcNwC3TD7/w0I9ADJMpAHhpEz/TD2j/3U+HwBRkUD/dkEOAKJz1v8Gii4AfOb0/wqKjwA0GsIAuPRMAIGPKQG+9BP/e6p6/2KBRAB51ZMAVmUe/6FnmwCMWUP/7+W+AUMLtQDG8In+7kW8/+pxPP8l/zn/RbK2/oDQswB2Gn3+AwfW//EyTf9Vy8X/04f6/xkwZP+71bT+EVhpAFPRngEFc2IABK48/qs3bv/ZtRH/FLyqAJKcZv5X1q7/cnqbAeksqgB/CO8B1uzqAK8F2wAxaj3/BkLQ/wJqbv9R6hP/12vA/0OX7gATKmz/5VVxATJEh/8RagkAMmcB/1ABqAEjmB7/EKi5AThZ6P9l0vwAKfpHAMyqT/8OLu//UE3vAL3WS/8RjfkAJlBM/75VdQBW5KoAnNjQAcPPpP+WQkz/r+EQ/41QYgFM2/IAxqJyAC7amACbK/H+m6Bo/7IJ/P5kbtQADgWnAOnvo/8cl50BZZIK//6eRv5H+eQAWB4yAEQ6oP+/GGgBgUKB/8AyVf8Is4r/JvrJAHNQoACD5nEAfViTAFpExwD9TJ4AHP92AHH6/gBCSy4A5torAOV4ugGURCsAiHzuAbtrxf9UNfb/M3T+/zO7pQACEa8AQlSgAfc6HgAjQTX+Rey/AC2G9QGje90AIG4U/zQXpQC61kcA6bBgAPLvNgE5WYoAUwBU/4igZABcjnj+aHy+ALWxPv/6KVUAmIIqAWD89gCXlz/+74U+ACA4nAAtp73/joWzAYNW0wC7s5b++qoO/0RxFf/eujv/QgfxAUUGSABWnGz+N6dZAG002/4NsBf/xCxq/++VR/+kjH3/n60BADMp5wCRPiEAim9dAblTRQCQcy4AYZcQ/xjkGgAx2eIAcUvq/sGZDP+2MGD/Dg0aAIDD+f5FwTsAhCVR/n1qPADW8KkBpONCANKjTgAlNJcAY00aAO6c1f/VwNEBSS5UABRBKQE2zk8AyYOS/qpvGP+xITL+qybL/073dADR3ZkAhYCyATosGQDJJzsBvRP8ADHl0gF1u3UAtbO4AQBy2wAwXpMA9Sk4AH0NzP70rXcALN0g/lTqFAD5oMYB7H7q/48+3QCBWdb/N4sF/kQUv/8OzLIBI8PZAC8zzgEm9qUAzhsG/p5XJADZNJL/fXvX/1U8H/+rDQcA2vVY/vwjPAA31qD/hWU4AOAgE/6TQOoAGpGiAXJ2fQD4/PoAZV7E/8aN4v4zKrYAhwwJ/m2s0v/F7MIB8UGaADCcL/+ZQzf/2qUi/kq0swDaQkcBWHpjANS12/9cKuf/7wCaAPVNt/9eUaoBEtXYAKtdRwA0XvgAEpeh/sXRQv+u9A/+ojC3ADE98P62XcMAx+QGAcgFEf+JLe3/bJQEAFpP7f8nP03/NVLPAY4Wdv9l6BIBXBpDAAXIWP8hqIr/leFIAALRG/8s9agB3O0R/x7Taf6N7t0AgFD1/m/+DgDeX74B3wnxAJJM1P9szWj/P3WZAJBFMAAj5G8AwCHB/3DWvv5zmJcAF2ZYADNK+ADix4/+zKJl/9BhvQH1aBIA5vYe/xeURQBuWDT+4rVZ/9AvWv5yoVD/IXT4ALOYV/9FkLEBWO4a/zogcQEBTUUAO3k0/5juUwA0CMEA5yfp/8ciigDeRK0AWzny/tzSf//AB/b+lyO7AMPspQBvXc4A1PeFAZqF0f+b5woAQE4mAHr5ZAEeE2H/Plv5AfiFTQDFP6j+dApSALjscf7Uy8L/PWT8/iQFyv93W5n/gU8dAGdnq/7t12//2DVFAO/wFwDCld3/JuHeAOj/tP52UoX/OdGxAYvohQCesC7+wnMuAFj35QEcZ78A3d6v/pXrLACX5Bn+2mlnAI5V0gCVgb7/1UFe/nWG4P9SxnUAnd3cAKNlJADFciUAaKym/gu2AABRSLz/YbwQ/0UGCgDHk5H/CAlzAUHWr//ZrdEAUH+mAPflBP6nt3z/WhzM/q878P8LKfgBbCgz/5Cxw/6W+n4AiltBAXg83v/1we8AHda9/4ACGQBQmqIATdxrAerNSv82pmf/dEgJAOReL/8eyBn/I9ZZ/z2wjP9T4qP/S4KsAIAmEQBfiZj/13yfAU9dAACUUp3+w4L7/yjKTP/7fuAAnWM+/s8H4f9gRMMAjLqd/4MT5/8qgP4ANNs9/mbLSACNBwv/uqTVAB96dwCF8pEA0Pzo/1vVtv+PBPr++ddKAKUebwGrCd8A5XsiAVyCGv9Nmy0Bw4sc/zvgTgCIEfcAbHkgAE/6vf9g4/z+JvE+AD6uff+bb13/CubOAWHFKP8AMTn+QfoNABL7lv/cbdL/Ba6m/iyBvQDrI5P/JfeN/0iNBP9na/8A91oEADUsKgACHvAABDs/AFhOJABxp7QAvkfB/8eepP86CKwATSEMAEE/AwCZTSH/rP5mAeTdBP9XHv4BkilW/4rM7/5sjRH/u/KHANLQfwBELQ7+SWA+AFE8GP+qBiT/A/kaACPVbQAWgTb/FSPh/+o9OP862QYAj3xYAOx+QgDRJrf/Iu4G/66RZgBfFtMAxA+Z/i5U6P91IpIB5/pK/xuGZAFcu8P/qsZwAHgcKgDRRkMAHVEfAB2oZAGpraAAayN1AD5gO/9RDEUBh+++/9z8EgCj3Dr/iYm8/1NmbQBgBkwA6t7S/7muzQE8ntX/DfHWAKyBjABdaPIAwJz7ACt1HgDhUZ4Af+jaAOIcywDpG5f/dSsF//IOL/8hFAYAifss/hsf9f+31n3+KHmVALqe1f9ZCOMARVgA/suH4QDJrssAk0e4ABJ5Kf5eBU4A4Nbw/iQFtAD7h+cBo4rUANL5dP5YgbsAEwgx/j4OkP+fTNMA1jNSAG115P5n38v/S/wPAZpH3P8XDVsBjahg/7W2hQD6MzcA6urU/q8/ngAn8DQBnr0k/9UoVQEgtPf/E2YaAVQYYf9FFd4AlIt6/9zV6wHoy/8AeTmTAOMHmgA1FpMBSAHhAFKGMP5TPJ3/kUipACJn7wDG6S8AdBME/7hqCf+3gVMAJLDmASJnSADbooYA9SqeACCVYP6lLJAAyu9I/teWBQAqQiQBhNevAFauVv8axZz/MeiH/me2UgD9gLABmbJ6APX6CgDsGLIAiWqEACgdKQAyHpj/fGkmAOa/SwCPK6oALIMU/ywNF//t/5sBn21k/3C1GP9o3GwAN9ODAGMM1f+Yl5H/7gWfAGGbCAAhbFEAAQNnAD5tIv/6m7QAIEfD/yZGkQGfX/UAReVlAYgc8ABP4BkATm55//iofAC7gPcAApPr/k8LhABGOgwBtQij/0+Jhf8lqgv/jfNV/7Dn1//MlqT/79cn/y5XnP4Io1j/rCLoAEIsZv8bNin+7GNX/yl7qQE0cisAdYYoAJuGGgDnz1v+I4Qm/xNmff4k44X/dgNx/x0NfACYYEoBWJLO/6e/3P6iElj/tmQXAB91NABRLmoBDAIHAEVQyQHR9qwADDCNAeDTWAB04p8AemKCAEHs6gHh4gn/z+J7AVnWOwBwh1gBWvTL/zELJgGBbLoAWXAPAWUuzP9/zC3+T//d/zNJEv9/KmX/8RXKAKDjBwBpMuwATzTF/2jK0AG0DxAAZcVO/2JNywApufEBI8F8ACObF//PNcAAC32jAfmeuf8EgzAAFV1v/z155wFFyCT/uTC5/2/uFf8nMhn/Y9ej/1fUHv+kkwX/gAYjAWzfbv/CTLIASmW0APMvMACuGSv/Uq39ATZywP8oN1sA12yw/ws4BwDg6UwA0WLK/vIZfQAswV3+ywixAIewEwBwR9X/zjuwAQRDGgAOj9X+KjfQ/zxDeADBFaMAY6RzAAoUdgCc1N7+oAfZ/3L1TAF1O3sAsMJW/tUPsABOzs/+1YE7AOn7FgFgN5j/7P8P/8VZVP9dlYUArqBxAOpjqf+YdFgAkKRT/18dxv8iLw//Y3iG/wXswQD5937/k7seADLmdf9s2dv/o1Gm/0gZqf6beU//HJtZ/gd+EQCTQSEBL+r9ABozEgBpU8f/o8TmAHH4pADi/toAvdHL/6T33v7/I6UABLzzAX+zRwAl7f7/ZLrwAAU5R/5nSEn/9BJR/uXShP/uBrT/C+Wu/+PdwAERMRwAo9fE/gl2BP8z8EcAcYFt/0zw5wC8sX8AfUcsARqv8wBeqRn+G+YdAA+LdwGoqrr/rMVM//xLvACJfMQASBZg/y2X+QHckWQAQMCf/3jv4gCBspIAAMB9AOuK6gC3nZIAU8fA/7isSP9J4YAATQb6/7pBQwBo9s8AvCCK/9oY8gBDilH+7YF5/xTPlgEpxxD/BhSAAJ92BQC1EI//3CYPABdAk/5JGg0AV+Q5Acx8gAArGN8A22PHABZLFP8TG34AnT7XAG4d5gCzp/8BNvy+AN3Mtv6znkH/UZ0DAMLanwCq3wAA4Asg/ybFYgCopCUAF1gHAaS6bgBgJIYA6vLlAPp5EwDy/nD/Ay9eAQnvBv9Rhpn+1v2o/0N84AD1X0oAHB4s/gFt3P+yWVkA/CRMABjGLv9MTW8AhuqI/ydeHQC5SOr/RkSH/+dmB/5N54wApy86AZRhdv8QG+EBps6P/26y1v+0g6IAj43hAQ3aTv9ymSEBYmjMAK9ydQGnzksAysRTATpAQwCKL28BxPeA/4ng4P6ecM8AmmT/AYYlawDGgE//f9Gb/6P+uf48DvMAH9tw/h3ZQQDIDXT+ezzE/+A7uP7yWcQAexBL/pUQzgBF/jAB53Tf/9GgQQHIUGIAJcK4/pQ/IgCL8EH/2ZCE/zgmLf7HeNIAbLGm/6DeBADcfnf+pWug/1Lc+AHxr4gAkI0X/6mKVACgiU7/4nZQ/zQbhP8/YIv/mPonALybDwDoM5b+KA/o//DlCf+Jrxv/S0lhAdrUCwCHBaIBa7nVAAL5a/8o8kYA28gZABmdDQBDUlD/xPkX/5EUlQAySJIAXkyUARj7QQAfwBcAuNTJ/3vpogH3rUgAolfb/n6GWQCfCwz+pmkdAEkb5AFxeLf/QqNtAdSPC/+f56gB/4BaADkOOv5ZNAr//QijAQCR0v8KgVUBLrUbAGeIoP5+vNH/IiNvANfbGP/UC9b+ZQV2AOjFhf/fp23/7VBW/0aLXgCewb8Bmw8z/w++cwBOh8//+QobAbV96QBfrA3+qtWh/yfsiv9fXVf/voBfAH0PzgCmlp8A4w+e/86eeP8qjYAAZbJ4AZxtgwDaDiz+96jO/9RwHABwEeT/WhAlAcXebAD+z1P/CVrz//P0rAAaWHP/zXR6AL/mwQC0ZAsB2SVg/5pOnADr6h//zrKy/5XA+wC2+ocA9hZpAHzBbf8C0pX/qRGqAABgbv91CQgBMnso/8G9YwAi46AAMFBG/tMz7AAtevX+LK4IAK0l6f+eQasAekXX/1pQAv+DamD+43KHAM0xd/6wPkD/UjMR//EU8/+CDQj+gNnz/6IbAf5advEA9sb2/zcQdv/In50AoxEBAIxreQBVoXb/JgCVAJwv7gAJpqYBS2K1/zJKGQBCDy8Ai+GfAEwDjv8O7rgAC881/7fAugGrIK7/v0zdAfeq2wAZrDL+2QnpAMt+RP+3XDAAf6e3AUEx/gAQP38B/hWq/zvgf/4WMD//G06C/ijDHQD6hHD+I8uQAGipqADP/R7/aCgm/l7kWADOEID/1Dd6/98W6gDfxX8A/bW1AZFmdgDsmST/1NlI/xQmGP6KPj4AmIwEAObcY/8BFdT/lMnnAPR7Cf4Aq9IAMzol/wH/Dv/0t5H+APKmABZKhAB52CkAX8Ny/oUYl/+c4uf/9wVN//aUc/7hXFH/3lD2/qp7Wf9Kx40AHRQI/4qIRv9dS1wA3ZMx/jR+4gDlfBcALgm1AM1ANAGD/hwAl57UAINATgDOGasAAOaLAL/9bv5n96cAQCgoASql8f87S+T+fPO9/8Rcsv+CjFb/jVk4AZPGBf/L+J7+kKKNAAus4gCCKhX/AaeP/5AkJP8wWKT+qKrcAGJH1gBb0E8An0zJAaYq1v9F/wD/BoB9/74BjACSU9r/1+5IAXp/NQC9dKX/VAhC/9YD0P/VboUAw6gsAZ7nRQCiQMj+WzpoALY6u/755IgAy4ZM/mPd6QBL/tb+UEWaAECY+P7siMr/nWmZ/pWvFAAWIxP/fHnpALr6xv6E5YsAiVCu/6V9RACQypT+6+/4AIe4dgBlXhH/ekhG/kWCkgB/3vgBRX92/x5S1/68ShP/5afC/nUZQv9B6jj+1RacAJc7Xf4tHBv/un6k/yAG7wB/cmMB2zQC/2Ngpv4+vn7/bN6oAUvirgDm4scAPHXa//z4FAHWvMwAH8KG/ntFwP+prST+N2JbAN8qZv6JAWYAnVoZAO96QP/8BukABzYU/1J0rgCHJTb/D7p9AONwr/9ktOH/Ku30//St4v74EiEAq2OW/0rrMv91UiD+aqjtAM9t0AHkCboAhzyp/rNcjwD0qmj/6y18/0ZjugB1ibcA4B/XACgJZAAaEF8BRNlXAAiXFP8aZDr/sKXLATR2RgAHIP7+9P71/6eQwv99cRf/sHm1AIhU0QCKBh7/WTAcACGbDv8Z8JoAjc1tAUZzPv8UKGv+iprH/17f4v+dqyYAo7EZ/i12A/8O3hcB0b5R/3Z76AEN1WX/ezd7/hv2pQAyY0z/jNYg/2FBQ/8YDBwArlZOAUD3YACgh0MAQjfz/5PMYP8aBiH/YjNTAZnV0P8CuDb/GdoLADFD9v4SlUj/DRlIACpP1gAqBCYBG4uQ/5W7FwASpIQA9VS4/njGaP9+2mAAOHXq/w0d1v5ELwr/p5qE/pgmxgBCsln/yC6r/w1jU//Su/3/qi0qAYrRfADWoo0ADOacAGYkcP4Dk0MANNd7/+mrNv9iiT4A99on/+fa7AD3v38Aw5JUAKWwXP8T1F7/EUrjAFgomQHGkwH/zkP1/vAD2v89jdX/YbdqAMPo6/5fVpoA0TDN/nbR8f/weN8B1R2fAKN/k/8N2l0AVRhE/kYUUP+9BYwBUmH+/2Njv/+EVIX/a9p0/3B6LgBpESAAwqA//0TeJwHY/VwAsWnN/5XJwwAq4Qv/KKJzAAkHUQCl2tsAtBYA/h2S/P+Sz+EBtIdgAB+jcACxC9v/hQzB/itOMgBBcXkBO9kG/25eGAFwrG8ABw9gACRVewBHlhX/0Em8AMALpwHV9SIACeZcAKKOJ//XWhsAYmFZAF5P0wBanfAAX9x+AWaw4gAkHuD+Ix9/AOfocwFVU4IA0kn1/y+Pcv9EQcUAO0g+/7eFrf5deXb/O7FR/+pFrf/NgLEA3PQzABr00QFJ3k3/owhg/paV0wCe/ssBNn+LAKHgOwAEbRb/3iot/9CSZv/sjrsAMs31/wpKWf4wT44A3kyC/x6mPwDsDA3/Mbj0ALtxZgDaZf0AmTm2/iCWKgAZxpIB7fE4AIxEBQBbpKz/TpG6/kM0zQDbz4EBbXMRADaPOgEV+Hj/s/8eAMHsQv8B/wf//cAw/xNF2QED1gD/QGWSAd99I//rSbP/+afiAOGvCgFhojoAanCrAVSsBf+FjLL/hvWOAGFaff+6y7n/300X/8BcagAPxnP/2Zj4AKuyeP/khjUAsDbBAfr7NQDVCmQBIsdqAJcf9P6s4Ff/Du0X//1VGv9/J3T/rGhkAPsORv/U0Ir//dP6ALAxpQAPTHv/Jdqg/1yHEAEKfnL/RgXg//f5jQBEFDwB8dK9/8PZuwGXA3EAl1yuAOc+sv/bt+EAFxch/821UAA5uPj/Q7QB/1p7Xf8nAKL/YPg0/1RCjAAif+T/wooHAaZuvAAVEZsBmr7G/9ZQO/8SB48ASB3iAcfZ+QDooUcBlb7JANmvX/5xk0P/io/H/3/MAQAdtlMBzuab/7rMPAAKfVX/6GAZ//9Z9//V/q8B6MFRABwrnP4MRQgAkxj4ABLGMQCGPCMAdvYS/zFY/v7kFbr/tkFwAdsWAf8WfjT/vTUx/3AZjwAmfzf/4mWj/tCFPf+JRa4BvnaR/zxi2//ZDfX/+ogKAFT+4gDJH30B8DP7/x+Dgv8CijL/19exAd8M7v/8lTj/fFtE/0h+qv53/2QAgofo/w5PsgD6g8UAisbQAHnYi/53EiT/HcF6ABAqLf/V8OsB5r6p/8Yj5P5urUgA1t3x/ziUhwDAdU7+jV3P/49BlQAVEmL/Xyz0AWq/TQD+VQj+1m6w/0mtE/6gxMf/7VqQAMGscf/Im4j+5FrdAIkxSgGk3df/0b0F/2nsN/8qH4EBwf/sAC7ZPACKWLv/4lLs/1FFl/+OvhABDYYIAH96MP9RQJwAq/OLAO0j9gB6j8H+1HqSAF8p/wFXhE0ABNQfABEfTgAnLa3+GI7Z/18JBv/jUwYAYjuC/j4eIQAIc9MBomGA/we4F/50HKj/+IqX/2L08AC6doIAcvjr/2mtyAGgfEf/XiSkAa9Bkv/u8ar+ysbFAORHiv4t9m3/wjSeAIW7sABT/Jr+Wb3d/6pJ/ACUOn0AJEQz/ipFsf+oTFb/JmTM/yY1IwCvE2EA4e79/1FRhwDSG//+60lrAAjPcwBSf4gAVGMV/s8TiABkpGUAUNBN/4TP7f8PAw//IaZuAJxfVf8luW8Blmoj/6aXTAByV4f/n8JAAAx6H//oB2X+rXdiAJpH3P6/OTX/qOig/+AgY//anKUAl5mjANkNlAHFcVkAlRyh/s8XHgBphOP/NuZe/4WtzP9ct53/WJD8/mYhWgCfYQMAtdqb//BydwBq1jX/pb5zAZhb4f9Yaiz/0D1xAJc0fAC/G5z/bjbsAQ4epv8nf88B5cccALzkvP5knesA9tq3AWsWwf/OoF8ATO+TAM+hdQAzpgL/NHUK/kk44/+YweEAhF6I/2W/0QAga+X/xiu0AWTSdgByQ5n/F1ga/1maXAHceIz/kHLP//xz+v8izkgAioV//wiyfAFXS2EAD+Vc/vBDg/92e+P+knho/5HV/wGBu0b/23c2AAETrQAtlpQB+FNIAMvpqQGOazgA9/kmAS3yUP8e6WcAYFJGABfJbwBRJx7/obdO/8LqIf9E44z+2M50AEYb6/9okE8ApOZd/taHnACau/L+vBSD/yRtrgCfcPEABW6VASSl2gCmHRMBsi5JAF0rIP74ve0AZpuNAMldw//xi/3/D29i/2xBo/6bT77/Sa7B/vYoMP9rWAv+ymFV//3MEv9x8kIAbqDC/tASugBRFTwAvGin/3ymYf7ShY4AOPKJ/ilvggBvlzoBb9WN/7es8f8mBsT/uQd7/y4L9gD1aXcBDwKh/wjOLf8Sykr/U3xzAdSNnQBTCNH+iw/o/6w2rf4y94QA1r3VAJC4aQDf/vgA/5Pw/xe8SAAHMzYAvBm0/ty0AP9ToBQAo73z/zrRwv9XSTwAahgxAPX53AAWracAdgvD/xN+7QBunyX/O1IvALS7VgC8lNABZCWF/wdwwQCBvJz/VGqB/4XhygAO7G//KBRlAKysMf4zNkr/+7m4/12b4P+0+eAB5rKSAEg5Nv6yPrgAd81IALnv/f89D9oAxEM4/+ogqwEu2+QA0Gzq/xQ/6P+lNccBheQF/zTNawBK7oz/lpzb/u+ssv/7vd/+II7T/9oPigHxxFAAHCRi/hbqxwA97dz/9jklAI4Rjv+dPhoAK+5f/gPZBv/VGfABJ9yu/5rNMP4TDcD/9CI2/owQmwDwtQX+m8E8AKaABP8kkTj/lvDbAHgzkQBSmSoBjOySAGtc+AG9CgMAP4jyANMnGAATyqEBrRu6/9LM7/4p0aL/tv6f/6x0NADDZ97+zUU7ADUWKQHaMMIAUNLyANK8zwC7oaH+2BEBAIjhcQD6uD8A3x5i/k2oogA7Na8AE8kK/4vgwgCTwZr/1L0M/gHIrv8yhXEBXrNaAK22hwBesXEAK1nX/4j8av97hlP+BfVC/1IxJwHcAuAAYYGxAE07WQA9HZsBy6vc/1xOiwCRIbX/qRiNATeWswCLPFD/2idhAAKTa/88+EgAreYvAQZTtv8QaaL+idRR/7S4hgEn3qT/3Wn7Ae9wfQA/B2EAP2jj/5Q6DABaPOD/VNT8AE/XqAD43ccBc3kBACSseAAgorv/OWsx/5MqFQBqxisBOUpXAH7LUf+Bh8MAjB+xAN2LwgAD3tcAg0TnALFWsv58l7QAuHwmAUajEQD5+7UBKjfjAOKhLAAX7G4AM5WOAV0F7ADat2r+QxhNACj10f/eeZkApTkeAFN9PABGJlIB5Qa8AG3enf83dj//zZe6AOMhlf/+sPYB47HjACJqo/6wK08Aal9OAbnxev+5Dj0AJAHKAA2yov/3C4QAoeZcAUEBuf/UMqUBjZJA/57y2gAVpH0A1Yt6AUNHVwDLnrIBl1wrAJhvBf8nA+//2f/6/7A/R/9K9U0B+q4S/yIx4//2Lvv/miMwAX2dPf9qJE7/YeyZAIi7eP9xhqv/E9XZ/the0f/8BT0AXgPKAAMat/9Avyv/HhcVAIGNTf9meAcBwkyMALyvNP8RUZQA6FY3AeEwrACGKir/7jIvAKkS/gAUk1f/DsPv/0X3FwDu5YD/sTFwAKhi+/95R/gA8wiR/vbjmf/bqbH++4ul/wyjuf+kKKv/mZ8b/vNtW//eGHABEtbnAGudtf7DkwD/wmNo/1mMvv+xQn7+arlCADHaHwD8rp4AvE/mAe4p4ADU6ggBiAu1AKZ1U/9Ew14ALoTJAPCYWACkOUX+oOAq/zvXQ/93w43/JLR5/s8vCP+u0t8AZcVE//9SjQH6iekAYVaFARBQRQCEg58AdF1kAC2NiwCYrJ3/WitbAEeZLgAnEHD/2Yhh/9zGGf6xNTEA3liG/4APPADPwKn/wHTR/2pO0wHI1bf/Bwx6/t7LPP8hbsf++2p1AOThBAF4Ogf/3cFU/nCFGwC9yMn/i4eWAOo3sP89MkEAmGyp/9xVAf9wh+MAohq6AM9guf70iGsAXZkyAcZhlwBuC1b/j3Wu/3PUyAAFyrcA7aQK/rnvPgDseBL+Yntj/6jJwv4u6tYAv4Ux/2OpdwC+uyMBcxUt//mDSABwBnv/1jG1/qbpIgBcxWb+/eTN/wM7yQEqYi4A2yUj/6nDJgBefMEBnCvfAF9Ihf54zr8AesXv/7G7T//+LgIB+qe+AFSBEwDLcab/+R+9/kidyv/QR0n/zxhIAAoQEgHSUUz/WNDA/37za//ujXj/x3nq/4kMO/8k3Hv/lLM8/vAMHQBCAGEBJB4m/3MBXf9gZ+f/xZ47AcCk8ADKyjn/GK4wAFlNmwEqTNcA9JfpABcwUQDvfzT+44Il//h0XQF8hHYArf7AAQbrU/9ur+cB+xy2AIH5Xf5UuIAATLU+AK+AugBkNYj+bR3iAN3pOgEUY0oAABagAIYNFQAJNDf/EVmMAK8iOwBUpXf/4OLq/wdIpv97c/8BEtb2APoHRwHZ3LkA1CNM/yZ9rwC9YdIAcu4s/ym8qf4tupoAUVwWAISgwQB50GL/DVEs/8ucUgBHOhX/0HK//jImkwCa2MMAZRkSADz61//phOv/Z6+OARAOXACNH27+7vEt/5nZ7wFhqC//+VUQARyvPv85/jYA3ud+AKYtdf4SvWD/5EwyAMj0XgDGmHgBRCJF/wxBoP5lE1oAp8V4/0Q2uf8p2rwAcagwAFhpvQEaUiD/uV2kAeTw7f9CtjUAq8Vc/2sJ6QHHeJD/TjEK/22qaf9aBB//HPRx/0o6CwA+3Pb/eZrI/pDSsv9+OYEBK/oO/2VvHAEvVvH/PUaW/zVJBf8eGp4A0RpWAIrtSgCkX7wAjjwd/qJ0+P+7r6AAlxIQANFvQf7Lhif/WGwx/4MaR//dG9f+aGld/x/sH/6HANP/j39uAdRJ5QDpQ6f+wwHQ/4QR3f8z2VoAQ+sy/9/SjwCzNYIB6WrGANmt3P9w5Rj/r5pd/kfL9v8wQoX/A4jm/xfdcf7rb9UAqnhf/vvdAgAtgp7+aV7Z//I0tP7VRC3/aCYcAPSeTAChyGD/zzUN/7tDlACqNvgAd6Ky/1MUCwAqKsABkp+j/7fobwBN5RX/RzWPABtMIgD2iC//2ye2/1zgyQETjg7/Rbbx/6N29QAJbWoBqrX3/04v7v9U0rD/1WuLACcmCwBIFZYASIJFAM1Nm/6OhRUAR2+s/uIqO/+zANcBIYDxAOr8DQG4TwgAbh5J//aNvQCqz9oBSppF/4r2Mf+bIGQAfUpp/1pVPf8j5bH/Pn3B/5lWvAFJeNQA0Xv2/ofRJv+XOiwBXEXW/w4MWP/8mab//c9w/zxOU//jfG4AtGD8/zV1If6k3FL/KQEb/yakpv+kY6n+PZBG/8CmEgBr+kIAxUEyAAGzEv//aAH/K5kj/1BvqABur6gAKWkt/9sOzf+k6Yz+KwF2AOlDwwCyUp//ild6/9TuWv+QI3z+GYykAPvXLP6FRmv/ZeNQ/lypNwDXKjEAcrRV/yHoGwGs1RkAPrB7/iCFGP/hvz4AXUaZALUqaAEWv+D/yMiM//nqJQCVOY0AwzjQ//6CRv8grfD/HdzHAG5kc/+E5fkA5Onf/yXY0f6ysdH/ty2l/uBhcgCJYaj/4d6sAKUNMQHS68z//AQc/kaglwDovjT+U/hd/z7XTQGvr7P/oDJCAHkw0AA/qdH/ANLIAOC7LAFJolIACbCP/xNMwf8dO6cBGCuaABy+vgCNvIEA6OvL/+oAbf82QZ8APFjo/3n9lv786YP/xm4pAVNNR//IFjv+av3y/xUMz//tQr0AWsbKAeGsfwA1FsoAOOaEAAFWtwBtvioA80SuAW3kmgDIsXoBI6C3/7EwVf9a2qn/+JhOAMr+bgAGNCsAjmJB/z+RFgBGal0A6IprAW6zPf/TgdoB8tFcACNa2QG2j2r/dGXZ/3L63f+tzAYAPJajAEmsLP/vblD/7UyZ/qGM+QCV6OUAhR8o/66kdwBxM9YAgeQC/kAi8wBr4/T/rmrI/1SZRgEyIxAA+krY/uy9Qv+Z+Q0A5rIE/90p7gB243n/XleM/v53XABJ7/b+dVeAABPTkf+xLvwA5Vv2AUWA9//KTTYBCAsJ/5lgpgDZ1q3/hsACAQDPAAC9rmsBjIZkAJ7B8wG2ZqsA65ozAI4Fe/88qFkB2Q5c/xPWBQHTp/4ALAbK/ngS7P8Pcbj/uN+LACixd/62e1r/sKWwAPdNwgAb6ngA5wDW/zsnHgB9Y5H/lkREAY3e+ACZe9L/bn+Y/+Uh1gGH3cUAiWECAAyPzP9RKbwAc0+C/14DhACYr7v/fI0K/37As/8LZ8YAlQYtANtVuwHmErL/SLaYAAPGuP+AcOABYaHmAP5jJv86n8UAl0LbADtFj/+5cPkAd4gv/3uChACoR1//cbAoAei5rQDPXXUBRJ1s/2YFk/4xYSEAWUFv/vceo/982d0BZvrYAMauS/45NxIA4wXsAeXVrQDJbdoBMenvAB43ngEZsmoAm2+8AV5+jADXH+4BTfAQANXyGQEmR6gAzbpd/jHTjP/bALT/hnalAKCThv9uuiP/xvMqAPOSdwCG66MBBPGH/8Euwf5ntE//4QS4/vJ2ggCSh7AB6m8eAEVC1f4pYHsAeV4q/7K/w/8ugioAdVQI/+kx1v7uem0ABkdZAezTewD0DTD+d5QOAHIcVv9L7Rn/keUQ/oFkNf+Glnj+qJ0yABdIaP/gMQ4A/3sW/5e5l/+qULgBhrYUAClkZQGZIRAATJpvAVbO6v/AoKT+pXtd/wHYpP5DEa//qQs7/54pPf9JvA7/wwaJ/xaTHf8UZwP/9oLj/3oogADiLxj+IyQgAJi6t/9FyhQAw4XDAN4z9wCpq14BtwCg/0DNEgGcUw//xTr5/vtZbv8yClj+MyvYAGLyxgH1l3EAq+zCAcUfx//lUSYBKTsUAP1o5gCYXQ7/9vKS/tap8P/wZmz+oKfsAJravACW6cr/GxP6AQJHhf+vDD8BkbfGAGh4c/+C+/cAEdSn/z57hP/3ZL0Am9+YAI/FIQCbOyz/ll3wAX8DV/9fR88Bp1UB/7yYdP8KFxcAicNdATZiYQDwAKj/lLx/AIZrlwBM/asAWoTAAJIWNgDgQjb+5rrl/ye2xACU+4L/QYNs/oABoACpMaf+x/6U//sGgwC7/oH/VVI+ALIXOv/+hAUApNUnAIb8kv4lNVH/m4ZSAM2n7v9eLbT/hCihAP5vcAE2S9kAs+bdAetev/8X8zABypHL/yd2Kv91jf0A/gDeACv7MgA2qeoBUETQAJTL8/6RB4cABv4AAPy5fwBiCIH/JiNI/9Mk3AEoGlkAqEDF/gPe7/8CU9f+tJ9pADpzwgC6dGr/5ffb/4F2wQDKrrcBpqFIAMlrk/7tiEoA6eZqAWlvqABA4B4BAeUDAGaXr//C7uT//vrUALvteQBD+2ABxR4LALdfzADNWYoAQN0lAf/fHv+yMNP/8cha/6fRYP85gt0ALnLI/z24QgA3thj+brYhAKu+6P9yXh8AEt0IAC/n/gD/cFMAdg/X/60ZKP7AwR//7hWS/6vBdv9l6jX+g9RwAFnAawEI0BsAtdkP/+eV6ACM7H4AkAnH/wxPtf6Ttsr/E222/zHU4QBKo8sAr+mUABpwMwDBwQn/D4f5AJbjggDMANsBGPLNAO7Qdf8W9HAAGuUiACVQvP8mLc7+8Frh/x0DL/8q4EwAuvOnACCED/8FM30Ai4cYAAbx2wCs5YX/9tYyAOcLz/+/flMBtKOq//U4GAGypNP/AxDKAWI5dv+Ng1n+ITMYAPOVW//9NA4AI6lD/jEeWP+zGyT/pYy3ADq9lwBYHwAAS6lCAEJlx/8Y2McBecQa/w5Py/7w4lH/XhwK/1PB8P/MwYP/Xg9WANoonQAzwdEAAPKxAGa59wCebXQAJodbAN+vlQDcQgH/VjzoABlgJf/heqIB17uo/56dLgA4q6IA6PBlAXoWCQAzCRX/NRnu/9ke6P59qZQADehmAJQJJQClYY0B5IMpAN4P8//+EhEABjztAWoDcQA7hL0AXHAeAGnQ1QAwVLP/u3nn/hvYbf+i3Wv+Se/D//ofOf+Vh1n/uRdzAQOjnf8ScPoAGTm7/6FgpAAvEPMADI37/kPquP8pEqEArwZg/6CsNP4YsLf/xsFVAXx5if+XMnL/3Ms8/8/vBQEAJmv/N+5e/kaYXgDV3E0BeBFF/1Wkvv/L6lEAJjEl/j2QfACJTjH+qPcwAF+k/ABpqYcA/eSGAECmSwBRSRT/z9IKAOpqlv9eIlr//p85/tyFYwCLk7T+GBe5ACk5Hv+9YUwAQbvf/+CsJf8iPl8B55DwAE1qfv5AmFsAHWKbAOL7Nf/q0wX/kMve/6Sw3f4F5xgAs3rNACQBhv99Rpf+YeT8AKyBF/4wWtH/luBSAVSGHgDxxC4AZ3Hq/y5lef4ofPr/hy3y/gn5qP+MbIP/j6OrADKtx/9Y3o7/yF+eAI7Ao/8HdYcAb3wWAOwMQf5EJkH/467+APT1JgDwMtD/oT/6ADzR7wB6IxMADiHm/gKfcQBqFH//5M1gAInSrv601JD/WWKaASJYiwCnonABQW7FAPElqQBCOIP/CslT/oX9u/+xcC3+xPsAAMT6l//u6Nb/ltHNABzwdgBHTFMB7GNbACr6gwFgEkD/dt4jAHHWy/96d7j/QhMkAMxA+QCSWYsAhj6HAWjpZQC8VBoAMfmBANDWS//Pgk3/c6/rAKsCif+vkboBN/WH/5pWtQFkOvb/bcc8/1LMhv/XMeYBjOXA/97B+/9RiA//s5Wi/xcnHf8HX0v+v1HeAPFRWv9rMcn/9NOdAN6Mlf9B2zj+vfZa/7I7nQEw2zQAYiLXABwRu/+vqRgAXE+h/+zIwgGTj+oA5eEHAcWoDgDrMzUB/XiuAMUGqP/KdasAoxXOAHJVWv8PKQr/whNjAEE32P6iknQAMs7U/0CSHf+enoMBZKWC/6wXgf99NQn/D8ESARoxC/+1rskBh8kO/2QTlQDbYk8AKmOP/mAAMP/F+VP+aJVP/+tuiP5SgCz/QSkk/ljTCgC7ebsAYobHAKu8s/7SC+7/QnuC/jTqPQAwcRf+BlZ4/3ey9QBXgckA8o3RAMpyVQCUFqEAZ8MwABkxq/+KQ4IAtkl6/pQYggDT5ZoAIJueAFRpPQCxwgn/pllWATZTuwD5KHX/bQPX/zWSLAE/L7MAwtgD/g5UiACIsQ3/SPO6/3URff/TOtP/XU/fAFpY9f+L0W//Rt4vAAr2T//G2bIA4+ELAU5+s/8+K34AZ5QjAIEIpf718JQAPTOOAFHQhgAPiXP/03fs/5/1+P8Choj/5os6AaCk/gByVY3/Maa2/5BGVAFVtgcALjVdAAmmof83orL/Lbi8AJIcLP6pWjEAeLLxAQ57f/8H8ccBvUIy/8aPZf6984f/jRgY/kthVwB2+5oB7TacAKuSz/+DxPb/iEBxAZfoOQDw2nMAMT0b/0CBSQH8qRv/KIQKAVrJwf/8efABus4pACvGYQCRZLcAzNhQ/qyWQQD55cT+aHtJ/01oYP6CtAgAaHs5ANzK5f9m+dMAVg7o/7ZO0QDv4aQAag0g/3hJEf+GQ+kAU/61ALfscAEwQIP/8djz/0HB4gDO8WT+ZIam/+3KxQA3DVEAIHxm/yjksQB2tR8B56CG/3e7ygAAjjz/gCa9/6bJlgDPeBoBNrisAAzyzP6FQuYAIiYfAbhwUAAgM6X+v/M3ADpJkv6bp83/ZGiY/8X+z/+tE/cA7grKAO+X8gBeOyf/8B1m/wpcmv/lVNv/oYFQANBazAHw267/nmaRATWyTP80bKgBU95rANMkbQB2OjgACB0WAO2gxwCq0Z0AiUcvAI9WIADG8gIA1DCIAVysugDml2kBYL/lAIpQv/7w2IL/YisG/qjEMQD9ElsBkEl5AD2SJwE/aBj/uKVw/n7rYgBQ1WL/ezxX/1KM9QHfeK3/D8aGAc487wDn6lz/Ie4T/6VxjgGwdyYAoCum/u9baQBrPcIBGQREAA+LMwCkhGr/InQu/qhfxQCJ1BcASJw6AIlwRf6WaZr/7MmdABfUmv+IUuP+4jvd/1+VwABRdjT/ISvXAQ6TS/9ZnHn+DhJPAJPQiwGX2j7/nFgIAdK4Yv8Ur3v/ZlPlANxBdAGW+gT/XI7c/yL3Qv/M4bP+l1GXAEco7P+KPz4ABk/w/7e5tQB2MhsAP+PAAHtjOgEy4Jv/EeHf/tzgTf8OLHsBjYCvAPjUyACWO7f/k2EdAJbMtQD9JUcAkVV3AJrIugACgPn/Uxh8AA5XjwCoM/UBfJfn/9DwxQF8vrkAMDr2ABTp6AB9EmL/Df4f//Wxgv9sjiMAq33y/owMIv+loaIAzs1lAPcZIgFkkTkAJ0Y5AHbMy//yAKIApfQeAMZ04gCAb5n/jDa2ATx6D/+bOjkBNjLGAKvTHf9riqf/rWvH/22hwQBZSPL/znNZ//r+jv6xyl7/UVkyAAdpQv8Z/v/+y0AX/0/ebP8n+UsA8XwyAO+YhQDd8WkAk5diANWhef7yMYkA6SX5/iq3GwC4d+b/2SCj/9D75AGJPoP/T0AJ/l4wcQARijL+wf8WAPcSxQFDN2gAEM1f/zAlQgA3nD8BQFJK/8g1R/7vQ30AGuDeAN+JXf8e4Mr/CdyEAMYm6wFmjVYAPCtRAYgcGgDpJAj+z/KUAKSiPwAzLuD/cjBP/wmv4gDeA8H/L6Do//9daf4OKuYAGopSAdAr9AAbJyb/YtB//0CVtv8F+tEAuzwc/jEZ2v+pdM3/dxJ4AJx0k/+ENW3/DQrKAG5TpwCd24n/BgOC/zKnHv88ny//gYCd/l4DvQADpkQAU9/XAJZawgEPqEEA41Mz/82rQv82uzwBmGYt/3ea4QDw94gAZMWy/4tH3//MUhABKc4q/5zA3f/Ye/T/2tq5/7u67//8rKD/wzQWAJCutf67ZHP/006w/xsHwQCT1Wj/WskK/1B7QgEWIboAAQdj/h7OCgDl6gUANR7SAIoI3P5HN6cASOFWAXa+vAD+wWUBq/ms/16et/5dAmz/sF1M/0ljT/9KQIH+9i5BAGPxf/72l2b/LDXQ/jtm6gCar6T/WPIgAG8mAQD/tr7/c7AP/qk8gQB67fEAWkw/AD5KeP96w24AdwSyAN7y0gCCIS7+nCgpAKeScAExo2//ebDrAEzPDv8DGcYBKevVAFUk1gExXG3/yBge/qjswwCRJ3wB7MOVAFokuP9DVar/JiMa/oN8RP/vmyP/NsmkAMQWdf8xD80AGOAdAX5xkAB1FbYAy5+NAN+HTQCw5rD/vuXX/2Mltf8zFYr/Gb1Z/zEwpf6YLfcAqmzeAFDKBQAbRWf+zBaB/7T8Pv7SAVv/km7+/9uiHADf/NUBOwghAM4Q9ACB0zAAa6DQAHA70QBtTdj+IhW5//ZjOP+zixP/uR0y/1RZEwBK+mL/4SrI/8DZzf/SEKcAY4RfASvmOQD+C8v/Y7w//3fB+/5QaTYA6LW9AbdFcP/Qq6X/L220/3tTpQCSojT/mgsE/5fjWv+SiWH+Pekp/14qN/9spOwAmET+AAqMg/8Kak/+856JAEOyQv6xe8b/Dz4iAMVYKv+VX7H/mADG/5X+cf/hWqP/fdn3ABIR4ACAQnj+wBkJ/zLdzQAx1EYA6f+kAALRCQDdNNv+rOD0/144zgHyswL/H1ukAeYuiv+95twAOS89/28LnQCxW5gAHOZiAGFXfgDGWZH/p09rAPlNoAEd6eb/lhVW/jwLwQCXJST+uZbz/+TUUwGsl7QAyambAPQ86gCO6wQBQ9o8AMBxSwF088//QaybAFEenP9QSCH+Eudt/45rFf59GoT/sBA7/5bJOgDOqckA0HniACisDv+WPV7/ODmc/408kf8tbJX/7pGb/9FVH/7ADNIAY2Jd/pgQlwDhudwAjess/6CsFf5HGh//DUBd/hw4xgCxPvgBtgjxAKZllP9OUYX/gd7XAbypgf/oB2EAMXA8/9nl+wB3bIoAJxN7/oMx6wCEVJEAguaU/xlKuwAF9Tb/udvxARLC5P/xymYAaXHKAJvrTwAVCbL/nAHvAMiUPQBz99L/Md2HADq9CAEjLgkAUUEF/zSeuf99dC7/SowN/9JcrP6TF0cA2eD9/nNstP+ROjD+27EY/5z/PAGak/IA/YZXADVL5QAww97/H68y/5zSeP/QI97/EvizAQIKZf+dwvj/nsxl/2j+xf9PPgQAsqxlAWCS+/9BCpwAAoml/3QE5wDy1wEAEyMd/yuhTwA7lfYB+0KwAMghA/9Qbo7/w6ERAeQ4Qv97L5H+hASkAEOurAAZ/XIAV2FXAfrcVABgW8j/JX07ABNBdgChNPH/7awG/7C///8BQYL+377mAGX95/+SI20A+h1NATEAEwB7WpsBFlYg/9rVQQBvXX8APF2p/wh/tgARug7+/Yn2/9UZMP5M7gD/+FxG/2PgiwC4Cf8BB6TQAM2DxgFX1scAgtZfAN2V3gAXJqv+xW7VACtzjP7XsXYAYDRCAXWe7QAOQLb/Lj+u/55fvv/hzbH/KwWO/6xj1P/0u5MAHTOZ/+R0GP4eZc8AE/aW/4bnBQB9huIBTUFiAOyCIf8Fbj4ARWx//wdxFgCRFFP+wqHn/4O1PADZ0bH/5ZTU/gODuAB1sbsBHA4f/7BmUAAyVJf/fR82/xWdhf8Ts4sB4OgaACJ1qv+n/Kv/SY3O/oH6IwBIT+wB3OUU/ynKrf9jTO7/xhbg/2zGw/8kjWAB7J47/2pkVwBu4gIA4+reAJpdd/9KcKT/Q1sC/xWRIf9m1on/r+Zn/qP2pgBd93T+p+Ac/9wCOQGrzlQAe+QR/xt4dwB3C5MBtC/h/2jIuf6lAnIATU7UAC2asf8YxHn+Up22AFoQvgEMk8UAX++Y/wvrRwBWknf/rIbWADyDxACh4YEAH4J4/l/IMwBp59L/OgmU/yuo3f987Y4AxtMy/i71ZwCk+FQAmEbQ/7R1sQBGT7kA80ogAJWczwDFxKEB9TXvAA9d9v6L8DH/xFgk/6ImewCAyJ0Brkxn/62pIv7YAav/cjMRAIjkwgBuljj+avafABO4T/+WTfD/m1CiAAA1qf8dl1YARF4QAFwHbv5idZX/+U3m//0KjADWfFz+I3brAFkwOQEWNaYAuJA9/7P/wgDW+D3+O272AHkVUf6mA+QAakAa/0Xohv/y3DX+LtxVAHGV9/9hs2f/vn8LAIfRtgBfNIEBqpDO/3rIzP+oZJIAPJCV/kY8KAB6NLH/9tNl/67tCAAHM3gAEx+tAH7vnP+PvcsAxIBY/+mF4v8efa3/yWwyAHtkO//+owMB3ZS1/9aIOf7etIn/z1g2/xwh+/9D1jQB0tBkAFGqXgCRKDUA4G/n/iMc9P/ix8P+7hHmANnZpP6pnd0A2i6iAcfPo/9sc6IBDmC7/3Y8TAC4n5gA0edH/iqkuv+6mTP+3au2/6KOrQDrL8EAB4sQAV+kQP8Q3aYA28UQAIQdLP9kRXX/POtY/ihRrQBHvj3/u1idAOcLFwDtdaQA4ajf/5pydP+jmPIBGCCqAH1icf6oE0wAEZ3c/ps0BQATb6H/R1r8/61u8AAKxnn//f/w/0J70gDdwtf+eaMR/+EHYwC+MbYAcwmFAegaiv/VRIQALHd6/7NiMwCVWmoARzLm/wqZdv+xRhkApVfNADeK6gDuHmEAcZvPAGKZfwAia9v+dXKs/0y0//7yObP/3SKs/jiiMf9TA///cd29/7wZ5P4QWFn/RxzG/hYRlf/zef7/a8pj/wnODgHcL5kAa4knAWExwv+VM8X+ujoL/2sr6AHIBg7/tYVB/t3kq/97PucB4+qz/yK91P70u/kAvg1QAYJZAQDfha0ACd7G/0J/SgCn2F3/m6jGAUKRAABEZi4BrFqaANiAS/+gKDMAnhEbAXzwMQDsyrD/l3zA/ybBvgBftj0Ao5N8//+lM/8cKBH+12BOAFaR2v4fJMr/VgkFAG8pyP/tbGEAOT4sAHW4DwEt8XQAmAHc/52lvAD6D4MBPCx9/0Hc+/9LMrgANVqA/+dQwv+IgX8BFRK7/y06of9HkyIArvkL/iONHQDvRLH/c246AO6+sQFX9ab/vjH3/5JTuP+tDif/ktdoAI7feACVyJv/1M+RARC12QCtIFf//yO1AHffoQHI317/Rga6/8BDVf8yqZgAkBp7/zjzs/4URIgAJ4y8/v3QBf/Ic4cBK6zl/5xouwCX+6cANIcXAJeZSACTxWv+lJ4F/+6PzgB+mYn/WJjF/gdEpwD8n6X/7042/xg/N/8m3l4A7bcM/87M0gATJ/b+HkrnAIdsHQGzcwAAdXZ0AYQG/P+RgaEBaUONAFIl4v/u4uT/zNaB/qJ7ZP+5eeoALWznAEIIOP+EiIAArOBC/q+dvADm3+L+8ttFALgOdwFSojgAcnsUAKJnVf8x72P+nIfXAG//p/4nxNYAkCZPAfmofQCbYZz/FzTb/5YWkAAslaX/KH+3AMRN6f92gdL/qofm/9Z3xgDp8CMA/TQH/3VmMP8VzJr/s4ix/xcCAwGVgln//BGfAUY8GgCQaxEAtL48/zi2O/9uRzb/xhKB/5XgV//fFZj/iha2//qczQDsLdD/T5TyAWVG0QBnTq4AZZCs/5iI7QG/wogAcVB9AZgEjQCbljX/xHT1AO9ySf4TUhH/fH3q/yg0vwAq0p7/m4SlALIFKgFAXCj/JFVN/7LkdgCJQmD+c+JCAG7wRf6Xb1AAp67s/+Nsa/+88kH/t1H/ADnOtf8vIrX/1fCeAUdLXwCcKBj/ZtJRAKvH5P+aIikA469LABXvwwCK5V8BTMAxAHV7VwHj4YIAfT4//wLGqwD+JA3+kbrOAJT/9P8jAKYAHpbbAVzk1ABcxjz+PoXI/8kpOwB97m3/tKPuAYx6UgAJFlj/xZ0v/5leOQBYHrYAVKFVALKSfACmpgf/FdDfAJy28gCbebkAU5yu/poQdv+6U+gB3zp5/x0XWAAjfX//qgWV/qQMgv+bxB0AoWCIAAcjHQGiJfsAAy7y/wDZvAA5ruIBzukCADm7iP57vQn/yXV//7okzADnGdgAUE5pABOGgf+Uy0QAjVF9/vilyP/WkIcAlzem/ybrWwAVLpoA3/6W/yOZtP99sB0BK2Ie/9h65v/poAwAObkM/vBxB/8FCRD+GltsAG3GywAIkygAgYbk/3y6KP9yYoT+poQXAGNFLAAJ8u7/uDU7AISBZv80IPP+k9/I/3tTs/6HkMn/jSU4AZc84/9aSZwBy6y7AFCXL/9eief/JL87/+HRtf9K19X+Bnaz/5k2wQEyAOcAaJ1IAYzjmv+24hD+YOFc/3MUqv4G+k4A+Eut/zVZBv8AtHYASK0BAEAIzgGuhd8AuT6F/9YLYgDFH9AAq6f0/xbntQGW2rkA96lhAaWL9/8veJUBZ/gzADxFHP4Zs8QAfAfa/jprUQC46Zz//EokAHa8QwCNXzX/3l6l/i49NQDOO3P/L+z6/0oFIAGBmu7/aiDiAHm7Pf8DpvH+Q6qs/x3Ysv8XyfwA/W7zAMh9OQBtwGD/NHPuACZ58//JOCEAwnaCAEtgGf+qHub+Jz/9ACQt+v/7Ae8AoNRcAS3R7QDzIVf+7VTJ/9QSnf7UY3//2WIQ/ous7wCoyYL/j8Gp/+6XwQHXaCkA7z2l/gID8gAWy7H+scwWAJWB1f4fCyn/AJ95/qAZcv+iUMgAnZcLAJqGTgHYNvwAMGeFAGncxQD9qE3+NbMXABh58AH/LmD/azyH/mLN+f8/+Xf/eDvT/3K0N/5bVe0AldRNAThJMQBWxpYAXdGgAEXNtv/0WisAFCSwAHp03QAzpycB5wE//w3FhgAD0SL/hzvKAKdkTgAv30wAuTw+ALKmewGEDKH/Pa4rAMNFkAB/L78BIixOADnqNAH/Fij/9l6SAFPkgAA8TuD/AGDS/5mv7ACfFUkAtHPE/oPhagD/p4YAnwhw/3hEwv+wxMb/djCo/12pAQBwyGYBShj+ABONBP6OPj8Ag7O7/02cm/93VqQAqtCS/9CFmv+Umzr/onjo/vzVmwDxDSoAXjKDALOqcACMU5f/N3dUAYwj7/+ZLUMB7K8nADaXZ/+eKkH/xO+H/lY1ywCVYS/+2CMR/0YDRgFnJFr/KBqtALgwDQCj29n/UQYB/92qbP7p0F0AZMn5/lYkI//Rmh4B48n7/wK9p/5kOQMADYApAMVkSwCWzOv/ka47AHj4lf9VN+EActI1/sfMdwAO90oBP/uBAENolwGHglAAT1k3/3Xmnf8ZYI8A1ZEFAEXxeAGV81//cioUAINIAgCaNRT/ST5tAMRmmAApDMz/eiYLAfoKkQDPfZQA9vTe/ykgVQFw1X4AovlWAUfGf/9RCRUBYicE/8xHLQFLb4kA6jvnACAwX//MH3IBHcS1/zPxp/5dbY4AaJAtAOsMtf80cKQATP7K/64OogA965P/K0C5/ul92QDzWKf+SjEIAJzMQgB81nsAJt12AZJw7AByYrEAl1nHAFfFcAC5laEALGClAPizFP+829j+KD4NAPOOjQDl487/rMoj/3Ww4f9SbiYBKvUO/xRTYQAxqwoA8nd4ABnoPQDU8JP/BHM4/5ER7/7KEfv/+RL1/2N17wC4BLP/9u0z/yXvif+mcKb/Ubwh/7n6jv82u60A0HDJAPYr5AFouFj/1DTE/zN1bP/+dZsALlsP/1cOkP9X48wAUxpTAZ9M4wCfG9UBGJdsAHWQs/6J0VIAJp8KAHOFyQDftpwBbsRd/zk86QAFp2n/msWkAGAiuv+ThSUB3GO+AAGnVP8UkasAwsX7/l9Ohf/8+PP/4V2D/7uGxP/YmaoAFHae/owBdgBWng8BLdMp/5MBZP5xdEz/039sAWcPMADBEGYBRTNf/2uAnQCJq+kAWnyQAWqhtgCvTOwByI2s/6M6aADptDT/8P0O/6Jx/v8m74r+NC6mAPFlIf6DupwAb9A+/3xeoP8frP4AcK44/7xjG/9DivsAfTqAAZyYrv+yDPf//FSeAFLFDv6syFP/JScuAWrPpwAYvSIAg7KQAM7VBACh4tIASDNp/2Etu/9OuN//sB37AE+gVv90JbIAUk3VAVJUjf/iZdQBr1jH//Ve9wGsdm3/prm+AIO1eABX/l3/hvBJ/yD1j/+Lomf/s2IS/tnMcACT33j/NQrzAKaMlgB9UMj/Dm3b/1vaAf/8/C/+bZx0/3MxfwHMV9P/lMrZ/xpV+f8O9YYBTFmp//It5gA7Yqz/ckmE/k6bMf+eflQAMa8r/xC2VP+dZyMAaMFt/0PdmgDJrAH+CKJYAKUBHf99m+X/HprcAWfvXADcAW3/ysYBAF4CjgEkNiwA6+Ke/6r71v+5TQkAYUryANujlf/wI3b/33JY/sDHAwBqJRj/yaF2/2FZYwHgOmf/ZceT/t48YwDqGTsBNIcbAGYDW/6o2OsA5eiIAGg8gQAuqO4AJ79DAEujLwCPYWL/ONioAajp/P8jbxb/XFQrABrIVwFb/ZgAyjhGAI4ITQBQCq8B/MdMABZuUv+BAcIAC4A9AVcOkf/93r4BD0iuAFWjVv46Yyz/LRi8/hrNDwAT5dL++EPDAGNHuACaxyX/l/N5/yYzS//JVYL+LEH6ADmT8/6SKzv/WRw1ACFUGP+zMxL+vUZTAAucswFihncAnm9vAHeaSf/IP4z+LQ0N/5rAAv5RSCoALqC5/ixwBgCS15UBGrBoAEQcVwHsMpn/s4D6/s7Bv/+mXIn+NSjvANIBzP6orSMAjfMtASQybf8P8sL/4596/7Cvyv5GOUgAKN84ANCiOv+3Yl0AD28MAB4ITP+Ef/b/LfJnAEW1D/8K0R4AA7N5APHo2gF7x1j/AtLKAbyCUf9eZdABZyQtAEzBGAFfGvH/paK7ACRyjADKQgX/JTiTAJgL8wF/Vej/+ofUAbmxcQBa3Ev/RfiSADJvMgBcFlAA9CRz/qNkUv8ZwQYBfz0kAP1DHv5B7Kr/oRHX/j+vjAA3fwQAT3DpAG2gKACPUwf/QRru/9mpjP9OXr3/AJO+/5NHuv5qTX//6Z3pAYdX7f/QDewBm20k/7Rk2gC0oxIAvm4JARE/e/+ziLT/pXt7/5C8Uf5H8Gz/GXAL/+PaM/+nMur/ck9s/x8Tc/+38GMA41eP/0jZ+P9mqV8BgZWVAO6FDAHjzCMA0HMaAWYI6gBwWI8BkPkOAPCerP5kcHcAwo2Z/ig4U/95sC4AKjVM/56/mgBb0VwArQ0QAQVI4v/M/pUAULjPAGQJev52Zav//MsA/qDPNgA4SPkBOIwN/wpAa/5bZTT/4bX4AYv/hADmkREA6TgXAHcB8f/VqZf/Y2MJ/rkPv/+tZ20Brg37/7JYB/4bO0T/CiEC//hhOwAaHpIBsJMKAF95zwG8WBgAuV7+/nM3yQAYMkYAeDUGAI5CkgDk4vn/aMDeAa1E2wCiuCT/j2aJ/50LFwB9LWIA613h/jhwoP9GdPMBmfk3/4EnEQHxUPQAV0UVAV7kSf9OQkH/wuPnAD2SV/+tmxf/cHTb/tgmC/+DuoUAXtS7AGQvWwDM/q//3hLX/q1EbP/j5E//Jt3VAKPjlv4fvhIAoLMLAQpaXv/crlgAo9Pl/8eINACCX93/jLzn/otxgP91q+z+MdwU/zsUq//kbbwAFOEg/sMQrgDj/ogBhydpAJZNzv/S7uIAN9SE/u85fACqwl3/+RD3/xiXPv8KlwoAT4uy/3jyygAa29UAPn0j/5ACbP/mIVP/US3YAeA+EQDW2X0AYpmZ/7Owav6DXYr/bT4k/7J5IP94/EYA3PglAMxYZwGA3Pv/7OMHAWoxxv88OGsAY3LuANzMXgFJuwEAWZoiAE7Zpf8Ow/n/Ceb9/82H9QAa/Af/VM0bAYYCcAAlniAA51vt/7+qzP+YB94AbcAxAMGmkv/oE7X/aY40/2cQGwH9yKUAw9kE/zS9kP97m6D+V4I2/054Pf8OOCkAGSl9/1eo9QDWpUYA1KkG/9vTwv5IXaT/xSFn/yuOjQCD4awA9GkcAERE4QCIVA3/gjko/otNOABUljUANl+dAJANsf5fc7oAdRd2//Sm8f8LuocAsmrL/2HaXQAr/S0ApJgEAIt27wBgARj+65nT/6huFP8y77AAcinoAMH6NQD+oG/+iHop/2FsQwDXmBf/jNHUACq9owDKKjL/amq9/75E2f/pOnUA5dzzAcUDBAAleDb+BJyG/yQ9q/6liGT/1OgOAFquCgDYxkH/DANAAHRxc//4ZwgA530S/6AcxQAeuCMB30n5/3sULv6HOCX/rQ3lAXehIv/1PUkAzX1wAIlohgDZ9h7/7Y6PAEGfZv9spL4A23Wt/yIleP7IRVAAH3za/koboP+6msf/R8f8AGhRnwERyCcA0z3AARruWwCU2QwAO1vV/wtRt/+B5nr/csuRAXe0Qv9IirQA4JVqAHdSaP/QjCsAYgm2/81lhv8SZSYAX8Wm/8vxkwA+0JH/hfb7AAKpDgAN97gAjgf+ACTIF/9Yzd8AW4E0/xW6HgCP5NIB9+r4/+ZFH/6wuof/7s00AYtPKwARsNn+IPNDAPJv6QAsIwn/43JRAQRHDP8mab8AB3Uy/1FPEAA/REH/nSRu/03xA//iLfsBjhnOAHh70QEc/u7/BYB+/1ve1/+iD78AVvBJAIe5Uf4s8aMA1NvS/3CimwDPZXYAqEg4/8QFNABIrPL/fhad/5JgO/+ieZj+jBBfAMP+yP5SlqIAdyuR/sysTv+m4J8AaBPt//V+0P/iO9UAddnFAJhI7QDcHxf+Dlrn/7zUQAE8Zfb/VRhWAAGxbQCSUyABS7bAAHfx4AC57Rv/uGVSAeslTf/9hhMA6PZ6ADxqswDDCwwAbULrAX1xOwA9KKQAr2jwAAIvu/8yDI0Awou1/4f6aABhXN7/2ZXJ/8vxdv9Pl0MAeo7a/5X17wCKKsj+UCVh/3xwp/8kilf/gh2T//FXTv/MYRMBsdEW//fjf/5jd1P/1BnGARCzswCRTaz+WZkO/9q9pwBr6Tv/IyHz/ixwcP+hf08BzK8KACgViv5odOQAx1+J/4W+qP+SpeoBt2MnALfcNv7/3oUAott5/j/vBgDhZjb/+xL2AAQigQGHJIMAzjI7AQ9htwCr2If/ZZgr/5b7WwAmkV8AIswm/rKMU/8ZgfP/TJAlAGokGv52kKz/RLrl/2uh1f8uo0T/lar9ALsRDwDaoKX/qyP2AWANEwCly3UA1mvA//R7sQFkA2gAsvJh//tMgv/TTSoB+k9G/z/0UAFpZfYAPYg6Ae5b1QAOO2L/p1RNABGELv45r8X/uT64AExAzwCsr9D+r0olAIob0/6UfcIACllRAKjLZf8r1dEB6/U2AB4j4v8JfkYA4n1e/px1FP85+HAB5jBA/6RcpgHg1ub/JHiPADcIK//7AfUBamKlAEprav41BDb/WrKWAQN4e//0BVkBcvo9//6ZUgFNDxEAOe5aAV/f5gDsNC/+Z5Sk/3nPJAESELn/SxRKALsLZQAuMIH/Fu/S/03sgf9vTcz/PUhh/8fZ+/8q18wAhZHJ/znmkgHrZMYAkkkj/mzGFP+2T9L/UmeIAPZssAAiETz/E0py/qiqTv+d7xT/lSmoADp5HABPs4b/53mH/67RYv/zer4Aq6bNANR0MAAdbEL/ot62AQ53FQDVJ/n//t/k/7elxgCFvjAAfNBt/3evVf8J0XkBMKu9/8NHhgGI2zP/tluN/jGfSAAjdvX/cLrj/zuJHwCJLKMAcmc8/gjVlgCiCnH/wmhIANyDdP+yT1wAy/rV/l3Bvf+C/yL+1LyXAIgRFP8UZVP/1M6mAOXuSf+XSgP/qFfXAJu8hf+mgUkA8E+F/7LTUf/LSKP+wailAA6kx/4e/8wAQUhbAaZKZv/IKgD/wnHj/0IX0ADl2GT/GO8aAArpPv97CrIBGiSu/3fbxwEto74AEKgqAKY5xv8cGhoAfqXnAPtsZP895Xn/OnaKAEzPEQANInD+WRCoACXQaf8jydf/KGpl/gbvcgAoZ+L+9n9u/z+nOgCE8I4ABZ5Y/4FJnv9eWZIA5jaSAAgtrQBPqQEAc7r3AFRAgwBD4P3/z71AAJocUQEtuDb/V9Tg/wBgSf+BIesBNEJQ//uum/8EsyUA6qRd/l2v/QDGRVf/4GouAGMd0gA+vHL/LOoIAKmv9/8XbYn/5bYnAMClXv71ZdkAv1hgAMReY/9q7gv+NX7zAF4BZf8ukwIAyXx8/40M2gANpp0BMPvt/5v6fP9qlJL/tg3KABw9pwDZmAj+3IIt/8jm/wE3QVf/Xb9h/nL7DgAgaVwBGs+NABjPDf4VMjD/upR0/9Mr4QAlIqL+pNIq/0QXYP+21gj/9XWJ/0LDMgBLDFP+UIykAAmlJAHkbuMA8RFaARk01AAG3wz/i/M5AAxxSwH2t7//1b9F/+YPjgABw8T/iqsv/0A/agEQqdb/z644AVhJhf+2hYwAsQ4Z/5O4Nf8K46H/eNj0/0lN6QCd7osBO0HpAEb72AEpuJn/IMtwAJKT/QBXZW0BLFKF//SWNf9emOj/O10n/1iT3P9OUQ0BIC/8/6ATcv9dayf/dhDTAbl30f/j23/+WGns/6JuF/8kpm7/W+zd/0LqdABvE/T+CukaACC3Bv4Cv/IA2pw1/ik8Rv+o7G8Aebl+/+6Oz/83fjQA3IHQ/lDMpP9DF5D+2ihs/3/KpADLIQP/Ap4AACVgvP/AMUoAbQQAAG+nCv5b2of/y0Kt/5bC4gDJ/Qb/rmZ5AM2/bgA1wgQAUSgt/iNmj/8MbMb/EBvo//xHugGwbnIAjgN1AXFNjgATnMUBXC/8ADXoFgE2EusALiO9/+zUgQACYND+yO7H/zuvpP+SK+cAwtk0/wPfDACKNrL+VevPAOjPIgAxNDL/pnFZ/wot2P8+rRwAb6X2AHZzW/+AVDwAp5DLAFcN8wAWHuQBsXGS/4Gq5v78mYH/keErAEbnBf96aX7+VvaU/24lmv7RA1sARJE+AOQQpf833fn+stJbAFOS4v5FkroAXdJo/hAZrQDnuiYAvXqM//sNcP9pbl0A+0iqAMAX3/8YA8oB4V3kAJmTx/5tqhYA+GX2/7J8DP+y/mb+NwRBAH3WtAC3YJMALXUX/oS/+QCPsMv+iLc2/5LqsQCSZVb/LHuPASHRmADAWin+Uw99/9WsUgDXqZAAEA0iACDRZP9UEvkBxRHs/9m65gAxoLD/b3Zh/+1o6wBPO1z+RfkL/yOsSgETdkQA3nyl/7RCI/9WrvYAK0pv/36QVv/k6lsA8tUY/kUs6//ctCMACPgH/2YvXP/wzWb/cearAR+5yf/C9kb/ehG7AIZGx/+VA5b/dT9nAEFoe//UNhMBBo1YAFOG8/+INWcAqRu0ALExGABvNqcAwz3X/x8BbAE8KkYAuQOi/8KVKP/2fyb+vncm/z13CAFgodv/KsvdAbHypP/1nwoAdMQAAAVdzf6Af7MAfe32/5Wi2f9XJRT+jO7AAAkJwQBhAeIAHSYKAACIP//lSNL+JoZc/07a0AFoJFT/DAXB//KvPf+/qS4Bs5OT/3G+i/59rB8AA0v8/tckDwDBGxgB/0WV/26BdgDLXfkAiolA/iZGBgCZdN4AoUp7AMFjT/92O17/PQwrAZKxnQAuk78AEP8mAAszHwE8OmL/b8JNAZpb9ACMKJABrQr7AMvRMv5sgk4A5LRaAK4H+gAfrjwAKaseAHRjUv92wYv/u63G/tpvOAC5e9gA+Z40ADS0Xf/JCVv/OC2m/oSby/866G4ANNNZ//0AogEJV7cAkYgsAV569QBVvKsBk1zGAAAIaAAeX64A3eY0Aff36/+JrjX/IxXM/0fj1gHoUsIACzDj/6pJuP/G+/z+LHAiAINlg/9IqLsAhId9/4poYf/uuKj/82hU/4fY4v+LkO0AvImWAVA4jP9Wqaf/wk4Z/9wRtP8RDcEAdYnU/43glwAx9K8AwWOv/xNjmgH/QT7/nNI3//L0A//6DpUAnljZ/53Phv776BwALpz7/6s4uP/vM+oAjoqD/xn+8wEKycIAP2FLANLvogDAyB8BddbzABhH3v42KOj/TLdv/pAOV//WT4j/2MTUAIQbjP6DBf0AfGwT/xzXSwBM3jf+6bY/AESrv/40b97/CmlN/1Cq6wCPGFj/Led5AJSB4AE99lQA/S7b/+9MIQAxlBL+5iVFAEOGFv6Om14AH53T/tUqHv8E5Pf+/LAN/ycAH/7x9P//qi0K/v3e+QDecoQA/y8G/7SjswFUXpf/WdFS/uU0qf/V7AAB1jjk/4d3l/9wycEAU6A1/gaXQgASohEA6WFbAIMFTgG1eDX/dV8//+11uQC/foj/kHfpALc5YQEvybv/p6V3AS1kfgAVYgb+kZZf/3g2mADRYmgAj28e/riU+QDr2C4A+MqU/zlfFgDy4aMA6ffo/0erE/9n9DH/VGdd/0R59AFS4A0AKU8r//nOp//XNBX+wCAW//dvPABlSib/FltU/h0cDf/G59f+9JrIAN+J7QDThA4AX0DO/xE+9//pg3kBXRdNAM3MNP5RvYgAtNuKAY8SXgDMK4z+vK/bAG9ij/+XP6L/0zJH/hOSNQCSLVP+slLu/xCFVP/ixl3/yWEU/3h2I/9yMuf/ouWc/9MaDAByJ3P/ztSGAMXZoP90gV7+x9fb/0vf+QH9dLX/6Ndo/+SC9v+5dVYADgUIAO8dPQHtV4X/fZKJ/syo3wAuqPUAmmkWANzUof9rRRj/idq1//FUxv+CetP/jQiZ/76xdgBgWbIA/xAw/npgaf91Nuj/In5p/8xDpgDoNIr/05MMABk2BwAsD9f+M+wtAL5EgQFqk+EAHF0t/uyND/8RPaEA3HPAAOyRGP5vqKkA4Do//3+kvABS6ksB4J6GANFEbgHZptkARuGmAbvBj/8QB1j/Cs2MAHXAnAEROCYAG3xsAavXN/9f/dQAm4eo//aymf6aREoA6D1g/mmEOwAhTMcBvbCC/wloGf5Lxmb/6QFwAGzcFP9y5kYAjMKF/zmepP6SBlD/qcRhAVW3ggBGnt4BO+3q/2AZGv/or2H/C3n4/lgjwgDbtPz+SgjjAMPjSQG4bqH/MemkAYA1LwBSDnn/wb46ADCudf+EFyAAKAqGARYzGf/wC7D/bjmSAHWP7wGdZXb/NlRMAM24Ev8vBEj/TnBV/8EyQgFdEDT/CGmGAAxtSP86nPsAkCPMACygdf4ya8IAAUSl/29uogCeUyj+TNbqADrYzf+rYJP/KONyAbDj8QBG+bcBiFSL/zx69/6PCXX/sa6J/kn3jwDsuX7/Phn3/y1AOP+h9AYAIjk4AWnKUwCAk9AABmcK/0qKQf9hUGT/1q4h/zKGSv9ul4L+b1SsAFTHS/74O3D/CNiyAQm3XwDuGwj+qs3cAMPlhwBiTO3/4lsaAVLbJ//hvscB2ch5/1GzCP+MQc4Ass9X/vr8Lv9oWW4B/b2e/5DWnv+g9Tb/NbdcARXIwv+SIXEB0QH/AOtqK/+nNOgAneXdADMeGQD63RsBQZNX/097xABBxN//TCwRAVXxRADKt/n/QdTU/wkhmgFHO1AAr8I7/41ICQBkoPQA5tA4ADsZS/5QwsIAEgPI/qCfcwCEj/cBb105/zrtCwGG3of/eqNsAXsrvv/7vc7+ULZI/9D24AERPAkAoc8mAI1tWwDYD9P/iE5uAGKjaP8VUHn/rbK3AX+PBABoPFL+1hAN/2DuIQGelOb/f4E+/zP/0v8+jez+nTfg/3In9ADAvPr/5Ew1AGJUUf+tyz3+kzI3/8zrvwA0xfQAWCvT/hu/dwC855oAQlGhAFzBoAH643gAezfiALgRSACFqAr+Foec/ykZZ/8wyjoAupVR/7yG7wDrtb3+2Yu8/0owUgAu2uUAvf37ADLlDP/Tjb8BgPQZ/6nnev5WL73/hLcX/yWylv8zif0AyE4fABZpMgCCPAAAhKNb/hfnuwDAT+8AnWak/8BSFAEYtWf/8AnqAAF7pP+F6QD/yvLyADy69QDxEMf/4HSe/r99W//gVs8AeSXn/+MJxv8Pme//eejZ/ktwUgBfDDn+M9Zp/5TcYQHHYiQAnNEM/grUNADZtDf+1Kro/9gUVP+d+ocAnWN//gHOKQCVJEYBNsTJ/1d0AP7rq5YAG6PqAMqHtADQXwD+e5xdALc+SwCJ67YAzOH//9aL0v8Ccwj/HQxvADScAQD9Ffv/JaUf/gyC0wBqEjX+KmOaAA7ZPf7YC1z/yMVw/pMmxwAk/Hj+a6lNAAF7n//PS2YAo6/EACwB8AB4urD+DWJM/+188f/okrz/yGDgAMwfKQDQyA0AFeFg/6+cxAD30H4APrj0/gKrUQBVc54ANkAt/xOKcgCHR80A4y+TAdrnQgD90RwA9A+t/wYPdv4QltD/uRYy/1Zwz/9LcdcBP5Ir/wThE/7jFz7/Dv/W/i0Izf9XxZf+0lLX//X49/+A+EYA4fdXAFp4RgDV9VwADYXiAC+1BQFco2n/Bh6F/uiyPf/mlRj/EjGeAORkPf508/v/TUtcAVHbk/9Mo/7+jdX2AOglmP5hLGQAySUyAdT0OQCuq7f/+UpwAKacHgDe3WH/811J/vtlZP/Y2V3//oq7/46+NP87y7H/yF40AHNynv+lmGgBfmPi/3ad9AFryBAAwVrlAHkGWACcIF3+ffHT/w7tnf+lmhX/uOAW//oYmP9xTR8A96sX/+2xzP80iZH/wrZyAODqlQAKb2cByYEEAO6OTgA0Bij/btWl/jzP/QA+10UAYGEA/zEtygB4eRb/64swAcYtIv+2MhsBg9Jb/y42gACve2n/xo1O/kP07//1Nmf+Tiby/wJc+f77rlf/iz+QABhsG/8iZhIBIhaYAELldv4yj2MAkKmVAXYemACyCHkBCJ8SAFpl5v+BHXcARCQLAei3NwAX/2D/oSnB/z+L3gAPs/MA/2QP/1I1hwCJOZUBY/Cq/xbm5P4xtFL/PVIrAG712QDHfT0ALv00AI3F2wDTn8EAN3lp/rcUgQCpd6r/y7KL/4cotv+sDcr/QbKUAAjPKwB6NX8BSqEwAOPWgP5WC/P/ZFYHAfVEhv89KxUBmFRe/748+v7vduj/1oglAXFMa/9daGQBkM4X/26WmgHkZ7kA2jEy/odNi/+5AU4AAKGU/2Ed6f/PlJX/oKgAAFuAq/8GHBP+C2/3ACe7lv+K6JUAdT5E/z/YvP/r6iD+HTmg/xkM8QGpPL8AIION/+2fe/9exV7+dP4D/1yzYf55YVz/qnAOABWV+AD44wMAUGBtAEvASgEMWuL/oWpEAdByf/9yKv/+ShpK//ezlv55jDwAk0bI/9Yoof+hvMn/jUGH//Jz/AA+L8oAtJX//oI37QClEbr/CqnCAJxt2v9wjHv/aIDf/rGObP95Jdv/gE0S/29sFwFbwEsArvUW/wTsPv8rQJkB463+AO16hAF/Wbr/jlKA/vxUrgBas7EB89ZX/2c8ov/Qgg7/C4KLAM6B2/9e2Z3/7+bm/3Rzn/6ka18AM9oCAdh9xv+MyoD+C19E/zcJXf6umQb/zKxgAEWgbgDVJjH+G1DVAHZ9cgBGRkP/D45J/4N6uf/zFDL+gu0oANKfjAHFl0H/VJlCAMN+WgAQ7uwBdrtm/wMYhf+7ReYAOMVcAdVFXv9QiuUBzgfmAN5v5gFb6Xf/CVkHAQJiAQCUSoX/M/a0/+SxcAE6vWz/wsvt/hXRwwCTCiMBVp3iAB+ji/44B0v/Plp0ALU8qQCKotT+UacfAM1acP8hcOMAU5d1AbHgSf+ukNn/5sxP/xZN6P9yTuoA4Dl+/gkxjQDyk6UBaLaM/6eEDAF7RH8A4VcnAftsCADGwY8BeYfP/6wWRgAyRHT/Za8o//hp6QCmywcAbsXaANf+Gv6o4v0AH49gAAtnKQC3gcv+ZPdK/9V+hADSkywAx+obAZQvtQCbW54BNmmv/wJOkf5mml8AgM9//jR87P+CVEcA3fPTAJiqzwDeascAt1Re/lzIOP+KtnMBjmCSAIWI5ABhEpYAN/tCAIxmBADKZ5cAHhP4/zO4zwDKxlkAN8Xh/qlf+f9CQUT/vOp+AKbfZAFw7/QAkBfCADontgD0LBj+r0Sz/5h2mgGwooIA2XLM/q1+Tv8h3h7/JAJb/wKP8wAJ69cAA6uXARjX9f+oL6T+8ZLPAEWBtABE83EAkDVI/vstDgAXbqgARERP/25GX/6uW5D/Ic5f/4kpB/8Tu5n+I/9w/wmRuf4ynSUAC3AxAWYIvv/q86kBPFUXAEonvQB0Me8ArdXSAC6hbP+fliUAxHi5/yJiBv+Zwz7/YeZH/2Y9TAAa1Oz/pGEQAMY7kgCjF8QAOBg9ALViwQD7k+X/Yr0Y/y42zv/qUvYAt2cmAW0+zAAK8OAAkhZ1/46aeABF1CMA0GN2AXn/A/9IBsIAdRHF/30PFwCaT5kA1l7F/7k3k/8+/k7+f1KZAG5mP/9sUqH/abvUAVCKJwA8/13/SAy6ANL7HwG+p5D/5CwT/oBD6ADW+Wv+iJFW/4QusAC9u+P/0BaMANnTdAAyUbr+i/ofAB5AxgGHm2QAoM4X/rui0/8QvD8A/tAxAFVUvwDxwPL/mX6RAeqiov/mYdgBQId+AL6U3wE0ACv/HCe9AUCI7gCvxLkAYuLV/3+f9AHirzwAoOmOAbTzz/9FmFkBH2UVAJAZpP6Lv9EAWxl5ACCTBQAnunv/P3Pm/12nxv+P1dz/s5wT/xlCegDWoNn/Ai0+/2pPkv4ziWP/V2Tn/6+R6P9luAH/rgl9AFIloQEkco3/MN6O//W6mgAFrt3+P3Kb/4c3oAFQH4cAfvqzAezaLQAUHJEBEJNJAPm9hAERvcD/347G/0gUD//6Ne3+DwsSABvTcf7Vazj/rpOS/2B+MAAXwW0BJaJeAMed+f4YgLv/zTGy/l2kKv8rd+sBWLft/9rSAf9r/ioA5gpj/6IA4gDb7VsAgbLLANAyX/7O0F//979Z/m7qT/+lPfMAFHpw//b2uf5nBHsA6WPmAdtb/P/H3hb/s/Xp/9Px6gBv+sD/VVSIAGU6Mv+DrZz+dy0z/3bpEP7yWtYAXp/bAQMD6v9iTFz+UDbmAAXk5/41GN//cTh2ARSEAf+r0uwAOPGe/7pzE/8I5a4AMCwAAXJypv8GSeL/zVn0AInjSwH4rTgASnj2/ncDC/9ReMb/iHpi/5Lx3QFtwk7/3/FGAdbIqf9hvi//L2eu/2NcSP526bT/wSPp/hrlIP/e/MYAzCtH/8dUrACGZr4Ab+5h/uYo5gDjzUD+yAzhAKYZ3gBxRTP/j58YAKe4SgAd4HT+ntDpAMF0fv/UC4X/FjqMAcwkM//oHisA60a1/0A4kv6pElT/4gEN/8gysP801fX+qNFhAL9HNwAiTpwA6JA6AblKvQC6jpX+QEV//6HLk/+wl78AiOfL/qO2iQChfvv+6SBCAETPQgAeHCUAXXJgAf5c9/8sq0UAyncL/7x2MgH/U4j/R1IaAEbjAgAg63kBtSmaAEeG5f7K/yQAKZgFAJo/Sf8itnwAed2W/xrM1QEprFcAWp2S/22CFABHa8j/82a9AAHDkf4uWHUACM7jAL9u/f9tgBT+hlUz/4mxcAHYIhb/gxDQ/3mVqgByExcBplAf/3HwegDos/oARG60/tKqdwDfbKT/z0/p/xvl4v7RYlH/T0QHAIO5ZACqHaL/EaJr/zkVCwFkyLX/f0GmAaWGzABop6gAAaRPAJKHOwFGMoD/ZncN/uMGhwCijrP/oGTeABvg2wGeXcP/6o2JABAYff/uzi//YRFi/3RuDP9gc00AW+Po//j+T/9c5Qb+WMaLAM5LgQD6Tc7/jfR7AYpF3AAglwYBg6cW/+1Ep/7HvZYAo6uK/zO8Bv9fHYn+lOKzALVr0P+GH1L/l2Ut/4HK4QDgSJMAMIqX/8NAzv7t2p4Aah2J/v296f9nDxH/wmH/ALItqf7G4ZsAJzB1/4dqcwBhJrUAli9B/1OC5f72JoEAXO+a/ltjfwChbyH/7tny/4O5w//Vv57/KZbaAISpgwBZVPwBq0aA/6P4y/4BMrT/fExVAftvUABjQu//mu22/91+hf5KzGP/QZN3/2M4p/9P+JX/dJvk/+0rDv5FiQv/FvrxAVt6j//N+fMA1Bo8/zC2sAEwF7//y3mY/i1K1f8+WhL+9aPm/7lqdP9TI58ADCEC/1AiPgAQV67/rWVVAMokUf6gRcz/QOG7ADrOXgBWkC8A5Vb1AD+RvgElBScAbfsaAImT6gCieZH/kHTO/8Xouf+3voz/SQz+/4sU8v+qWu//YUK7//W1h/7eiDQA9QUz/ssvTgCYZdgASRd9AP5gIQHr0kn/K9FYAQeBbQB6aOT+qvLLAPLMh//KHOn/QQZ/AJ+QRwBkjF8ATpYNAPtrdgG2On3/ASZs/4290f8Im30BcaNb/3lPvv+G72z/TC/4AKPk7wARbwoAWJVL/9fr7wCnnxj/L5ds/2vRvADp52P+HMqU/64jiv9uGET/AkW1AGtmUgBm7QcAXCTt/92iUwE3ygb/h+qH/xj63gBBXqj+9fjS/6dsyf7/oW8AzQj+AIgNdABksIT/K9d+/7GFgv+eT5QAQ+AlAQzOFf8+Im4B7Wiv/1CEb/+OrkgAVOW0/mmzjABA+A//6YoQAPVDe/7aedT/P1/aAdWFif+PtlL/MBwLAPRyjQHRr0z/nbWW/7rlA/+knW8B572LAHfKvv/aakD/ROs//mAarP+7LwsB1xL7/1FUWQBEOoAAXnEFAVyB0P9hD1P+CRy8AO8JpAA8zZgAwKNi/7gSPADZtosAbTt4/wTA+wCp0vD/Jaxc/pTT9f+zQTQA/Q1zALmuzgFyvJX/7VqtACvHwP9YbHEANCNMAEIZlP/dBAf/l/Fy/77R6ABiMscAl5bV/xJKJAE1KAcAE4dB/xqsRQCu7VUAY18pAAM4EAAnoLH/yGra/rlEVP9buj3+Q4+N/w30pv9jcsYAx26j/8ESugB87/YBbkQWAALrLgHUPGsAaSppAQ7mmAAHBYMAjWia/9UDBgCD5KL/s2QcAed7Vf/ODt8B/WDmACaYlQFiiXoA1s0D/+KYs/8GhYkAnkWM/3Gimv+086z/G71z/48u3P/VhuH/fh1FALwriQHyRgkAWsz//+eqkwAXOBP+OH2d/zCz2v9Ptv3/JtS/ASnrfABglxwAh5S+AM35J/40YIj/1CyI/0PRg//8ghf/24AU/8aBdgBsZQsAsgWSAT4HZP+17F7+HBqkAEwWcP94Zk8AysDlAciw1wApQPT/zrhOAKctPwGgIwD/OwyO/8wJkP/bXuUBehtwAL1pbf9A0Er/+383AQLixgAsTNEAl5hN/9IXLgHJq0X/LNPnAL4l4P/1xD7/qbXe/yLTEQB38cX/5SOYARVFKP+y4qEAlLPBANvC/gEozjP/51z6AUOZqgAVlPEAqkVS/3kS5/9ccgMAuD7mAOHJV/+SYKL/tfLcAK273QHiPqr/OH7ZAXUN4/+zLO8AnY2b/5DdUwDr0dAAKhGlAftRhQB89cn+YdMY/1PWpgCaJAn/+C9/AFrbjP+h2Sb+1JM//0JUlAHPAwEA5oZZAX9Oev/gmwH/UohKALKc0P+6GTH/3gPSAeWWvv9VojT/KVSN/0l7VP5dEZYAdxMcASAW1/8cF8z/jvE0/+Q0fQAdTM8A16f6/q+k5gA3z2kBbbv1/6Es3AEpZYD/pxBeAF3Wa/92SAD+UD3q/3mvfQCLqfsAYSeT/vrEMf+ls27+30a7/xaOfQGas4r/drAqAQqumQCcXGYAqA2h/48QIAD6xbT/y6MsAVcgJAChmRT/e/wPABnjUAA8WI4AERbJAZrNTf8nPy8ACHqNAIAXtv7MJxP/BHAd/xckjP/S6nT+NTI//3mraP+g214AV1IO/ucqBQCli3/+Vk4mAII8Qv7LHi3/LsR6Afk1ov+Ij2f+19JyAOcHoP6pmCr/by32AI6Dh/+DR8z/JOILAAAc8v/hitX/9y7Y/vUDtwBs/EoBzhow/8029v/TxiT/eSMyADTYyv8mi4H+8kmUAEPnjf8qL8wATnQZAQThv/8Gk+QAOlixAHql5f/8U8n/4KdgAbG4nv/yabMB+MbwAIVCywH+JC8ALRhz/3c+/gDE4br+e42sABpVKf/ib7cA1eeXAAQ7B//uipQAQpMh/x/2jf/RjXT/aHAfAFihrABT1+b+L2+XAC0mNAGELcwAioBt/ul1hv/zvq3+8ezwAFJ/7P4o36H/brbh/3uu7wCH8pEBM9GaAJYDc/7ZpPz/N5xFAVRe///oSS0BFBPU/2DFO/5g+yEAJsdJAUCs9/91dDj/5BESAD6KZwH25aT/9HbJ/lYgn/9tIokBVdO6AArBwf56wrEAeu5m/6LaqwBs2aEBnqoiALAvmwG15Av/CJwAABBLXQDOYv8BOpojAAzzuP5DdUL/5uV7AMkqbgCG5LL+umx2/zoTmv9SqT7/co9zAe/EMv+tMMH/kwJU/5aGk/5f6EkAbeM0/r+JCgAozB7+TDRh/6TrfgD+fLwASrYVAXkdI//xHgf+VdrW/wdUlv5RG3X/oJ+Y/kIY3f/jCjwBjYdmANC9lgF1s1wAhBaI/3jHHAAVgU/+tglBANqjqQD2k8b/ayaQAU6vzf/WBfr+L1gd/6QvzP8rNwb/g4bP/nRk1gBgjEsBatyQAMMgHAGsUQX/x7M0/yVUywCqcK4ACwRbAEX0GwF1g1wAIZiv/4yZa//7hyv+V4oE/8bqk/55mFT/zWWbAZ0JGQBIahH+bJkA/73lugDBCLD/rpXRAO6CHQDp1n4BPeJmADmjBAHGbzP/LU9OAXPSCv/aCRn/novG/9NSu/5QhVMAnYHmAfOFhv8oiBAATWtP/7dVXAGxzMoAo0eT/5hFvgCsM7wB+tKs/9PycQFZWRr/QEJv/nSYKgChJxv/NlD+AGrRcwFnfGEA3eZi/x/nBgCywHj+D9nL/3yeTwBwkfcAXPowAaO1wf8lL47+kL2l/y6S8AAGS4AAKZ3I/ld51QABcewABS36AJAMUgAfbOcA4e93/6cHvf+75IT/br0iAF4szAGiNMUATrzx/jkUjQD0ki8BzmQzAH1rlP4bw00AmP1aAQePkP8zJR8AIncm/wfFdgCZvNMAlxR0/vVBNP+0/W4BL7HRAKFjEf923soAfbP8AXs2fv+ROb8AN7p5AArzigDN0+X/fZzx/pScuf/jE7z/fCkg/x8izv4ROVMAzBYl/ypgYgB3ZrgBA74cAG5S2v/IzMD/yZF2AHXMkgCEIGIBwMJ5AGqh+AHtWHwAF9QaAM2rWv/4MNgBjSXm/3zLAP6eqB7/1vgVAHC7B/9Lhe//SuPz//qTRgDWeKIApwmz/xaeEgDaTdEBYW1R//Qhs/85NDn/QazS//lH0f+Oqe4Anr2Z/67+Z/5iIQ4AjUzm/3GLNP8POtQAqNfJ//jM1wHfRKD/OZq3/i/neQBqpokAUYiKAKUrMwDniz0AOV87/nZiGf+XP+wBXr76/6m5cgEF+jr/S2lhAdffhgBxY6MBgD5wAGNqkwCjwwoAIc22ANYOrv+BJuf/NbbfAGIqn//3DSgAvNKxAQYVAP//PZT+iS2B/1kadP5+JnIA+zLy/nmGgP/M+af+pevXAMqx8wCFjT4A8IK+AW6v/wAAFJIBJdJ5/wcnggCO+lT/jcjPAAlfaP8L9K4Ahuh+AKcBe/4QwZX/6OnvAdVGcP/8dKD+8t7c/81V4wAHuToAdvc/AXRNsf8+9cj+PxIl/2s16P4y3dMAotsH/gJeKwC2Prb+oE7I/4eMqgDruOQArzWK/lA6Tf+YyQIBP8QiAAUeuACrsJoAeTvOACZjJwCsUE3+AIaXALoh8f5e/d//LHL8AGx+Of/JKA3/J+Ub/yfvFwGXeTP/mZb4AArqrv929gT+yPUmAEWh8gEQspYAcTiCAKsfaQAaWGz/MSpqAPupQgBFXZUAFDn+AKQZbwBavFr/zATFACjVMgHUYIT/WIq0/uSSfP+49vcAQXVW//1m0v7+eSQAiXMD/zwY2ACGEh0AO+JhALCORwAH0aEAvVQz/pv6SADVVOv/Ld7gAO6Uj/+qKjX/Tqd1ALoAKP99sWf/ReFCAOMHWAFLrAYAqS3jARAkRv8yAgn/i8EWAI+35/7aRTIA7DihAdWDKgCKkSz+iOUo/zE/I/89kfX/ZcAC/uincQCYaCYBebnaAHmL0/538CMAQb3Z/ruzov+gu+YAPvgO/zxOYQD/96P/4Ttb/2tHOv/xLyEBMnXsANuxP/70WrMAI8LX/71DMv8Xh4EAaL0l/7k5wgAjPuf/3PhsAAznsgCPUFsBg11l/5AnAgH/+rIABRHs/osgLgDMvCb+9XM0/79xSf6/bEX/FkX1ARfLsgCqY6oAQfhvACVsmf9AJUUAAFg+/lmUkP+/ROAB8Sc1ACnL7f+RfsL/3Sr9/xljlwBh/d8BSnMx/wavSP87sMsAfLf5AeTkYwCBDM/+qMDD/8ywEP6Y6qsATSVV/yF4h/+OwuMBH9Y6ANW7ff/oLjz/vnQq/peyE/8zPu3+zOzBAMLoPACsIp3/vRC4/mcDX/+N6ST+KRkL/xXDpgB29S0AQ9WV/58MEv+7pOMBoBkFAAxOwwErxeEAMI4p/sSbPP/fxxIBkYicAPx1qf6R4u4A7xdrAG21vP/mcDH+Sart/+e34/9Q3BQAwmt/AX/NZQAuNMUB0qsk/1gDWv84l40AYLv//ypOyAD+RkYB9H2oAMxEigF810YAZkLI/hE05AB13I/+y/h7ADgSrv+6l6T/M+jQAaDkK//5HRkBRL4/AA0AAAAA/wAAAAD1AAAAAAAA+wAAAAAAAP0AAAAA8wAAAAAHAAAAAAADAAAAAPMAAAAABQAAAAAAAAAACwAAAAAACwAAAADzAAAAAAAA/QAAAAAA/wAAAAADAAAAAPUAAAAAAAAADwAAAAAA/wAAAAD/AAAAAAcAAAAABQBBvIkCCysBAAAAdsFfAGVwAv9Q/KH+8mrG/4UGsgDk33AA3+5V/jPzGgA+K4v+y0EKAEHwiQILVzNN7QCRqlb/NiYz//GAZf8peUr/7E6bAKmXaf6cKUgAwmav/86iZf8AAAAAAAAAABsuewESqP3/06+X/sPbYAA4dr7+/tH1/5lkfv7ogRX/Nbjy/8ek3QBB8IoCCwEBAEGQiwILgSvg63p8O0G4rhZW4/rxn8Rq2gmN65wysf2GYgUWX0m4AF+clbyjUIwksdCxVZyD71sERFzEWByOhtgiTt3QnxFX7P///////////////////////////////////////3/t////////////////////////////////////////f+7///////////////////////////////////////9/AAECBAgQIECAGzYAAAAAAMZjY6X4fHyE7nd3mfZ7e43/8vIN1mtrvd5vb7GRxcVUYDAwUAIBAQPOZ2epVisrfef+/hm119diTaur5ux2dpqPyspFH4KCnYnJyUD6fX2H7/r6FbJZWeuOR0fJ+/DwC0Gtreyz1NRnX6Ki/UWvr+ojnJy/U6Sk9+RycpabwMBbdbe3wuH9/Rw9k5OuTCYmamw2Nlp+Pz9B9ff3AoPMzE9oNDRcUaWl9NHl5TT58fEI4nFxk6vY2HNiMTFTKhUVPwgEBAyVx8dSRiMjZZ3Dw14wGBgoN5aWoQoFBQ8vmpq1DgcHCSQSEjYbgICb3+LiPc3r6yZOJydpf7Kyzep1dZ8SCQkbHYODnlgsLHQ0GhouNhsbLdxubrK0WlruW6Cg+6RSUvZ2OztNt9bWYX2zs85SKSl73ePjPl4vL3EThISXplNT9bnR0WgAAAAAwe3tLEAgIGDj/PwfebGxyLZbW+3Uamq+jcvLRme+vtlyOTlLlEpK3phMTNSwWFjohc/PSrvQ0GvF7+8qT6qq5e37+xaGQ0PFmk1N12YzM1URhYWUikVFz+n5+RAEAgIG/n9/gaBQUPB4PDxEJZ+fukuoqOOiUVHzXaOj/oBAQMAFj4+KP5KSrSGdnbxwODhI8fX1BGO8vN93trbBr9radUIhIWMgEBAw5f//Gv3z8w6/0tJtgc3NTBgMDBQmExM1w+zsL75fX+E1l5eiiEREzC4XFzmTxMRXVaen8vx+foJ6PT1HyGRkrLpdXecyGRkr5nNzlcBgYKAZgYGYnk9P0aPc3H9EIiJmVCoqfjuQkKsLiIiDjEZGysfu7ilruLjTKBQUPKfe3nm8Xl7iFgsLHa3b23bb4OA7ZDIyVnQ6Ok4UCgoekklJ2wwGBgpIJCRsuFxc5J/Cwl2909NuQ6ys78RiYqY5kZGoMZWVpNPk5DfyeXmL1efnMovIyENuNzdZ2m1ttwGNjYyx1dVknE5O0kmpqeDYbGy0rFZW+vP09AfP6uolymVlr/R6eo5Hrq7pEAgIGG+6utXweHiISiUlb1wuLnI4HBwkV6am8XO0tMeXxsZRy+joI6Hd3XzodHScPh8fIZZLS91hvb3cDYuLhg+KioXgcHCQfD4+QnG1tcTMZmaqkEhI2AYDAwX39vYBHA4OEsJhYaNqNTVfrldX+Wm5udAXhoaRmcHBWDodHScnnp652eHhOOv4+BMrmJizIhERM9Jpabup2dlwB46OiTOUlKctm5u2PB4eIhWHh5LJ6ekgh87OSapVVf9QKCh4pd/fegOMjI9ZoaH4CYmJgBoNDRdlv7/a1+bmMYRCQsbQaGi4gkFBwymZmbBaLS13Hg8PEXuwsMuoVFT8bbu71iwWFjqlxmNjhPh8fJnud3eN9nt7Df/y8r3Wa2ux3m9vVJHFxVBgMDADAgEBqc5nZ31WKysZ5/7+YrXX1+ZNq6ua7HZ2RY/Kyp0fgoJAicnJh/p9fRXv+vrrsllZyY5HRwv78PDsQa2tZ7PU1P1foqLqRa+vvyOcnPdTpKSW5HJyW5vAwMJ1t7cc4f39rj2Tk2pMJiZabDY2QX4/PwL19/dPg8zMXGg0NPRRpaU00eXlCPnx8ZPicXFzq9jYU2IxMT8qFRUMCAQEUpXHx2VGIyNencPDKDAYGKE3lpYPCgUFtS+amgkOBwc2JBISmxuAgD3f4uImzevraU4nJ81/srKf6nV1GxIJCZ4dg4N0WCwsLjQaGi02Gxuy3G5u7rRaWvtboKD2pFJSTXY7O2G31tbOfbOze1IpKT7d4+NxXi8vlxOEhPWmU1NoudHRAAAAACzB7e1gQCAgH+P8/Mh5sbHttltbvtRqakaNy8vZZ76+S3I5Od6USkrUmExM6LBYWEqFz89ru9DQKsXv7+VPqqoW7fv7xYZDQ9eaTU1VZjMzlBGFhc+KRUUQ6fn5BgQCAoH+f3/woFBQRHg8PLoln5/jS6io86JRUf5do6PAgEBAigWPj60/kpK8IZ2dSHA4OATx9fXfY7y8wXe2tnWv2tpjQiEhMCAQEBrl//8O/fPzbb/S0kyBzc0UGAwMNSYTEy/D7Ozhvl9fojWXl8yIREQ5LhcXV5PExPJVp6eC/H5+R3o9PazIZGTnul1dKzIZGZXmc3OgwGBgmBmBgdGeT09/o9zcZkQiIn5UKiqrO5CQgwuIiMqMRkYpx+7u02u4uDwoFBR5p97e4rxeXh0WCwt2rdvbO9vg4FZkMjJOdDo6HhQKCtuSSUkKDAYGbEgkJOS4XFxdn8LCbr3T0+9DrKymxGJiqDmRkaQxlZU30+Tki/J5eTLV5+dDi8jIWW43N7fabW2MAY2NZLHV1dKcTk7gSamptNhsbPqsVlYH8/T0Jc/q6q/KZWWO9Hp66UeurhgQCAjVb7q6iPB4eG9KJSVyXC4uJDgcHPFXpqbHc7S0UZfGxiPL6Oh8od3dnOh0dCE+Hx/dlktL3GG9vYYNi4uFD4qKkOBwcEJ8Pj7EcbW1qsxmZtiQSEgFBgMDAff29hIcDg6jwmFhX2o1NfmuV1fQabm5kReGhliZwcEnOh0duSeenjjZ4eET6/j4syuYmDMiERG70mlpcKnZ2YkHjo6nM5SUti2bmyI8Hh6SFYeHIMnp6UmHzs7/qlVVeFAoKHql39+PA4yM+FmhoYAJiYkXGg0N2mW/vzHX5ubGhEJCuNBoaMOCQUGwKZmZd1otLREeDw/Le7Cw/KhUVNZtu7s6LBYWY6XGY3yE+Hx3me53e432e/IN//JrvdZrb7Heb8VUkcUwUGAwAQMCAWepzmcrfVYr/hnn/tditder5k2rdprsdspFj8qCnR+CyUCJyX2H+n36Fe/6WeuyWUfJjkfwC/vwrexBrdRns9Si/V+ir+pFr5y/I5yk91OkcpbkcsBbm8C3wnW3/Rzh/ZOuPZMmakwmNlpsNj9Bfj/3AvX3zE+DzDRcaDSl9FGl5TTR5fEI+fFxk+Jx2HOr2DFTYjEVPyoVBAwIBMdSlccjZUYjw16dwxgoMBiWoTeWBQ8KBZq1L5oHCQ4HEjYkEoCbG4DiPd/i6ybN6ydpTieyzX+ydZ/qdQkbEgmDnh2DLHRYLBouNBobLTYbbrLcblrutFqg+1ugUvakUjtNdjvWYbfWs859syl7UinjPt3jL3FeL4SXE4RT9aZT0Wi50QAAAADtLMHtIGBAIPwf4/yxyHmxW+22W2q+1GrLRo3LvtlnvjlLcjlK3pRKTNSYTFjosFjPSoXP0Gu70O8qxe+q5U+q+xbt+0PFhkNN15pNM1VmM4WUEYVFz4pF+RDp+QIGBAJ/gf5/UPCgUDxEeDyfuiWfqONLqFHzolGj/l2jQMCAQI+KBY+SrT+SnbwhnThIcDj1BPH1vN9jvLbBd7bada/aIWNCIRAwIBD/GuX/8w7989Jtv9LNTIHNDBQYDBM1JhPsL8PsX+G+X5eiNZdEzIhEFzkuF8RXk8Sn8lWnfoL8fj1Hej1krMhkXee6XRkrMhlzleZzYKDAYIGYGYFP0Z5P3H+j3CJmRCIqflQqkKs7kIiDC4hGyoxG7inH7rjTa7gUPCgU3nmn3l7ivF4LHRYL23at2+A72+AyVmQyOk50OgoeFApJ25JJBgoMBiRsSCRc5Lhcwl2fwtNuvdOs70OsYqbEYpGoOZGVpDGV5DfT5HmL8nnnMtXnyEOLyDdZbjdtt9ptjYwBjdVksdVO0pxOqeBJqWy02GxW+qxW9Afz9Oolz+plr8pleo70eq7pR64IGBAIutVvuniI8Hglb0olLnJcLhwkOBym8VemtMdztMZRl8boI8vo3Xyh3XSc6HQfIT4fS92WS73cYb2Lhg2LioUPinCQ4HA+Qnw+tcRxtWaqzGZI2JBIAwUGA/YB9/YOEhwOYaPCYTVfajVX+a5XudBpuYaRF4bBWJnBHSc6HZ65J57hONnh+BPr+JizK5gRMyIRabvSadlwqdmOiQeOlKczlJu2LZseIjweh5IVh+kgyenOSYfOVf+qVSh4UCjfeqXfjI8DjKH4WaGJgAmJDRcaDb/aZb/mMdfmQsaEQmi40GhBw4JBmbApmS13Wi0PER4PsMt7sFT8qFS71m27FjosFmNjpcZ8fIT4d3eZ7nt7jfby8g3/a2u91m9vsd7FxVSRMDBQYAEBAwJnZ6nOKyt9Vv7+GefX12K1q6vmTXZ2muzKykWPgoKdH8nJQIl9fYf6+voV71lZ67JHR8mO8PAL+62t7EHU1GezoqL9X6+v6kWcnL8jpKT3U3JyluTAwFubt7fCdf39HOGTk649JiZqTDY2Wmw/P0F+9/cC9czMT4M0NFxopaX0UeXlNNHx8Qj5cXGT4tjYc6sxMVNiFRU/KgQEDAjHx1KVIyNlRsPDXp0YGCgwlpahNwUFDwqamrUvBwcJDhISNiSAgJsb4uI93+vrJs0nJ2lOsrLNf3V1n+oJCRsSg4OeHSwsdFgaGi40GxstNm5ustxaWu60oKD7W1JS9qQ7O0121tZht7Ozzn0pKXtS4+M+3S8vcV6EhJcTU1P1ptHRaLkAAAAA7e0swSAgYED8/B/jsbHIeVtb7bZqar7Uy8tGjb6+2Wc5OUtySkrelExM1JhYWOiwz89KhdDQa7vv7yrFqqrlT/v7Fu1DQ8WGTU3XmjMzVWaFhZQRRUXPivn5EOkCAgYEf3+B/lBQ8KA8PER4n5+6Jaio40tRUfOio6P+XUBAwICPj4oFkpKtP52dvCE4OEhw9fUE8by832O2tsF32tp1ryEhY0IQEDAg//8a5fPzDv3S0m2/zc1MgQwMFBgTEzUm7Owvw19f4b6Xl6I1RETMiBcXOS7ExFeTp6fyVX5+gvw9PUd6ZGSsyF1d57oZGSsyc3OV5mBgoMCBgZgZT0/Rntzcf6MiImZEKip+VJCQqzuIiIMLRkbKjO7uKce4uNNrFBQ8KN7eeadeXuK8CwsdFtvbdq3g4DvbMjJWZDo6TnQKCh4USUnbkgYGCgwkJGxIXFzkuMLCXZ/T0269rKzvQ2JipsSRkag5lZWkMeTkN9N5eYvy5+cy1cjIQ4s3N1lubW232o2NjAHV1WSxTk7SnKmp4ElsbLTYVlb6rPT0B/Pq6iXPZWWvynp6jvSurulHCAgYELq61W94eIjwJSVvSi4uclwcHCQ4pqbxV7S0x3PGxlGX6Ogjy93dfKF0dJzoHx8hPktL3Za9vdxhi4uGDYqKhQ9wcJDgPj5CfLW1xHFmZqrMSEjYkAMDBQb29gH3Dg4SHGFho8I1NV9qV1f5rrm50GmGhpEXwcFYmR0dJzqenrkn4eE42fj4E+uYmLMrEREzImlpu9LZ2XCpjo6JB5SUpzObm7YtHh4iPIeHkhXp6SDJzs5Jh1VV/6ooKHhQ3996pYyMjwOhofhZiYmACQ0NFxq/v9pl5uYx10JCxoRoaLjQQUHDgpmZsCktLXdaDw8RHrCwy3tUVPyou7vWbRYWOixSCWrVMDalOL9Ao56B89f7fOM5gpsv/4c0jkNExN7py1R7lDKmwiM97kyVC0L6w04ILqFmKNkksnZboklti9Elcvj2ZIZomBbUpFzMXWW2kmxwSFD97bnaXhVGV6eNnYSQ2KsAjLzTCvfkWAW4s0UG0Cwej8o/DwLBr70DAROKazqREUFPZ9zql/LPzvC05nOWrHQi5601heL5N+gcdd9uR/EacR0pxYlvt2IOqhi+G/xWPkvG0nkgmtvA/njNWvQf3agziAfHMbESEFkngOxfYFF/qRm1Sg0t5Xqfk8mc76DgO02uKvWwyOu7PINTmWEXKwR+unfWJuFpFGNVIQx9Y3x3e/Jrb8UwAWcr/terdsqCyX36WUfwrdSir5ykcsC3/ZMmNj/3zDSl5fFx2DEVBMcjwxiWBZoHEoDi6yeydQmDLBobblqgUjvWsynjL4RT0QDtIPyxW2rLvjlKTFjP0O+q+0NNM4VF+QJ/UDyfqFGjQI+SnTj1vLbaIRD/89LNDBPsX5dEF8Snfj1kXRlzYIFP3CIqkIhG7rgU3l4L2+AyOgpJBiRcwtOsYpGV5HnnyDdtjdVOqWxW9Opleq4IunglLhymtMbo3XQfS72LinA+tWZIA/YOYTVXuYbBHZ7h+JgRadmOlJseh+nOVSjfjKGJDb/mQmhBmS0PsFS7FkxpYnNvZGl1bURSRwAAAAAIybzzZ+YJajunyoSFrme7K/iU/nLzbjzxNh1fOvVPpdGC5q1/Ug5RH2w+K4xoBZtrvUH7q9mDH3khfhMZzeBbIq4o15gvikLNZe8jkUQ3cS87TezP+8C1vNuJgaXbtek4tUjzW8JWORnQBbbxEfFZm08Zr6SCP5IYgW3a1V4cq0ICA6OYqgfYvm9wRQFbgxKMsuROvoUxJOK0/9XDfQxVb4l78nRdvnKxlhY7/rHegDUSxyWnBtyblCZpz3Txm8HSSvGewWmb5OMlTziGR77vtdWMi8adwQ9lnKx3zKEMJHUCK1lvLOktg+SmbqqEdErU+0G93KmwXLVTEYPaiPl2q99m7lJRPpgQMrQtbcYxqD8h+5jIJwOw5A7vvsd/Wb/Cj6g98wvgxiWnCpNHkafVb4ID4FFjygZwbg4KZykpFPwv0kaFCrcnJskmXDghGy7tKsRa/G0sTd+zlZ0TDThT3mOvi1RzCmWosnc8uwpqduau7UcuycKBOzWCFIUscpJkA/FMoei/ogEwQrxLZhqokZf40HCLS8IwvlQGo1FsxxhS79YZ6JLREKllVSQGmdYqIHFXhTUO9LjRuzJwoGoQyNDSuBbBpBlTq0FRCGw3Hpnrjt9Md0gnqEib4bW8sDRjWsnFswwcOcuKQeNKqthOc+Njd0/KnFujuLLW828uaPyy713ugo90YC8XQ29jpXhyq/ChFHjIhOw5ZBoIAseMKB5jI/r/vpDpvYLe62xQpBV5xrL3o/m+K1Ny4/J4ccacYSbqzj4nygfCwCHHuIbRHuvgzdZ92up40W7uf0999bpvF3KqZ/AGppjIosV9YwquDfm+BJg/ERtHHBM1C3EbhH0EI/V32yiTJMdAe6vKMry+yRUKvp48TA0QnMRnHUO2Qj7LvtTFTCp+ZfycKX9Z7PrWOqtvy18XWEdKjBlEbIAAQZC3AgsQ7dP1XBpjEljWnPei3vneFABBr7cCCwEQAEHAtwILoQJn5glqha5nu3Lzbjw69U+lf1IOUYxoBZur2YMfGc3gW5gvikKRRDdxz/vAtaXbtelbwlY58RHxWaSCP5LVXhyrmKoH2AFbgxK+hTEkw30MVXRdvnL+sd6Apwbcm3Txm8HBaZvkhke+78adwQ/MoQwkbyzpLaqEdErcqbBc2oj5dlJRPphtxjGoyCcDsMd/Wb/zC+DGR5Gn1VFjygZnKSkUhQq3JzghGy78bSxNEw04U1RzCmW7Cmp2LsnCgYUscpKh6L+iS2YaqHCLS8KjUWzHGeiS0SQGmdaFNQ70cKBqEBbBpBkIbDceTHdIJ7W8sDSzDBw5SqrYTk/KnFvzby5o7oKPdG9jpXgUeMiECALHjPr/vpDrbFCk96P5vvJ4ccaAAEGgugILhgLtCAsKmgsUB9UFjgUfAcoAVgxuAikGtgDCA08IPwe8BT0C1AcIAX8BxAmyBb8GfwxYCvkD3AJgAvsGmwE0DN4GxwSMAtkK9wP0B9MF5wv5BgQC+QzBC2cKrwZ3CH4AvQWsCacM8gs+A2sAdAcKDEoJcwvBAx0HLArAAdgIpQIGCLIIrgErAksDHghnAw4GaQCmAUsCsQAWDN4LNQsmBnUGCwwKA4cEbgz4CcsFpwpfBMsGhAKZCV0BogFJAWUMtgwxA0kEWwJiAioF/AdIB4ABQgh5DMIEygeXCdwAXgiGBmAIBwcDCBoDGwerCZsJ3gGVDM0L5APfA74DTQfyBVwGXC4vL15cAEGwvAILIVNpZ0VkMjU1MTkgbm8gRWQyNTUxOSBjb2xsaXNpb25zAQBBoL0CC2WApAEAAQAAAAIAAAADAAAABAAAAAUAAAAGAAAABwAAAAgAAAAJAAAACgAAAAsAAAAMAAAADQAAAA4AAAAPAAAAEAAAABEAAAAWAAAAFwAAABgAAAAZAAAAGgAAABsAAAAcAAAAHQ=="), A5((await (async function(A6, g3, C4) {
      return (async function(A7, g4) {
        try {
          var C5 = await (async function(A8) {
            return (function(A9) {
              if (ArrayBuffer.isView(A9)) return A9;
              if (A9 == o2 && E2) return new Uint8Array(E2);
              if (I2) return I2(A9);
              throw "both async and sync fetching of the wasm failed";
            })(A8);
          })(A7);
          return await WebAssembly.instantiate(C5, g4);
        } catch (A8) {
          k2(`failed to asynchronously prepare wasm: ${A8}`), J2(A8);
        }
      })(g3, C4);
    })(0, o2, C3)).instance));
  })(), (function() {
    function A5() {
      g2.calledRun = true, M2 || (G2 = true, i2?.(g2), g2.onRuntimeInitialized?.(), (function() {
        if (g2.postRun) for ("function" == typeof g2.postRun && (g2.postRun = [g2.postRun]); g2.postRun.length; ) K2(g2.postRun.shift());
        U2(Y2);
      })());
    }
    !(function() {
      if (g2.preRun) for ("function" == typeof g2.preRun && (g2.preRun = [g2.preRun]); g2.preRun.length; ) s2(g2.preRun.shift());
      U2(H2);
    })(), g2.setStatus ? (g2.setStatus("Running..."), setTimeout(() => {
      setTimeout(() => g2.setStatus(""), 1), A5();
    }, 1)) : A5();
  })(), G2 ? g2 : new Promise((A5, I3) => {
    i2 = A5, D3 = I3;
  });
}
var libsodium_sumo_default = A;

// node_modules/libsodium-wrappers-sumo/dist/modules-sumo-esm/libsodium-wrappers.mjs
var r;
var t = {};
if (void 0 === globalThis.crypto || "function" != typeof globalThis.crypto.getRandomValues) throw new Error("globalThis.crypto.getRandomValues is not available. The ESM build of libsodium requires a secure random source (available in all browsers and Node.js 19+).");
var a = "function" == typeof (_ = libsodium_sumo_default) ? _ : null != _ && "function" == typeof _.default ? _.default : null;
var _;
var n = (function(e) {
  return null != e && void 0 !== e.ready ? e : null != e && null != e.default && void 0 !== e.default.ready ? e.default : null;
})(libsodium_sumo_default);
var s = (null != a ? a({ getRandomValue: function() {
  var e = new Uint32Array(1);
  return globalThis.crypto.getRandomValues(e), e[0] >>> 0;
} }) : null != n ? n.ready.then(function() {
  return n;
}) : Promise.reject(new Error("Unsupported libsodium ESM export shape"))).then(function(e) {
  r = e, t.libsodium = r, (function() {
    if (r._sodium_init() < 0) throw new Error("libsodium was not correctly initialized.");
    for (var e2 = ["crypto_aead_aegis128l_decrypt", "crypto_aead_aegis128l_decrypt_detached", "crypto_aead_aegis128l_encrypt", "crypto_aead_aegis128l_encrypt_detached", "crypto_aead_aegis128l_keygen", "crypto_aead_aegis256_decrypt", "crypto_aead_aegis256_decrypt_detached", "crypto_aead_aegis256_encrypt", "crypto_aead_aegis256_encrypt_detached", "crypto_aead_aegis256_keygen", "crypto_aead_chacha20poly1305_decrypt", "crypto_aead_chacha20poly1305_decrypt_detached", "crypto_aead_chacha20poly1305_encrypt", "crypto_aead_chacha20poly1305_encrypt_detached", "crypto_aead_chacha20poly1305_ietf_decrypt", "crypto_aead_chacha20poly1305_ietf_decrypt_detached", "crypto_aead_chacha20poly1305_ietf_encrypt", "crypto_aead_chacha20poly1305_ietf_encrypt_detached", "crypto_aead_chacha20poly1305_ietf_keygen", "crypto_aead_chacha20poly1305_keygen", "crypto_aead_xchacha20poly1305_ietf_decrypt", "crypto_aead_xchacha20poly1305_ietf_decrypt_detached", "crypto_aead_xchacha20poly1305_ietf_encrypt", "crypto_aead_xchacha20poly1305_ietf_encrypt_detached", "crypto_aead_xchacha20poly1305_ietf_keygen", "crypto_auth", "crypto_auth_hmacsha256", "crypto_auth_hmacsha256_final", "crypto_auth_hmacsha256_init", "crypto_auth_hmacsha256_keygen", "crypto_auth_hmacsha256_update", "crypto_auth_hmacsha256_verify", "crypto_auth_hmacsha512", "crypto_auth_hmacsha512256", "crypto_auth_hmacsha512256_final", "crypto_auth_hmacsha512256_init", "crypto_auth_hmacsha512256_keygen", "crypto_auth_hmacsha512256_update", "crypto_auth_hmacsha512256_verify", "crypto_auth_hmacsha512_final", "crypto_auth_hmacsha512_init", "crypto_auth_hmacsha512_keygen", "crypto_auth_hmacsha512_update", "crypto_auth_hmacsha512_verify", "crypto_auth_keygen", "crypto_auth_verify", "crypto_box_beforenm", "crypto_box_curve25519xchacha20poly1305_beforenm", "crypto_box_curve25519xchacha20poly1305_detached", "crypto_box_curve25519xchacha20poly1305_detached_afternm", "crypto_box_curve25519xchacha20poly1305_easy", "crypto_box_curve25519xchacha20poly1305_easy_afternm", "crypto_box_curve25519xchacha20poly1305_keypair", "crypto_box_curve25519xchacha20poly1305_open_detached", "crypto_box_curve25519xchacha20poly1305_open_detached_afternm", "crypto_box_curve25519xchacha20poly1305_open_easy", "crypto_box_curve25519xchacha20poly1305_open_easy_afternm", "crypto_box_curve25519xchacha20poly1305_seal", "crypto_box_curve25519xchacha20poly1305_seal_open", "crypto_box_curve25519xchacha20poly1305_seed_keypair", "crypto_box_detached", "crypto_box_easy", "crypto_box_easy_afternm", "crypto_box_keypair", "crypto_box_open_detached", "crypto_box_open_easy", "crypto_box_open_easy_afternm", "crypto_box_seal", "crypto_box_seal_open", "crypto_box_seed_keypair", "crypto_core_ed25519_add", "crypto_core_ed25519_from_hash", "crypto_core_ed25519_from_uniform", "crypto_core_ed25519_is_valid_point", "crypto_core_ed25519_random", "crypto_core_ed25519_scalar_add", "crypto_core_ed25519_scalar_complement", "crypto_core_ed25519_scalar_invert", "crypto_core_ed25519_scalar_mul", "crypto_core_ed25519_scalar_negate", "crypto_core_ed25519_scalar_random", "crypto_core_ed25519_scalar_reduce", "crypto_core_ed25519_scalar_sub", "crypto_core_ed25519_sub", "crypto_core_hchacha20", "crypto_core_hsalsa20", "crypto_core_ristretto255_add", "crypto_core_ristretto255_from_hash", "crypto_core_ristretto255_is_valid_point", "crypto_core_ristretto255_random", "crypto_core_ristretto255_scalar_add", "crypto_core_ristretto255_scalar_complement", "crypto_core_ristretto255_scalar_invert", "crypto_core_ristretto255_scalar_mul", "crypto_core_ristretto255_scalar_negate", "crypto_core_ristretto255_scalar_random", "crypto_core_ristretto255_scalar_reduce", "crypto_core_ristretto255_scalar_sub", "crypto_core_ristretto255_sub", "crypto_generichash", "crypto_generichash_blake2b_salt_personal", "crypto_generichash_final", "crypto_generichash_init", "crypto_generichash_keygen", "crypto_generichash_update", "crypto_hash", "crypto_hash_sha256", "crypto_hash_sha256_final", "crypto_hash_sha256_init", "crypto_hash_sha256_update", "crypto_hash_sha3256", "crypto_hash_sha3256_final", "crypto_hash_sha3256_init", "crypto_hash_sha3256_update", "crypto_hash_sha3512", "crypto_hash_sha3512_final", "crypto_hash_sha3512_init", "crypto_hash_sha3512_update", "crypto_hash_sha512", "crypto_hash_sha512_final", "crypto_hash_sha512_init", "crypto_hash_sha512_update", "crypto_ipcrypt_decrypt", "crypto_ipcrypt_encrypt", "crypto_ipcrypt_keygen", "crypto_ipcrypt_nd_decrypt", "crypto_ipcrypt_nd_encrypt", "crypto_ipcrypt_nd_keygen", "crypto_ipcrypt_ndx_decrypt", "crypto_ipcrypt_ndx_encrypt", "crypto_ipcrypt_ndx_keygen", "crypto_ipcrypt_pfx_decrypt", "crypto_ipcrypt_pfx_encrypt", "crypto_ipcrypt_pfx_keygen", "crypto_kdf_derive_from_key", "crypto_kdf_keygen", "crypto_kem_dec", "crypto_kem_enc", "crypto_kem_keypair", "crypto_kem_mlkem768_dec", "crypto_kem_mlkem768_enc", "crypto_kem_mlkem768_enc_deterministic", "crypto_kem_mlkem768_keypair", "crypto_kem_mlkem768_seed_keypair", "crypto_kem_primitive", "crypto_kem_seed_keypair", "crypto_kem_xwing_dec", "crypto_kem_xwing_enc", "crypto_kem_xwing_enc_deterministic", "crypto_kem_xwing_keypair", "crypto_kem_xwing_seed_keypair", "crypto_kx_client_session_keys", "crypto_kx_keypair", "crypto_kx_seed_keypair", "crypto_kx_server_session_keys", "crypto_onetimeauth", "crypto_onetimeauth_final", "crypto_onetimeauth_init", "crypto_onetimeauth_keygen", "crypto_onetimeauth_update", "crypto_onetimeauth_verify", "crypto_pwhash", "crypto_pwhash_scryptsalsa208sha256", "crypto_pwhash_scryptsalsa208sha256_ll", "crypto_pwhash_scryptsalsa208sha256_str", "crypto_pwhash_scryptsalsa208sha256_str_verify", "crypto_pwhash_str", "crypto_pwhash_str_needs_rehash", "crypto_pwhash_str_verify", "crypto_scalarmult", "crypto_scalarmult_base", "crypto_scalarmult_ed25519", "crypto_scalarmult_ed25519_base", "crypto_scalarmult_ed25519_base_noclamp", "crypto_scalarmult_ed25519_noclamp", "crypto_scalarmult_ristretto255", "crypto_scalarmult_ristretto255_base", "crypto_secretbox_detached", "crypto_secretbox_easy", "crypto_secretbox_keygen", "crypto_secretbox_open_detached", "crypto_secretbox_open_easy", "crypto_secretstream_xchacha20poly1305_init_pull", "crypto_secretstream_xchacha20poly1305_init_push", "crypto_secretstream_xchacha20poly1305_keygen", "crypto_secretstream_xchacha20poly1305_pull", "crypto_secretstream_xchacha20poly1305_push", "crypto_secretstream_xchacha20poly1305_rekey", "crypto_shorthash", "crypto_shorthash_keygen", "crypto_shorthash_siphashx24", "crypto_sign", "crypto_sign_detached", "crypto_sign_ed25519_pk_to_curve25519", "crypto_sign_ed25519_sk_to_curve25519", "crypto_sign_ed25519_sk_to_pk", "crypto_sign_ed25519_sk_to_seed", "crypto_sign_final_create", "crypto_sign_final_verify", "crypto_sign_init", "crypto_sign_keypair", "crypto_sign_open", "crypto_sign_seed_keypair", "crypto_sign_update", "crypto_sign_verify_detached", "crypto_stream_chacha20", "crypto_stream_chacha20_ietf_xor", "crypto_stream_chacha20_ietf_xor_ic", "crypto_stream_chacha20_keygen", "crypto_stream_chacha20_xor", "crypto_stream_chacha20_xor_ic", "crypto_stream_keygen", "crypto_stream_xchacha20_keygen", "crypto_stream_xchacha20_xor", "crypto_stream_xchacha20_xor_ic", "crypto_xof_shake128", "crypto_xof_shake128_init", "crypto_xof_shake128_init_with_domain", "crypto_xof_shake128_squeeze", "crypto_xof_shake128_update", "crypto_xof_shake256", "crypto_xof_shake256_init", "crypto_xof_shake256_init_with_domain", "crypto_xof_shake256_squeeze", "crypto_xof_shake256_update", "crypto_xof_turboshake128", "crypto_xof_turboshake128_init", "crypto_xof_turboshake128_init_with_domain", "crypto_xof_turboshake128_squeeze", "crypto_xof_turboshake128_update", "crypto_xof_turboshake256", "crypto_xof_turboshake256_init", "crypto_xof_turboshake256_init_with_domain", "crypto_xof_turboshake256_squeeze", "crypto_xof_turboshake256_update", "randombytes_buf", "randombytes_buf_deterministic", "randombytes_close", "randombytes_random", "randombytes_set_implementation", "randombytes_stir", "randombytes_uniform", "sodium_bin2ip", "sodium_ip2bin", "sodium_version_string"], a3 = [C, R, P, X, D, G, F, V, q, H, z, W, j, J, Q, Z, $, ee, re, te, ae, _e, ne, se, ce, pe, oe, he, ye, ie, le, ue, de, ve, ge, be, fe, me, ke, xe, Ee, Te, Se, we, Ye, Be, Ke, Ae, Ie, Me, Ne, Le, Ue, Oe, Ce, Re, Pe, Xe, De, Ge, Fe, Ve, qe, He, ze, We, je, Je, Qe, Ze, $e, er, rr, tr, ar, _r, nr, sr, cr, pr, or, hr, yr, ir, lr, ur, dr, vr, gr, br, fr, mr, kr, xr, Er, Tr, Sr, wr, Yr, Br, Kr, Ar, Ir, Mr, Nr, Lr, Ur, Or, Cr, Rr, Pr, Xr, Dr, Gr, Fr, Vr, qr, Hr, zr, Wr, jr, Jr, Qr, Zr, $r, et, rt, tt, at, _t, nt, st, ct, pt, ot, ht, yt, it, lt, ut, dt, vt, gt, bt, ft, mt, kt, xt, Et, Tt, St, wt, Yt, Bt, Kt, At, It, Mt, Nt, Lt, Ut, Ot, Ct, Rt, Pt, Xt, Dt, Gt, Ft, Vt, qt, Ht, zt, Wt, jt, Jt, Qt, Zt, $t, ea, ra, ta, aa, _a, na, sa, ca, pa, oa, ha, ya, ia, la, ua, da, va, ga, ba, fa, ma, ka, xa, Ea, Ta, Sa, wa, Ya, Ba, Ka, Aa, Ia, Ma, Na, La, Ua, Oa, Ca, Ra, Pa, Xa, Da, Ga, Fa, Va, qa, Ha, za, Wa, ja, Ja, Qa, Za, $a, e_, r_, t_, a_, __, n_, s_, c_, p_, o_, h_, y_], _3 = 0; _3 < a3.length; _3++) "function" == typeof r["_" + e2[_3]] && (t[e2[_3]] = a3[_3]);
    var n3 = ["SODIUM_LIBRARY_VERSION_MAJOR", "SODIUM_LIBRARY_VERSION_MINOR", "crypto_aead_aegis128l_ABYTES", "crypto_aead_aegis128l_KEYBYTES", "crypto_aead_aegis128l_MESSAGEBYTES_MAX", "crypto_aead_aegis128l_NPUBBYTES", "crypto_aead_aegis128l_NSECBYTES", "crypto_aead_aegis256_ABYTES", "crypto_aead_aegis256_KEYBYTES", "crypto_aead_aegis256_MESSAGEBYTES_MAX", "crypto_aead_aegis256_NPUBBYTES", "crypto_aead_aegis256_NSECBYTES", "crypto_aead_aes256gcm_ABYTES", "crypto_aead_aes256gcm_KEYBYTES", "crypto_aead_aes256gcm_MESSAGEBYTES_MAX", "crypto_aead_aes256gcm_NPUBBYTES", "crypto_aead_aes256gcm_NSECBYTES", "crypto_aead_chacha20poly1305_ABYTES", "crypto_aead_chacha20poly1305_IETF_ABYTES", "crypto_aead_chacha20poly1305_IETF_KEYBYTES", "crypto_aead_chacha20poly1305_IETF_MESSAGEBYTES_MAX", "crypto_aead_chacha20poly1305_IETF_NPUBBYTES", "crypto_aead_chacha20poly1305_IETF_NSECBYTES", "crypto_aead_chacha20poly1305_KEYBYTES", "crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX", "crypto_aead_chacha20poly1305_NPUBBYTES", "crypto_aead_chacha20poly1305_NSECBYTES", "crypto_aead_chacha20poly1305_ietf_ABYTES", "crypto_aead_chacha20poly1305_ietf_KEYBYTES", "crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX", "crypto_aead_chacha20poly1305_ietf_NPUBBYTES", "crypto_aead_chacha20poly1305_ietf_NSECBYTES", "crypto_aead_xchacha20poly1305_IETF_ABYTES", "crypto_aead_xchacha20poly1305_IETF_KEYBYTES", "crypto_aead_xchacha20poly1305_IETF_MESSAGEBYTES_MAX", "crypto_aead_xchacha20poly1305_IETF_NPUBBYTES", "crypto_aead_xchacha20poly1305_IETF_NSECBYTES", "crypto_aead_xchacha20poly1305_ietf_ABYTES", "crypto_aead_xchacha20poly1305_ietf_KEYBYTES", "crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX", "crypto_aead_xchacha20poly1305_ietf_NPUBBYTES", "crypto_aead_xchacha20poly1305_ietf_NSECBYTES", "crypto_auth_BYTES", "crypto_auth_KEYBYTES", "crypto_auth_hmacsha256_BYTES", "crypto_auth_hmacsha256_KEYBYTES", "crypto_auth_hmacsha512256_BYTES", "crypto_auth_hmacsha512256_KEYBYTES", "crypto_auth_hmacsha512_BYTES", "crypto_auth_hmacsha512_KEYBYTES", "crypto_box_BEFORENMBYTES", "crypto_box_MACBYTES", "crypto_box_MESSAGEBYTES_MAX", "crypto_box_NONCEBYTES", "crypto_box_PUBLICKEYBYTES", "crypto_box_SEALBYTES", "crypto_box_SECRETKEYBYTES", "crypto_box_SEEDBYTES", "crypto_box_curve25519xchacha20poly1305_BEFORENMBYTES", "crypto_box_curve25519xchacha20poly1305_MACBYTES", "crypto_box_curve25519xchacha20poly1305_MESSAGEBYTES_MAX", "crypto_box_curve25519xchacha20poly1305_NONCEBYTES", "crypto_box_curve25519xchacha20poly1305_PUBLICKEYBYTES", "crypto_box_curve25519xchacha20poly1305_SEALBYTES", "crypto_box_curve25519xchacha20poly1305_SECRETKEYBYTES", "crypto_box_curve25519xchacha20poly1305_SEEDBYTES", "crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES", "crypto_box_curve25519xsalsa20poly1305_MACBYTES", "crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX", "crypto_box_curve25519xsalsa20poly1305_NONCEBYTES", "crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES", "crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES", "crypto_box_curve25519xsalsa20poly1305_SEEDBYTES", "crypto_core_ed25519_BYTES", "crypto_core_ed25519_HASHBYTES", "crypto_core_ed25519_NONREDUCEDSCALARBYTES", "crypto_core_ed25519_SCALARBYTES", "crypto_core_ed25519_UNIFORMBYTES", "crypto_core_hchacha20_CONSTBYTES", "crypto_core_hchacha20_INPUTBYTES", "crypto_core_hchacha20_KEYBYTES", "crypto_core_hchacha20_OUTPUTBYTES", "crypto_core_hsalsa20_CONSTBYTES", "crypto_core_hsalsa20_INPUTBYTES", "crypto_core_hsalsa20_KEYBYTES", "crypto_core_hsalsa20_OUTPUTBYTES", "crypto_core_ristretto255_BYTES", "crypto_core_ristretto255_HASHBYTES", "crypto_core_ristretto255_NONREDUCEDSCALARBYTES", "crypto_core_ristretto255_SCALARBYTES", "crypto_core_salsa2012_CONSTBYTES", "crypto_core_salsa2012_INPUTBYTES", "crypto_core_salsa2012_KEYBYTES", "crypto_core_salsa2012_OUTPUTBYTES", "crypto_core_salsa208_CONSTBYTES", "crypto_core_salsa208_INPUTBYTES", "crypto_core_salsa208_KEYBYTES", "crypto_core_salsa208_OUTPUTBYTES", "crypto_core_salsa20_CONSTBYTES", "crypto_core_salsa20_INPUTBYTES", "crypto_core_salsa20_KEYBYTES", "crypto_core_salsa20_OUTPUTBYTES", "crypto_generichash_BYTES", "crypto_generichash_BYTES_MAX", "crypto_generichash_BYTES_MIN", "crypto_generichash_KEYBYTES", "crypto_generichash_KEYBYTES_MAX", "crypto_generichash_KEYBYTES_MIN", "crypto_generichash_blake2b_BYTES", "crypto_generichash_blake2b_BYTES_MAX", "crypto_generichash_blake2b_BYTES_MIN", "crypto_generichash_blake2b_KEYBYTES", "crypto_generichash_blake2b_KEYBYTES_MAX", "crypto_generichash_blake2b_KEYBYTES_MIN", "crypto_generichash_blake2b_PERSONALBYTES", "crypto_generichash_blake2b_SALTBYTES", "crypto_hash_BYTES", "crypto_hash_sha256_BYTES", "crypto_hash_sha3256_BYTES", "crypto_hash_sha3512_BYTES", "crypto_hash_sha512_BYTES", "crypto_ipcrypt_BYTES", "crypto_ipcrypt_KEYBYTES", "crypto_ipcrypt_NDX_INPUTBYTES", "crypto_ipcrypt_NDX_KEYBYTES", "crypto_ipcrypt_NDX_OUTPUTBYTES", "crypto_ipcrypt_NDX_TWEAKBYTES", "crypto_ipcrypt_ND_INPUTBYTES", "crypto_ipcrypt_ND_KEYBYTES", "crypto_ipcrypt_ND_OUTPUTBYTES", "crypto_ipcrypt_ND_TWEAKBYTES", "crypto_ipcrypt_PFX_BYTES", "crypto_ipcrypt_PFX_KEYBYTES", "crypto_kdf_BYTES_MAX", "crypto_kdf_BYTES_MIN", "crypto_kdf_CONTEXTBYTES", "crypto_kdf_KEYBYTES", "crypto_kdf_blake2b_BYTES_MAX", "crypto_kdf_blake2b_BYTES_MIN", "crypto_kdf_blake2b_CONTEXTBYTES", "crypto_kdf_blake2b_KEYBYTES", "crypto_kdf_hkdf_sha256_BYTES_MAX", "crypto_kdf_hkdf_sha256_BYTES_MIN", "crypto_kdf_hkdf_sha256_KEYBYTES", "crypto_kdf_hkdf_sha512_BYTES_MAX", "crypto_kdf_hkdf_sha512_BYTES_MIN", "crypto_kdf_hkdf_sha512_KEYBYTES", "crypto_kem_CIPHERTEXTBYTES", "crypto_kem_PUBLICKEYBYTES", "crypto_kem_SECRETKEYBYTES", "crypto_kem_SEEDBYTES", "crypto_kem_SHAREDSECRETBYTES", "crypto_kem_mlkem768_CIPHERTEXTBYTES", "crypto_kem_mlkem768_PUBLICKEYBYTES", "crypto_kem_mlkem768_SECRETKEYBYTES", "crypto_kem_mlkem768_SEEDBYTES", "crypto_kem_mlkem768_SHAREDSECRETBYTES", "crypto_kem_xwing_CIPHERTEXTBYTES", "crypto_kem_xwing_PUBLICKEYBYTES", "crypto_kem_xwing_SECRETKEYBYTES", "crypto_kem_xwing_SEEDBYTES", "crypto_kem_xwing_SHAREDSECRETBYTES", "crypto_kx_PUBLICKEYBYTES", "crypto_kx_SECRETKEYBYTES", "crypto_kx_SEEDBYTES", "crypto_kx_SESSIONKEYBYTES", "crypto_onetimeauth_BYTES", "crypto_onetimeauth_KEYBYTES", "crypto_onetimeauth_poly1305_BYTES", "crypto_onetimeauth_poly1305_KEYBYTES", "crypto_pwhash_ALG_ARGON2I13", "crypto_pwhash_ALG_ARGON2ID13", "crypto_pwhash_ALG_DEFAULT", "crypto_pwhash_BYTES_MAX", "crypto_pwhash_BYTES_MIN", "crypto_pwhash_MEMLIMIT_INTERACTIVE", "crypto_pwhash_MEMLIMIT_MAX", "crypto_pwhash_MEMLIMIT_MIN", "crypto_pwhash_MEMLIMIT_MODERATE", "crypto_pwhash_MEMLIMIT_SENSITIVE", "crypto_pwhash_OPSLIMIT_INTERACTIVE", "crypto_pwhash_OPSLIMIT_MAX", "crypto_pwhash_OPSLIMIT_MIN", "crypto_pwhash_OPSLIMIT_MODERATE", "crypto_pwhash_OPSLIMIT_SENSITIVE", "crypto_pwhash_PASSWD_MAX", "crypto_pwhash_PASSWD_MIN", "crypto_pwhash_SALTBYTES", "crypto_pwhash_STRBYTES", "crypto_pwhash_argon2i_BYTES_MAX", "crypto_pwhash_argon2i_BYTES_MIN", "crypto_pwhash_argon2i_MEMLIMIT_INTERACTIVE", "crypto_pwhash_argon2i_MEMLIMIT_MAX", "crypto_pwhash_argon2i_MEMLIMIT_MIN", "crypto_pwhash_argon2i_MEMLIMIT_MODERATE", "crypto_pwhash_argon2i_MEMLIMIT_SENSITIVE", "crypto_pwhash_argon2i_OPSLIMIT_INTERACTIVE", "crypto_pwhash_argon2i_OPSLIMIT_MAX", "crypto_pwhash_argon2i_OPSLIMIT_MIN", "crypto_pwhash_argon2i_OPSLIMIT_MODERATE", "crypto_pwhash_argon2i_OPSLIMIT_SENSITIVE", "crypto_pwhash_argon2i_PASSWD_MAX", "crypto_pwhash_argon2i_PASSWD_MIN", "crypto_pwhash_argon2i_SALTBYTES", "crypto_pwhash_argon2i_STRBYTES", "crypto_pwhash_argon2id_BYTES_MAX", "crypto_pwhash_argon2id_BYTES_MIN", "crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE", "crypto_pwhash_argon2id_MEMLIMIT_MAX", "crypto_pwhash_argon2id_MEMLIMIT_MIN", "crypto_pwhash_argon2id_MEMLIMIT_MODERATE", "crypto_pwhash_argon2id_MEMLIMIT_SENSITIVE", "crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE", "crypto_pwhash_argon2id_OPSLIMIT_MAX", "crypto_pwhash_argon2id_OPSLIMIT_MIN", "crypto_pwhash_argon2id_OPSLIMIT_MODERATE", "crypto_pwhash_argon2id_OPSLIMIT_SENSITIVE", "crypto_pwhash_argon2id_PASSWD_MAX", "crypto_pwhash_argon2id_PASSWD_MIN", "crypto_pwhash_argon2id_SALTBYTES", "crypto_pwhash_argon2id_STRBYTES", "crypto_pwhash_scryptsalsa208sha256_BYTES_MAX", "crypto_pwhash_scryptsalsa208sha256_BYTES_MIN", "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE", "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX", "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN", "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE", "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE", "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX", "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN", "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE", "crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX", "crypto_pwhash_scryptsalsa208sha256_PASSWD_MIN", "crypto_pwhash_scryptsalsa208sha256_SALTBYTES", "crypto_pwhash_scryptsalsa208sha256_STRBYTES", "crypto_scalarmult_BYTES", "crypto_scalarmult_SCALARBYTES", "crypto_scalarmult_curve25519_BYTES", "crypto_scalarmult_curve25519_SCALARBYTES", "crypto_scalarmult_ed25519_BYTES", "crypto_scalarmult_ed25519_SCALARBYTES", "crypto_scalarmult_ristretto255_BYTES", "crypto_scalarmult_ristretto255_SCALARBYTES", "crypto_secretbox_KEYBYTES", "crypto_secretbox_MACBYTES", "crypto_secretbox_MESSAGEBYTES_MAX", "crypto_secretbox_NONCEBYTES", "crypto_secretbox_xchacha20poly1305_KEYBYTES", "crypto_secretbox_xchacha20poly1305_MACBYTES", "crypto_secretbox_xchacha20poly1305_MESSAGEBYTES_MAX", "crypto_secretbox_xchacha20poly1305_NONCEBYTES", "crypto_secretbox_xsalsa20poly1305_KEYBYTES", "crypto_secretbox_xsalsa20poly1305_MACBYTES", "crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX", "crypto_secretbox_xsalsa20poly1305_NONCEBYTES", "crypto_secretstream_xchacha20poly1305_ABYTES", "crypto_secretstream_xchacha20poly1305_HEADERBYTES", "crypto_secretstream_xchacha20poly1305_KEYBYTES", "crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX", "crypto_secretstream_xchacha20poly1305_TAG_FINAL", "crypto_secretstream_xchacha20poly1305_TAG_MESSAGE", "crypto_secretstream_xchacha20poly1305_TAG_PUSH", "crypto_secretstream_xchacha20poly1305_TAG_REKEY", "crypto_shorthash_BYTES", "crypto_shorthash_KEYBYTES", "crypto_shorthash_siphash24_BYTES", "crypto_shorthash_siphash24_KEYBYTES", "crypto_shorthash_siphashx24_BYTES", "crypto_shorthash_siphashx24_KEYBYTES", "crypto_sign_BYTES", "crypto_sign_MESSAGEBYTES_MAX", "crypto_sign_PUBLICKEYBYTES", "crypto_sign_SECRETKEYBYTES", "crypto_sign_SEEDBYTES", "crypto_sign_ed25519_BYTES", "crypto_sign_ed25519_MESSAGEBYTES_MAX", "crypto_sign_ed25519_PUBLICKEYBYTES", "crypto_sign_ed25519_SECRETKEYBYTES", "crypto_sign_ed25519_SEEDBYTES", "crypto_stream_KEYBYTES", "crypto_stream_MESSAGEBYTES_MAX", "crypto_stream_NONCEBYTES", "crypto_stream_chacha20_IETF_KEYBYTES", "crypto_stream_chacha20_IETF_MESSAGEBYTES_MAX", "crypto_stream_chacha20_IETF_NONCEBYTES", "crypto_stream_chacha20_KEYBYTES", "crypto_stream_chacha20_MESSAGEBYTES_MAX", "crypto_stream_chacha20_NONCEBYTES", "crypto_stream_chacha20_ietf_KEYBYTES", "crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX", "crypto_stream_chacha20_ietf_NONCEBYTES", "crypto_stream_salsa2012_KEYBYTES", "crypto_stream_salsa2012_MESSAGEBYTES_MAX", "crypto_stream_salsa2012_NONCEBYTES", "crypto_stream_salsa208_KEYBYTES", "crypto_stream_salsa208_MESSAGEBYTES_MAX", "crypto_stream_salsa208_NONCEBYTES", "crypto_stream_salsa20_KEYBYTES", "crypto_stream_salsa20_MESSAGEBYTES_MAX", "crypto_stream_salsa20_NONCEBYTES", "crypto_stream_xchacha20_KEYBYTES", "crypto_stream_xchacha20_MESSAGEBYTES_MAX", "crypto_stream_xchacha20_NONCEBYTES", "crypto_stream_xsalsa20_KEYBYTES", "crypto_stream_xsalsa20_MESSAGEBYTES_MAX", "crypto_stream_xsalsa20_NONCEBYTES", "crypto_verify_16_BYTES", "crypto_verify_32_BYTES", "crypto_verify_64_BYTES", "crypto_xof_shake128_BLOCKBYTES", "crypto_xof_shake128_STATEBYTES", "crypto_xof_shake256_BLOCKBYTES", "crypto_xof_shake256_STATEBYTES", "crypto_xof_turboshake128_BLOCKBYTES", "crypto_xof_turboshake128_STATEBYTES", "crypto_xof_turboshake256_BLOCKBYTES", "crypto_xof_turboshake256_STATEBYTES"];
    for (_3 = 0; _3 < n3.length; _3++) "function" == typeof (c3 = r["_" + n3[_3].toLowerCase()]) && (t[n3[_3]] = c3());
    var s3 = ["SODIUM_VERSION_STRING", "crypto_kem_PRIMITIVE", "crypto_pwhash_STRPREFIX", "crypto_pwhash_argon2i_STRPREFIX", "crypto_pwhash_argon2id_STRPREFIX", "crypto_pwhash_scryptsalsa208sha256_STRPREFIX"];
    for (_3 = 0; _3 < s3.length; _3++) {
      var c3;
      "function" == typeof (c3 = r["_" + s3[_3].toLowerCase()]) && (t[s3[_3]] = r.UTF8ToString(c3()));
    }
  })();
  var a2 = new Uint8Array([98, 97, 108, 108, 115]), _2 = t.randombytes_buf(t.crypto_secretbox_NONCEBYTES), n2 = t.randombytes_buf(t.crypto_secretbox_KEYBYTES), s2 = t.crypto_secretbox_easy(a2, _2, n2), c2 = t.crypto_secretbox_open_easy(s2, _2, n2);
  if (!t.memcmp(a2, c2)) throw new Error("Initialization self-test failed");
});
function c() {
  return Object.keys(t).sort();
}
function p(e) {
  if (!(e instanceof Uint8Array)) throw new TypeError("Only Uint8Array instances can be incremented");
  for (var r2 = 256, t2 = 0, a2 = e.length; t2 < a2; t2++) r2 >>= 8, r2 += e[t2], e[t2] = 255 & r2;
}
function o(e, r2) {
  if (!(e instanceof Uint8Array && r2 instanceof Uint8Array)) throw new TypeError("Only Uint8Array instances can be added");
  var t2 = e.length, a2 = 0, _2 = 0;
  if (r2.length !== e.length) throw new TypeError("Arguments must have the same length");
  for (_2 = 0; _2 < t2; _2++) a2 >>= 8, a2 += e[_2] + r2[_2], e[_2] = 255 & a2;
}
function h(e) {
  if (!(e instanceof Uint8Array)) throw new TypeError("Only Uint8Array instances can be checked");
  for (var r2 = 0, t2 = 0, a2 = e.length; t2 < a2; t2++) r2 |= e[t2];
  return 0 === r2;
}
function y(e) {
  if (!(e instanceof Uint8Array)) throw new TypeError("Only Uint8Array instances can be wiped");
  for (var r2 = 0, t2 = e.length; r2 < t2; r2++) e[r2] = 0;
}
function i(e, r2) {
  if (!(e instanceof Uint8Array && r2 instanceof Uint8Array)) throw new TypeError("Only Uint8Array instances can be compared");
  if (e.length !== r2.length) throw new TypeError("Only instances of identical length can be compared");
  for (var t2 = 0, a2 = 0, _2 = e.length; a2 < _2; a2++) t2 |= e[a2] ^ r2[a2];
  return 0 === t2;
}
function l(e, r2) {
  if (!(e instanceof Uint8Array && r2 instanceof Uint8Array)) throw new TypeError("Only Uint8Array instances can be compared");
  if (e.length !== r2.length) throw new TypeError("Only instances of identical length can be compared");
  for (var t2 = 0, a2 = 1, _2 = e.length; _2-- > 0; ) t2 |= r2[_2] - e[_2] >> 8 & a2, a2 &= (r2[_2] ^ e[_2]) - 1 >> 8;
  return t2 + t2 + a2 - 1;
}
function u(e, t2) {
  if (!(e instanceof Uint8Array)) throw new TypeError("buffer must be a Uint8Array");
  if ((t2 |= 0) <= 0) throw new Error("block size must be > 0");
  var a2, _2 = [], n2 = A2(4), s2 = 1, c2 = 0, p2 = 0 | e.length, o2 = new B(p2 + t2);
  _2.push(n2), _2.push(o2.address);
  for (var h2 = o2.address, y2 = o2.address + p2 + t2; h2 < y2; h2++) r.HEAPU8[h2] = e[c2], c2 += s2 = 1 & ~((65535 & ((p2 -= s2) >>> 48 | p2 >>> 32 | p2 >>> 16 | p2)) - 1 >> 16);
  return 0 !== r._sodium_pad(n2, o2.address, e.length, t2, o2.length) && N(_2, "internal error"), o2.length = r.getValue(n2, "i32"), a2 = o2.to_Uint8Array(), M(_2), a2;
}
function d(e, t2) {
  if (!(e instanceof Uint8Array)) throw new TypeError("buffer must be a Uint8Array");
  if ((t2 |= 0) <= 0) throw new Error("block size must be > 0");
  var a2 = [], _2 = K(e), n2 = A2(4);
  return a2.push(_2), a2.push(n2), 0 !== r._sodium_unpad(n2, _2, e.length, t2) && N(a2, "unsupported/invalid padding"), e = (e = new Uint8Array(e)).subarray(0, r.getValue(n2, "i32")), M(a2), e;
}
function v(e) {
  if ("function" == typeof TextEncoder) return new TextEncoder().encode(e);
  e = unescape(encodeURIComponent(e));
  for (var r2 = new Uint8Array(e.length), t2 = 0, a2 = e.length; t2 < a2; t2++) r2[t2] = e.charCodeAt(t2);
  return r2;
}
function g(e) {
  if ("function" == typeof TextDecoder) return new TextDecoder("utf-8", { fatal: true }).decode(e);
  var r2 = 8192, t2 = Math.ceil(e.length / r2);
  if (t2 <= 1) try {
    return decodeURIComponent(escape(String.fromCharCode.apply(null, e)));
  } catch (e2) {
    throw new TypeError("The encoded data was not valid.");
  }
  for (var a2 = "", _2 = 0, n2 = 0; n2 < t2; n2++) {
    var s2 = Array.prototype.slice.call(e, n2 * r2 + _2, (n2 + 1) * r2 + _2);
    if (0 !== s2.length) {
      var c2, p2 = s2.length, o2 = 0;
      do {
        var h2 = s2[--p2];
        h2 >= 240 ? (o2 = 4, c2 = true) : h2 >= 224 ? (o2 = 3, c2 = true) : h2 >= 192 ? (o2 = 2, c2 = true) : h2 < 128 && (o2 = 1, c2 = true);
      } while (!c2);
      for (var y2 = o2 - (s2.length - p2), i2 = 0; i2 < y2; i2++) _2--, s2.pop();
      a2 += g(s2);
    }
  }
  return a2;
}
function b(e) {
  var t2, a2 = [], _2 = new B((e = O(a2, e, "input")).length / 2), n2 = K(e), s2 = A2(4);
  return a2.push(n2), a2.push(_2.address), a2.push(s2), 0 !== r._sodium_hex2bin(_2.address, _2.length, n2, e.length, 0, 0, s2) && N(a2, "invalid input"), r.getValue(s2, "i32") - n2 !== e.length && N(a2, "incomplete input"), t2 = _2.to_Uint8Array(), M(a2), t2;
}
function f(e) {
  e = O(null, e, "input");
  for (var r2, t2, a2, _2 = "", n2 = 0; n2 < e.length; n2++) a2 = 87 + (t2 = 15 & e[n2]) + (t2 - 10 >> 8 & -39) << 8 | 87 + (r2 = e[n2] >>> 4) + (r2 - 10 >> 8 & -39), _2 += String.fromCharCode(255 & a2) + String.fromCharCode(a2 >>> 8);
  return _2;
}
var m = { ORIGINAL: 1, ORIGINAL_NO_PADDING: 3, URLSAFE: 5, URLSAFE_NO_PADDING: 7 };
function k(e) {
  if (void 0 === e) return m.URLSAFE_NO_PADDING;
  if (e !== m.ORIGINAL && e !== m.ORIGINAL_NO_PADDING && e !== m.URLSAFE && e !== m.URLSAFE_NO_PADDING) throw new Error("unsupported base64 variant");
  return e;
}
function x(e, t2) {
  t2 = k(t2);
  var a2, _2 = [], n2 = new B(3 * (e = O(_2, e, "input")).length / 4), s2 = K(e), c2 = A2(4), p2 = A2(4);
  return _2.push(s2), _2.push(n2.address), _2.push(c2), _2.push(p2), 0 !== r._sodium_base642bin(n2.address, n2.length, s2, e.length, 0, c2, p2, t2) && N(_2, "invalid input"), r.getValue(p2, "i32") - s2 !== e.length && N(_2, "incomplete input"), n2.length = r.getValue(c2, "i32"), a2 = n2.to_Uint8Array(), M(_2), a2;
}
function E(e, t2) {
  t2 = k(t2);
  var a2 = [];
  e = O(a2, e, "input");
  var _2, n2 = 0 | Math.floor(e.length / 3), s2 = e.length - 3 * n2, c2 = 4 * n2 + (0 !== s2 ? 2 & t2 ? 2 + (s2 >>> 1) : 4 : 0), p2 = new B(c2 + 1), o2 = K(e);
  return a2.push(o2), a2.push(p2.address), 0 === r._sodium_bin2base64(p2.address, p2.length, o2, e.length, t2) && N(a2, "conversion failed"), p2.length = c2, _2 = g(p2.to_Uint8Array()), M(a2), _2;
}
function T() {
  return ["uint8array", "text", "hex", "base64"];
}
function S(e, r2) {
  var t2 = r2 || "uint8array";
  if (!w(t2)) throw new Error(t2 + " output format is not available");
  if (e instanceof B) {
    if ("uint8array" === t2) return e.to_Uint8Array();
    if ("text" === t2) return g(e.to_Uint8Array());
    if ("hex" === t2) return f(e.to_Uint8Array());
    if ("base64" === t2) return E(e.to_Uint8Array(), m.URLSAFE_NO_PADDING);
    throw new Error('What is output format "' + t2 + '"?');
  }
  if ("object" == typeof e) {
    for (var a2 = Object.keys(e), _2 = {}, n2 = 0; n2 < a2.length; n2++) _2[a2[n2]] = S(e[a2[n2]], t2);
    return _2;
  }
  if ("string" == typeof e) return e;
  throw new TypeError("Cannot format output");
}
function w(e) {
  for (var r2 = ["uint8array", "text", "hex", "base64"], t2 = 0; t2 < r2.length; t2++) if (r2[t2] === e) return true;
  return false;
}
function Y(e) {
  if (e) {
    if ("string" != typeof e) throw new TypeError("When defined, the output format must be a string");
    if (!w(e)) throw new Error(e + " is not a supported output format");
  }
}
function B(e) {
  this.length = e, this.address = A2(e);
}
function K(e) {
  var t2 = A2(e.length);
  return r.HEAPU8.set(e, t2), t2;
}
function A2(e) {
  var t2 = r._malloc(e);
  if (0 === t2) throw { message: "_malloc() failed", length: e };
  return t2;
}
function I(e) {
  r._free(e);
}
function M(e) {
  if (e) for (var r2 = 0; r2 < e.length; r2++) I(e[r2]);
}
function N(e, r2) {
  throw M(e), new Error(r2);
}
function L(e, r2) {
  throw M(e), new TypeError(r2);
}
function U(e, r2, t2) {
  null == r2 && L(e, t2 + " cannot be null or undefined");
}
function O(e, r2, t2) {
  return U(e, r2, t2), r2 instanceof Uint8Array ? r2 : "string" == typeof r2 ? v(r2) : void L(e, "unsupported input type for " + t2);
}
function C(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = null;
  null != e && (p2 = K(e = O(c2, e, "secret_nonce")), e.length, c2.push(p2)), t2 = O(c2, t2, "ciphertext");
  var o2, h2 = r._crypto_aead_aegis128l_abytes(), y2 = t2.length;
  y2 < h2 && L(c2, "ciphertext is too short"), o2 = K(t2), c2.push(o2);
  var i2 = null, l2 = 0;
  null != a2 && (i2 = K(a2 = O(c2, a2, "additional_data")), l2 = a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var u2, d2 = 0 | r._crypto_aead_aegis128l_npubbytes();
  _2.length !== d2 && L(c2, "invalid public_nonce length"), u2 = K(_2), c2.push(u2), n2 = O(c2, n2, "key");
  var v2, g2 = 0 | r._crypto_aead_aegis128l_keybytes();
  n2.length !== g2 && L(c2, "invalid key length"), v2 = K(n2), c2.push(v2);
  var b2 = new B(y2 - r._crypto_aead_aegis128l_abytes() | 0), f2 = b2.address;
  if (c2.push(f2), 0 === r._crypto_aead_aegis128l_decrypt(f2, null, p2, o2, y2, 0, i2, l2, 0, u2, v2)) {
    var m3 = S(b2, s2);
    return M(c2), m3;
  }
  N(c2, "ciphertext cannot be decrypted using that key");
}
function R(e, t2, a2, _2, n2, s2, c2) {
  var p2 = [];
  Y(c2);
  var o2 = null;
  null != e && (o2 = K(e = O(p2, e, "secret_nonce")), e.length, p2.push(o2));
  var h2 = K(t2 = O(p2, t2, "ciphertext")), y2 = t2.length;
  p2.push(h2), a2 = O(p2, a2, "mac");
  var i2, l2 = 0 | r._crypto_aead_aegis128l_abytes();
  a2.length !== l2 && L(p2, "invalid mac length"), i2 = K(a2), p2.push(i2);
  var u2 = null, d2 = 0;
  null != _2 && (u2 = K(_2 = O(p2, _2, "additional_data")), d2 = _2.length, p2.push(u2)), n2 = O(p2, n2, "public_nonce");
  var v2, g2 = 0 | r._crypto_aead_aegis128l_npubbytes();
  n2.length !== g2 && L(p2, "invalid public_nonce length"), v2 = K(n2), p2.push(v2), s2 = O(p2, s2, "key");
  var b2, f2 = 0 | r._crypto_aead_aegis128l_keybytes();
  s2.length !== f2 && L(p2, "invalid key length"), b2 = K(s2), p2.push(b2);
  var m3 = new B(0 | y2), k2 = m3.address;
  if (p2.push(k2), 0 === r._crypto_aead_aegis128l_decrypt_detached(k2, o2, h2, y2, 0, i2, u2, d2, 0, v2, b2)) {
    var x2 = S(m3, c2);
    return M(p2), x2;
  }
  N(p2, "ciphertext cannot be decrypted using that key");
}
function P(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_aegis128l_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_aegis128l_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(o2 + r._crypto_aead_aegis128l_abytes() | 0), b2 = g2.address;
  if (c2.push(b2), 0 === r._crypto_aead_aegis128l_encrypt(b2, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var f2 = S(g2, s2);
    return M(c2), f2;
  }
  N(c2, "invalid usage");
}
function X(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_aegis128l_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_aegis128l_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(0 | o2), b2 = g2.address;
  c2.push(b2);
  var f2 = new B(0 | r._crypto_aead_aegis128l_abytes()), m3 = f2.address;
  if (c2.push(m3), 0 === r._crypto_aead_aegis128l_encrypt_detached(b2, m3, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var k2 = S({ ciphertext: g2, mac: f2 }, s2);
    return M(c2), k2;
  }
  N(c2, "invalid usage");
}
function D(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_aead_aegis128l_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_aead_aegis128l_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function G(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = null;
  null != e && (p2 = K(e = O(c2, e, "secret_nonce")), e.length, c2.push(p2)), t2 = O(c2, t2, "ciphertext");
  var o2, h2 = r._crypto_aead_aegis256_abytes(), y2 = t2.length;
  y2 < h2 && L(c2, "ciphertext is too short"), o2 = K(t2), c2.push(o2);
  var i2 = null, l2 = 0;
  null != a2 && (i2 = K(a2 = O(c2, a2, "additional_data")), l2 = a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var u2, d2 = 0 | r._crypto_aead_aegis256_npubbytes();
  _2.length !== d2 && L(c2, "invalid public_nonce length"), u2 = K(_2), c2.push(u2), n2 = O(c2, n2, "key");
  var v2, g2 = 0 | r._crypto_aead_aegis256_keybytes();
  n2.length !== g2 && L(c2, "invalid key length"), v2 = K(n2), c2.push(v2);
  var b2 = new B(y2 - r._crypto_aead_aegis256_abytes() | 0), f2 = b2.address;
  if (c2.push(f2), 0 === r._crypto_aead_aegis256_decrypt(f2, null, p2, o2, y2, 0, i2, l2, 0, u2, v2)) {
    var m3 = S(b2, s2);
    return M(c2), m3;
  }
  N(c2, "ciphertext cannot be decrypted using that key");
}
function F(e, t2, a2, _2, n2, s2, c2) {
  var p2 = [];
  Y(c2);
  var o2 = null;
  null != e && (o2 = K(e = O(p2, e, "secret_nonce")), e.length, p2.push(o2));
  var h2 = K(t2 = O(p2, t2, "ciphertext")), y2 = t2.length;
  p2.push(h2), a2 = O(p2, a2, "mac");
  var i2, l2 = 0 | r._crypto_aead_aegis256_abytes();
  a2.length !== l2 && L(p2, "invalid mac length"), i2 = K(a2), p2.push(i2);
  var u2 = null, d2 = 0;
  null != _2 && (u2 = K(_2 = O(p2, _2, "additional_data")), d2 = _2.length, p2.push(u2)), n2 = O(p2, n2, "public_nonce");
  var v2, g2 = 0 | r._crypto_aead_aegis256_npubbytes();
  n2.length !== g2 && L(p2, "invalid public_nonce length"), v2 = K(n2), p2.push(v2), s2 = O(p2, s2, "key");
  var b2, f2 = 0 | r._crypto_aead_aegis256_keybytes();
  s2.length !== f2 && L(p2, "invalid key length"), b2 = K(s2), p2.push(b2);
  var m3 = new B(0 | y2), k2 = m3.address;
  if (p2.push(k2), 0 === r._crypto_aead_aegis256_decrypt_detached(k2, o2, h2, y2, 0, i2, u2, d2, 0, v2, b2)) {
    var x2 = S(m3, c2);
    return M(p2), x2;
  }
  N(p2, "ciphertext cannot be decrypted using that key");
}
function V(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_aegis256_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_aegis256_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(o2 + r._crypto_aead_aegis256_abytes() | 0), b2 = g2.address;
  if (c2.push(b2), 0 === r._crypto_aead_aegis256_encrypt(b2, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var f2 = S(g2, s2);
    return M(c2), f2;
  }
  N(c2, "invalid usage");
}
function q(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_aegis256_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_aegis256_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(0 | o2), b2 = g2.address;
  c2.push(b2);
  var f2 = new B(0 | r._crypto_aead_aegis256_abytes()), m3 = f2.address;
  if (c2.push(m3), 0 === r._crypto_aead_aegis256_encrypt_detached(b2, m3, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var k2 = S({ ciphertext: g2, mac: f2 }, s2);
    return M(c2), k2;
  }
  N(c2, "invalid usage");
}
function H(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_aead_aegis256_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_aead_aegis256_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function z(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = null;
  null != e && (p2 = K(e = O(c2, e, "secret_nonce")), e.length, c2.push(p2)), t2 = O(c2, t2, "ciphertext");
  var o2, h2 = r._crypto_aead_chacha20poly1305_abytes(), y2 = t2.length;
  y2 < h2 && L(c2, "ciphertext is too short"), o2 = K(t2), c2.push(o2);
  var i2 = null, l2 = 0;
  null != a2 && (i2 = K(a2 = O(c2, a2, "additional_data")), l2 = a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var u2, d2 = 0 | r._crypto_aead_chacha20poly1305_npubbytes();
  _2.length !== d2 && L(c2, "invalid public_nonce length"), u2 = K(_2), c2.push(u2), n2 = O(c2, n2, "key");
  var v2, g2 = 0 | r._crypto_aead_chacha20poly1305_keybytes();
  n2.length !== g2 && L(c2, "invalid key length"), v2 = K(n2), c2.push(v2);
  var b2 = new B(y2 - r._crypto_aead_chacha20poly1305_abytes() | 0), f2 = b2.address;
  if (c2.push(f2), 0 === r._crypto_aead_chacha20poly1305_decrypt(f2, null, p2, o2, y2, 0, i2, l2, 0, u2, v2)) {
    var m3 = S(b2, s2);
    return M(c2), m3;
  }
  N(c2, "ciphertext cannot be decrypted using that key");
}
function W(e, t2, a2, _2, n2, s2, c2) {
  var p2 = [];
  Y(c2);
  var o2 = null;
  null != e && (o2 = K(e = O(p2, e, "secret_nonce")), e.length, p2.push(o2));
  var h2 = K(t2 = O(p2, t2, "ciphertext")), y2 = t2.length;
  p2.push(h2), a2 = O(p2, a2, "mac");
  var i2, l2 = 0 | r._crypto_box_macbytes();
  a2.length !== l2 && L(p2, "invalid mac length"), i2 = K(a2), p2.push(i2);
  var u2 = null, d2 = 0;
  null != _2 && (u2 = K(_2 = O(p2, _2, "additional_data")), d2 = _2.length, p2.push(u2)), n2 = O(p2, n2, "public_nonce");
  var v2, g2 = 0 | r._crypto_aead_chacha20poly1305_npubbytes();
  n2.length !== g2 && L(p2, "invalid public_nonce length"), v2 = K(n2), p2.push(v2), s2 = O(p2, s2, "key");
  var b2, f2 = 0 | r._crypto_aead_chacha20poly1305_keybytes();
  s2.length !== f2 && L(p2, "invalid key length"), b2 = K(s2), p2.push(b2);
  var m3 = new B(0 | y2), k2 = m3.address;
  if (p2.push(k2), 0 === r._crypto_aead_chacha20poly1305_decrypt_detached(k2, o2, h2, y2, 0, i2, u2, d2, 0, v2, b2)) {
    var x2 = S(m3, c2);
    return M(p2), x2;
  }
  N(p2, "ciphertext cannot be decrypted using that key");
}
function j(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_chacha20poly1305_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_chacha20poly1305_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(o2 + r._crypto_aead_chacha20poly1305_abytes() | 0), b2 = g2.address;
  if (c2.push(b2), 0 === r._crypto_aead_chacha20poly1305_encrypt(b2, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var f2 = S(g2, s2);
    return M(c2), f2;
  }
  N(c2, "invalid usage");
}
function J(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_chacha20poly1305_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_chacha20poly1305_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(0 | o2), b2 = g2.address;
  c2.push(b2);
  var f2 = new B(0 | r._crypto_aead_chacha20poly1305_abytes()), m3 = f2.address;
  if (c2.push(m3), 0 === r._crypto_aead_chacha20poly1305_encrypt_detached(b2, m3, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var k2 = S({ ciphertext: g2, mac: f2 }, s2);
    return M(c2), k2;
  }
  N(c2, "invalid usage");
}
function Q(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = null;
  null != e && (p2 = K(e = O(c2, e, "secret_nonce")), e.length, c2.push(p2)), t2 = O(c2, t2, "ciphertext");
  var o2, h2 = r._crypto_aead_chacha20poly1305_ietf_abytes(), y2 = t2.length;
  y2 < h2 && L(c2, "ciphertext is too short"), o2 = K(t2), c2.push(o2);
  var i2 = null, l2 = 0;
  null != a2 && (i2 = K(a2 = O(c2, a2, "additional_data")), l2 = a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var u2, d2 = 0 | r._crypto_aead_chacha20poly1305_ietf_npubbytes();
  _2.length !== d2 && L(c2, "invalid public_nonce length"), u2 = K(_2), c2.push(u2), n2 = O(c2, n2, "key");
  var v2, g2 = 0 | r._crypto_aead_chacha20poly1305_ietf_keybytes();
  n2.length !== g2 && L(c2, "invalid key length"), v2 = K(n2), c2.push(v2);
  var b2 = new B(y2 - r._crypto_aead_chacha20poly1305_ietf_abytes() | 0), f2 = b2.address;
  if (c2.push(f2), 0 === r._crypto_aead_chacha20poly1305_ietf_decrypt(f2, null, p2, o2, y2, 0, i2, l2, 0, u2, v2)) {
    var m3 = S(b2, s2);
    return M(c2), m3;
  }
  N(c2, "ciphertext cannot be decrypted using that key");
}
function Z(e, t2, a2, _2, n2, s2, c2) {
  var p2 = [];
  Y(c2);
  var o2 = null;
  null != e && (o2 = K(e = O(p2, e, "secret_nonce")), e.length, p2.push(o2));
  var h2 = K(t2 = O(p2, t2, "ciphertext")), y2 = t2.length;
  p2.push(h2), a2 = O(p2, a2, "mac");
  var i2, l2 = 0 | r._crypto_box_macbytes();
  a2.length !== l2 && L(p2, "invalid mac length"), i2 = K(a2), p2.push(i2);
  var u2 = null, d2 = 0;
  null != _2 && (u2 = K(_2 = O(p2, _2, "additional_data")), d2 = _2.length, p2.push(u2)), n2 = O(p2, n2, "public_nonce");
  var v2, g2 = 0 | r._crypto_aead_chacha20poly1305_ietf_npubbytes();
  n2.length !== g2 && L(p2, "invalid public_nonce length"), v2 = K(n2), p2.push(v2), s2 = O(p2, s2, "key");
  var b2, f2 = 0 | r._crypto_aead_chacha20poly1305_ietf_keybytes();
  s2.length !== f2 && L(p2, "invalid key length"), b2 = K(s2), p2.push(b2);
  var m3 = new B(0 | y2), k2 = m3.address;
  if (p2.push(k2), 0 === r._crypto_aead_chacha20poly1305_ietf_decrypt_detached(k2, o2, h2, y2, 0, i2, u2, d2, 0, v2, b2)) {
    var x2 = S(m3, c2);
    return M(p2), x2;
  }
  N(p2, "ciphertext cannot be decrypted using that key");
}
function $(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_chacha20poly1305_ietf_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_chacha20poly1305_ietf_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(o2 + r._crypto_aead_chacha20poly1305_ietf_abytes() | 0), b2 = g2.address;
  if (c2.push(b2), 0 === r._crypto_aead_chacha20poly1305_ietf_encrypt(b2, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var f2 = S(g2, s2);
    return M(c2), f2;
  }
  N(c2, "invalid usage");
}
function ee(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_chacha20poly1305_ietf_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_chacha20poly1305_ietf_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(0 | o2), b2 = g2.address;
  c2.push(b2);
  var f2 = new B(0 | r._crypto_aead_chacha20poly1305_ietf_abytes()), m3 = f2.address;
  if (c2.push(m3), 0 === r._crypto_aead_chacha20poly1305_ietf_encrypt_detached(b2, m3, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var k2 = S({ ciphertext: g2, mac: f2 }, s2);
    return M(c2), k2;
  }
  N(c2, "invalid usage");
}
function re(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_aead_chacha20poly1305_ietf_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_aead_chacha20poly1305_ietf_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function te(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_aead_chacha20poly1305_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_aead_chacha20poly1305_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function ae(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = null;
  null != e && (p2 = K(e = O(c2, e, "secret_nonce")), e.length, c2.push(p2)), t2 = O(c2, t2, "ciphertext");
  var o2, h2 = r._crypto_aead_xchacha20poly1305_ietf_abytes(), y2 = t2.length;
  y2 < h2 && L(c2, "ciphertext is too short"), o2 = K(t2), c2.push(o2);
  var i2 = null, l2 = 0;
  null != a2 && (i2 = K(a2 = O(c2, a2, "additional_data")), l2 = a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var u2, d2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_npubbytes();
  _2.length !== d2 && L(c2, "invalid public_nonce length"), u2 = K(_2), c2.push(u2), n2 = O(c2, n2, "key");
  var v2, g2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_keybytes();
  n2.length !== g2 && L(c2, "invalid key length"), v2 = K(n2), c2.push(v2);
  var b2 = new B(y2 - r._crypto_aead_xchacha20poly1305_ietf_abytes() | 0), f2 = b2.address;
  if (c2.push(f2), 0 === r._crypto_aead_xchacha20poly1305_ietf_decrypt(f2, null, p2, o2, y2, 0, i2, l2, 0, u2, v2)) {
    var m3 = S(b2, s2);
    return M(c2), m3;
  }
  N(c2, "ciphertext cannot be decrypted using that key");
}
function _e(e, t2, a2, _2, n2, s2, c2) {
  var p2 = [];
  Y(c2);
  var o2 = null;
  null != e && (o2 = K(e = O(p2, e, "secret_nonce")), e.length, p2.push(o2));
  var h2 = K(t2 = O(p2, t2, "ciphertext")), y2 = t2.length;
  p2.push(h2), a2 = O(p2, a2, "mac");
  var i2, l2 = 0 | r._crypto_box_macbytes();
  a2.length !== l2 && L(p2, "invalid mac length"), i2 = K(a2), p2.push(i2);
  var u2 = null, d2 = 0;
  null != _2 && (u2 = K(_2 = O(p2, _2, "additional_data")), d2 = _2.length, p2.push(u2)), n2 = O(p2, n2, "public_nonce");
  var v2, g2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_npubbytes();
  n2.length !== g2 && L(p2, "invalid public_nonce length"), v2 = K(n2), p2.push(v2), s2 = O(p2, s2, "key");
  var b2, f2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_keybytes();
  s2.length !== f2 && L(p2, "invalid key length"), b2 = K(s2), p2.push(b2);
  var m3 = new B(0 | y2), k2 = m3.address;
  if (p2.push(k2), 0 === r._crypto_aead_xchacha20poly1305_ietf_decrypt_detached(k2, o2, h2, y2, 0, i2, u2, d2, 0, v2, b2)) {
    var x2 = S(m3, c2);
    return M(p2), x2;
  }
  N(p2, "ciphertext cannot be decrypted using that key");
}
function ne(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(o2 + r._crypto_aead_xchacha20poly1305_ietf_abytes() | 0), b2 = g2.address;
  if (c2.push(b2), 0 === r._crypto_aead_xchacha20poly1305_ietf_encrypt(b2, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var f2 = S(g2, s2);
    return M(c2), f2;
  }
  N(c2, "invalid usage");
}
function se(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "message")), o2 = e.length;
  c2.push(p2);
  var h2 = null, y2 = 0;
  null != t2 && (h2 = K(t2 = O(c2, t2, "additional_data")), y2 = t2.length, c2.push(h2));
  var i2 = null;
  null != a2 && (i2 = K(a2 = O(c2, a2, "secret_nonce")), a2.length, c2.push(i2)), _2 = O(c2, _2, "public_nonce");
  var l2, u2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_npubbytes();
  _2.length !== u2 && L(c2, "invalid public_nonce length"), l2 = K(_2), c2.push(l2), n2 = O(c2, n2, "key");
  var d2, v2 = 0 | r._crypto_aead_xchacha20poly1305_ietf_keybytes();
  n2.length !== v2 && L(c2, "invalid key length"), d2 = K(n2), c2.push(d2);
  var g2 = new B(0 | o2), b2 = g2.address;
  c2.push(b2);
  var f2 = new B(0 | r._crypto_aead_xchacha20poly1305_ietf_abytes()), m3 = f2.address;
  if (c2.push(m3), 0 === r._crypto_aead_xchacha20poly1305_ietf_encrypt_detached(b2, m3, null, p2, o2, 0, h2, y2, 0, i2, l2, d2)) {
    var k2 = S({ ciphertext: g2, mac: f2 }, s2);
    return M(c2), k2;
  }
  N(c2, "invalid usage");
}
function ce(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_aead_xchacha20poly1305_ietf_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_aead_xchacha20poly1305_ietf_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function pe(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_auth_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_auth_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_auth(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function oe(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_auth_hmacsha256_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_auth_hmacsha256_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_auth_hmacsha256(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function he(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_auth_hmacsha256_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_auth_hmacsha256_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function ye(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = null, n2 = 0;
  null != e && (_2 = K(e = O(a2, e, "key")), n2 = e.length, a2.push(_2));
  var s2 = new B(208).address;
  if (!(0 | r._crypto_auth_hmacsha256_init(s2, _2, n2))) {
    var c2 = s2;
    return M(a2), c2;
  }
  N(a2, "invalid usage");
}
function ie(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_auth_hmacsha256_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_auth_hmacsha256_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function le(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_auth_hmacsha256_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function ue(e, t2, a2) {
  var _2 = [];
  e = O(_2, e, "tag");
  var n2, s2 = 0 | r._crypto_auth_hmacsha256_bytes();
  e.length !== s2 && L(_2, "invalid tag length"), n2 = K(e), _2.push(n2);
  var c2 = K(t2 = O(_2, t2, "message")), p2 = t2.length;
  _2.push(c2), a2 = O(_2, a2, "key");
  var o2, h2 = 0 | r._crypto_auth_hmacsha256_keybytes();
  a2.length !== h2 && L(_2, "invalid key length"), o2 = K(a2), _2.push(o2);
  var y2 = !(0 | r._crypto_auth_hmacsha256_verify(n2, c2, p2, 0, o2));
  return M(_2), y2;
}
function de(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_auth_hmacsha512_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_auth_hmacsha512_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_auth_hmacsha512(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function ve(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_auth_hmacsha512256_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_auth_hmacsha512256_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_auth_hmacsha512256(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function ge(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_auth_hmacsha512256_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_auth_hmacsha512256_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function be(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = null, n2 = 0;
  null != e && (_2 = K(e = O(a2, e, "key")), n2 = e.length, a2.push(_2));
  var s2 = new B(416).address;
  if (!(0 | r._crypto_auth_hmacsha512256_init(s2, _2, n2))) {
    var c2 = s2;
    return M(a2), c2;
  }
  N(a2, "invalid usage");
}
function fe(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_auth_hmacsha512256_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_auth_hmacsha512256_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function me(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_auth_hmacsha512256_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function ke(e, t2, a2) {
  var _2 = [];
  e = O(_2, e, "tag");
  var n2, s2 = 0 | r._crypto_auth_hmacsha512256_bytes();
  e.length !== s2 && L(_2, "invalid tag length"), n2 = K(e), _2.push(n2);
  var c2 = K(t2 = O(_2, t2, "message")), p2 = t2.length;
  _2.push(c2), a2 = O(_2, a2, "key");
  var o2, h2 = 0 | r._crypto_auth_hmacsha512256_keybytes();
  a2.length !== h2 && L(_2, "invalid key length"), o2 = K(a2), _2.push(o2);
  var y2 = !(0 | r._crypto_auth_hmacsha512256_verify(n2, c2, p2, 0, o2));
  return M(_2), y2;
}
function xe(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_auth_hmacsha512_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_auth_hmacsha512_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function Ee(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = null, n2 = 0;
  null != e && (_2 = K(e = O(a2, e, "key")), n2 = e.length, a2.push(_2));
  var s2 = new B(416).address;
  if (!(0 | r._crypto_auth_hmacsha512_init(s2, _2, n2))) {
    var c2 = s2;
    return M(a2), c2;
  }
  N(a2, "invalid usage");
}
function Te(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_auth_hmacsha512_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_auth_hmacsha512_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function Se(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_auth_hmacsha512_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function we(e, t2, a2) {
  var _2 = [];
  e = O(_2, e, "tag");
  var n2, s2 = 0 | r._crypto_auth_hmacsha512_bytes();
  e.length !== s2 && L(_2, "invalid tag length"), n2 = K(e), _2.push(n2);
  var c2 = K(t2 = O(_2, t2, "message")), p2 = t2.length;
  _2.push(c2), a2 = O(_2, a2, "key");
  var o2, h2 = 0 | r._crypto_auth_hmacsha512_keybytes();
  a2.length !== h2 && L(_2, "invalid key length"), o2 = K(a2), _2.push(o2);
  var y2 = !(0 | r._crypto_auth_hmacsha512_verify(n2, c2, p2, 0, o2));
  return M(_2), y2;
}
function Ye(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_auth_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_auth_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function Be(e, t2, a2) {
  var _2 = [];
  e = O(_2, e, "tag");
  var n2, s2 = 0 | r._crypto_auth_bytes();
  e.length !== s2 && L(_2, "invalid tag length"), n2 = K(e), _2.push(n2);
  var c2 = K(t2 = O(_2, t2, "message")), p2 = t2.length;
  _2.push(c2), a2 = O(_2, a2, "key");
  var o2, h2 = 0 | r._crypto_auth_keybytes();
  a2.length !== h2 && L(_2, "invalid key length"), o2 = K(a2), _2.push(o2);
  var y2 = !(0 | r._crypto_auth_verify(n2, c2, p2, 0, o2));
  return M(_2), y2;
}
function Ke(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "publicKey");
  var n2, s2 = 0 | r._crypto_box_publickeybytes();
  e.length !== s2 && L(_2, "invalid publicKey length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "privateKey");
  var c2, p2 = 0 | r._crypto_box_secretkeybytes();
  t2.length !== p2 && L(_2, "invalid privateKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_box_beforenmbytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_box_beforenm(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function Ae(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "publicKey");
  var n2, s2 = 0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes();
  e.length !== s2 && L(_2, "invalid publicKey length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "privateKey");
  var c2, p2 = 0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes();
  t2.length !== p2 && L(_2, "invalid privateKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_box_curve25519xchacha20poly1305_beforenmbytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_box_curve25519xchacha20poly1305_beforenm(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function Ie(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "message")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  t2.length !== h2 && L(s2, "invalid nonce length"), o2 = K(t2), s2.push(o2), a2 = O(s2, a2, "publicKey");
  var y2, i2 = 0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes();
  a2.length !== i2 && L(s2, "invalid publicKey length"), y2 = K(a2), s2.push(y2), _2 = O(s2, _2, "privateKey");
  var l2, u2 = 0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes();
  _2.length !== u2 && L(s2, "invalid privateKey length"), l2 = K(_2), s2.push(l2);
  var d2 = new B(0 | p2), v2 = d2.address;
  s2.push(v2);
  var g2 = new B(0 | r._crypto_box_curve25519xchacha20poly1305_macbytes()), b2 = g2.address;
  if (s2.push(b2), !(0 | r._crypto_box_curve25519xchacha20poly1305_detached(v2, b2, c2, p2, 0, o2, y2, l2))) {
    var f2 = S({ ciphertext: d2, mac: g2 }, n2);
    return M(s2), f2;
  }
  N(s2, "invalid usage");
}
function Me(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "sharedKey");
  var h2, y2 = 0 | r._crypto_box_curve25519xchacha20poly1305_beforenmbytes();
  a2.length !== y2 && L(n2, "invalid sharedKey length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | c2), l2 = i2.address;
  n2.push(l2);
  var u2 = new B(0 | r._crypto_box_curve25519xchacha20poly1305_macbytes()), d2 = u2.address;
  if (n2.push(d2), !(0 | r._crypto_box_curve25519xchacha20poly1305_detached_afternm(l2, d2, s2, c2, 0, p2, h2))) {
    var v2 = S({ ciphertext: i2, mac: u2 }, _2);
    return M(n2), v2;
  }
  N(n2, "invalid usage");
}
function Ne(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "message")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  t2.length !== h2 && L(s2, "invalid nonce length"), o2 = K(t2), s2.push(o2), a2 = O(s2, a2, "publicKey");
  var y2, i2 = 0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes();
  a2.length !== i2 && L(s2, "invalid publicKey length"), y2 = K(a2), s2.push(y2), _2 = O(s2, _2, "privateKey");
  var l2, u2 = 0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes();
  _2.length !== u2 && L(s2, "invalid privateKey length"), l2 = K(_2), s2.push(l2);
  var d2 = new B(p2 + r._crypto_box_curve25519xchacha20poly1305_macbytes() | 0), v2 = d2.address;
  if (s2.push(v2), !(0 | r._crypto_box_curve25519xchacha20poly1305_easy(v2, c2, p2, 0, o2, y2, l2))) {
    var g2 = S(d2, n2);
    return M(s2), g2;
  }
  N(s2, "invalid usage");
}
function Le(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "sharedKey");
  var h2, y2 = 0 | r._crypto_box_curve25519xchacha20poly1305_beforenmbytes();
  a2.length !== y2 && L(n2, "invalid sharedKey length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(c2 + r._crypto_box_curve25519xchacha20poly1305_macbytes() | 0), l2 = i2.address;
  if (n2.push(l2), !(0 | r._crypto_box_curve25519xchacha20poly1305_easy_afternm(l2, s2, c2, 0, p2, h2))) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "invalid usage");
}
function Ue(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes()), _2 = a2.address;
  t2.push(_2);
  var n2 = new B(0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes()), s2 = n2.address;
  t2.push(s2), r._crypto_box_curve25519xchacha20poly1305_keypair(_2, s2);
  var c2 = S({ publicKey: a2, privateKey: n2, keyType: "curve25519" }, e);
  return M(t2), c2;
}
function Oe(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "ciphertext")), o2 = e.length;
  c2.push(p2), t2 = O(c2, t2, "mac");
  var h2, y2 = 0 | r._crypto_box_curve25519xchacha20poly1305_macbytes();
  t2.length !== y2 && L(c2, "invalid mac length"), h2 = K(t2), c2.push(h2), a2 = O(c2, a2, "nonce");
  var i2, l2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  a2.length !== l2 && L(c2, "invalid nonce length"), i2 = K(a2), c2.push(i2), _2 = O(c2, _2, "publicKey");
  var u2, d2 = 0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes();
  _2.length !== d2 && L(c2, "invalid publicKey length"), u2 = K(_2), c2.push(u2), n2 = O(c2, n2, "privateKey");
  var v2, g2 = 0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes();
  n2.length !== g2 && L(c2, "invalid privateKey length"), v2 = K(n2), c2.push(v2);
  var b2 = new B(0 | o2), f2 = b2.address;
  if (c2.push(f2), !(0 | r._crypto_box_curve25519xchacha20poly1305_open_detached(f2, p2, h2, o2, 0, i2, u2, v2))) {
    var m3 = S(b2, s2);
    return M(c2), m3;
  }
  N(c2, "incorrect key pair for the given ciphertext");
}
function Ce(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "ciphertext")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "mac");
  var o2, h2 = 0 | r._crypto_box_curve25519xchacha20poly1305_macbytes();
  t2.length !== h2 && L(s2, "invalid mac length"), o2 = K(t2), s2.push(o2), a2 = O(s2, a2, "nonce");
  var y2, i2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  a2.length !== i2 && L(s2, "invalid nonce length"), y2 = K(a2), s2.push(y2), _2 = O(s2, _2, "sharedKey");
  var l2, u2 = 0 | r._crypto_box_curve25519xchacha20poly1305_beforenmbytes();
  _2.length !== u2 && L(s2, "invalid sharedKey length"), l2 = K(_2), s2.push(l2);
  var d2 = new B(0 | p2), v2 = d2.address;
  if (s2.push(v2), !(0 | r._crypto_box_curve25519xchacha20poly1305_open_detached_afternm(v2, c2, o2, p2, 0, y2, l2))) {
    var g2 = S(d2, n2);
    return M(s2), g2;
  }
  N(s2, "incorrect secret key for the given ciphertext");
}
function Re(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2), e = O(s2, e, "ciphertext");
  var c2, p2 = r._crypto_box_curve25519xchacha20poly1305_macbytes(), o2 = e.length;
  o2 < p2 && L(s2, "ciphertext is too short"), c2 = K(e), s2.push(c2), t2 = O(s2, t2, "nonce");
  var h2, y2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  t2.length !== y2 && L(s2, "invalid nonce length"), h2 = K(t2), s2.push(h2), a2 = O(s2, a2, "publicKey");
  var i2, l2 = 0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes();
  a2.length !== l2 && L(s2, "invalid publicKey length"), i2 = K(a2), s2.push(i2), _2 = O(s2, _2, "privateKey");
  var u2, d2 = 0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes();
  _2.length !== d2 && L(s2, "invalid privateKey length"), u2 = K(_2), s2.push(u2);
  var v2 = new B(o2 - r._crypto_box_curve25519xchacha20poly1305_macbytes() | 0), g2 = v2.address;
  if (s2.push(g2), !(0 | r._crypto_box_curve25519xchacha20poly1305_open_easy(g2, c2, o2, 0, h2, i2, u2))) {
    var b2 = S(v2, n2);
    return M(s2), b2;
  }
  N(s2, "incorrect key pair for the given ciphertext");
}
function Pe(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "ciphertext")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_box_curve25519xchacha20poly1305_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "sharedKey");
  var h2, y2 = 0 | r._crypto_box_curve25519xchacha20poly1305_beforenmbytes();
  a2.length !== y2 && L(n2, "invalid sharedKey length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(c2 - r._crypto_box_curve25519xchacha20poly1305_macbytes() | 0), l2 = i2.address;
  if (n2.push(l2), !(0 | r._crypto_box_curve25519xchacha20poly1305_open_easy_afternm(l2, s2, c2, 0, p2, h2))) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "incorrect secret key for the given ciphertext");
}
function Xe(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "publicKey");
  var c2, p2 = 0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes();
  t2.length !== p2 && L(_2, "invalid publicKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(s2 + r._crypto_box_curve25519xchacha20poly1305_sealbytes() | 0), h2 = o2.address;
  _2.push(h2), r._crypto_box_curve25519xchacha20poly1305_seal(h2, n2, s2, 0, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function De(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "ciphertext");
  var s2, c2 = r._crypto_box_curve25519xchacha20poly1305_sealbytes(), p2 = e.length;
  p2 < c2 && L(n2, "ciphertext is too short"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "publicKey");
  var o2, h2 = 0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes();
  t2.length !== h2 && L(n2, "invalid publicKey length"), o2 = K(t2), n2.push(o2), a2 = O(n2, a2, "secretKey");
  var y2, i2 = 0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes();
  a2.length !== i2 && L(n2, "invalid secretKey length"), y2 = K(a2), n2.push(y2);
  var l2 = new B(p2 - r._crypto_box_curve25519xchacha20poly1305_sealbytes() | 0), u2 = l2.address;
  n2.push(u2), r._crypto_box_curve25519xchacha20poly1305_seal_open(u2, s2, p2, 0, o2, y2);
  var d2 = S(l2, _2);
  return M(n2), d2;
}
function Ge(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "seed");
  var _2, n2 = 0 | r._crypto_box_curve25519xchacha20poly1305_seedbytes();
  e.length !== n2 && L(a2, "invalid seed length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_box_curve25519xchacha20poly1305_publickeybytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_box_curve25519xchacha20poly1305_secretkeybytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_box_curve25519xchacha20poly1305_seed_keypair(c2, o2, _2))) {
    var h2 = { publicKey: S(s2, t2), privateKey: S(p2, t2), keyType: "x25519" };
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function Fe(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "message")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_box_noncebytes();
  t2.length !== h2 && L(s2, "invalid nonce length"), o2 = K(t2), s2.push(o2), a2 = O(s2, a2, "publicKey");
  var y2, i2 = 0 | r._crypto_box_publickeybytes();
  a2.length !== i2 && L(s2, "invalid publicKey length"), y2 = K(a2), s2.push(y2), _2 = O(s2, _2, "privateKey");
  var l2, u2 = 0 | r._crypto_box_secretkeybytes();
  _2.length !== u2 && L(s2, "invalid privateKey length"), l2 = K(_2), s2.push(l2);
  var d2 = new B(0 | p2), v2 = d2.address;
  s2.push(v2);
  var g2 = new B(0 | r._crypto_box_macbytes()), b2 = g2.address;
  if (s2.push(b2), !(0 | r._crypto_box_detached(v2, b2, c2, p2, 0, o2, y2, l2))) {
    var f2 = S({ ciphertext: d2, mac: g2 }, n2);
    return M(s2), f2;
  }
  N(s2, "invalid usage");
}
function Ve(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "message")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_box_noncebytes();
  t2.length !== h2 && L(s2, "invalid nonce length"), o2 = K(t2), s2.push(o2), a2 = O(s2, a2, "publicKey");
  var y2, i2 = 0 | r._crypto_box_publickeybytes();
  a2.length !== i2 && L(s2, "invalid publicKey length"), y2 = K(a2), s2.push(y2), _2 = O(s2, _2, "privateKey");
  var l2, u2 = 0 | r._crypto_box_secretkeybytes();
  _2.length !== u2 && L(s2, "invalid privateKey length"), l2 = K(_2), s2.push(l2);
  var d2 = new B(p2 + r._crypto_box_macbytes() | 0), v2 = d2.address;
  if (s2.push(v2), !(0 | r._crypto_box_easy(v2, c2, p2, 0, o2, y2, l2))) {
    var g2 = S(d2, n2);
    return M(s2), g2;
  }
  N(s2, "invalid usage");
}
function qe(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_box_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "sharedKey");
  var h2, y2 = 0 | r._crypto_box_beforenmbytes();
  a2.length !== y2 && L(n2, "invalid sharedKey length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(c2 + r._crypto_box_macbytes() | 0), l2 = i2.address;
  if (n2.push(l2), !(0 | r._crypto_box_easy_afternm(l2, s2, c2, 0, p2, h2))) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "invalid usage");
}
function He(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_box_publickeybytes()), _2 = a2.address;
  t2.push(_2);
  var n2 = new B(0 | r._crypto_box_secretkeybytes()), s2 = n2.address;
  if (t2.push(s2), !(0 | r._crypto_box_keypair(_2, s2))) {
    var c2 = { publicKey: S(a2, e), privateKey: S(n2, e), keyType: "x25519" };
    return M(t2), c2;
  }
  N(t2, "internal error");
}
function ze(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2);
  var p2 = K(e = O(c2, e, "ciphertext")), o2 = e.length;
  c2.push(p2), t2 = O(c2, t2, "mac");
  var h2, y2 = 0 | r._crypto_box_macbytes();
  t2.length !== y2 && L(c2, "invalid mac length"), h2 = K(t2), c2.push(h2), a2 = O(c2, a2, "nonce");
  var i2, l2 = 0 | r._crypto_box_noncebytes();
  a2.length !== l2 && L(c2, "invalid nonce length"), i2 = K(a2), c2.push(i2), _2 = O(c2, _2, "publicKey");
  var u2, d2 = 0 | r._crypto_box_publickeybytes();
  _2.length !== d2 && L(c2, "invalid publicKey length"), u2 = K(_2), c2.push(u2), n2 = O(c2, n2, "privateKey");
  var v2, g2 = 0 | r._crypto_box_secretkeybytes();
  n2.length !== g2 && L(c2, "invalid privateKey length"), v2 = K(n2), c2.push(v2);
  var b2 = new B(0 | o2), f2 = b2.address;
  if (c2.push(f2), !(0 | r._crypto_box_open_detached(f2, p2, h2, o2, 0, i2, u2, v2))) {
    var m3 = S(b2, s2);
    return M(c2), m3;
  }
  N(c2, "incorrect key pair for the given ciphertext");
}
function We(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2), e = O(s2, e, "ciphertext");
  var c2, p2 = r._crypto_box_macbytes(), o2 = e.length;
  o2 < p2 && L(s2, "ciphertext is too short"), c2 = K(e), s2.push(c2), t2 = O(s2, t2, "nonce");
  var h2, y2 = 0 | r._crypto_box_noncebytes();
  t2.length !== y2 && L(s2, "invalid nonce length"), h2 = K(t2), s2.push(h2), a2 = O(s2, a2, "publicKey");
  var i2, l2 = 0 | r._crypto_box_publickeybytes();
  a2.length !== l2 && L(s2, "invalid publicKey length"), i2 = K(a2), s2.push(i2), _2 = O(s2, _2, "privateKey");
  var u2, d2 = 0 | r._crypto_box_secretkeybytes();
  _2.length !== d2 && L(s2, "invalid privateKey length"), u2 = K(_2), s2.push(u2);
  var v2 = new B(o2 - r._crypto_box_macbytes() | 0), g2 = v2.address;
  if (s2.push(g2), !(0 | r._crypto_box_open_easy(g2, c2, o2, 0, h2, i2, u2))) {
    var b2 = S(v2, n2);
    return M(s2), b2;
  }
  N(s2, "incorrect key pair for the given ciphertext");
}
function je(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "ciphertext")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_box_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "sharedKey");
  var h2, y2 = 0 | r._crypto_box_beforenmbytes();
  a2.length !== y2 && L(n2, "invalid sharedKey length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(c2 - r._crypto_box_macbytes() | 0), l2 = i2.address;
  if (n2.push(l2), !(0 | r._crypto_box_open_easy_afternm(l2, s2, c2, 0, p2, h2))) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "incorrect secret key for the given ciphertext");
}
function Je(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "publicKey");
  var c2, p2 = 0 | r._crypto_box_publickeybytes();
  t2.length !== p2 && L(_2, "invalid publicKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(s2 + r._crypto_box_sealbytes() | 0), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_box_seal(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function Qe(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "ciphertext");
  var s2, c2 = r._crypto_box_sealbytes(), p2 = e.length;
  p2 < c2 && L(n2, "ciphertext is too short"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "publicKey");
  var o2, h2 = 0 | r._crypto_box_publickeybytes();
  t2.length !== h2 && L(n2, "invalid publicKey length"), o2 = K(t2), n2.push(o2), a2 = O(n2, a2, "privateKey");
  var y2, i2 = 0 | r._crypto_box_secretkeybytes();
  a2.length !== i2 && L(n2, "invalid privateKey length"), y2 = K(a2), n2.push(y2);
  var l2 = new B(p2 - r._crypto_box_sealbytes() | 0), u2 = l2.address;
  if (n2.push(u2), !(0 | r._crypto_box_seal_open(u2, s2, p2, 0, o2, y2))) {
    var d2 = S(l2, _2);
    return M(n2), d2;
  }
  N(n2, "incorrect key pair for the given ciphertext");
}
function Ze(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "seed");
  var _2, n2 = 0 | r._crypto_box_seedbytes();
  e.length !== n2 && L(a2, "invalid seed length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_box_publickeybytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_box_secretkeybytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_box_seed_keypair(c2, o2, _2))) {
    var h2 = { publicKey: S(s2, t2), privateKey: S(p2, t2), keyType: "x25519" };
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function $e(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "p");
  var n2, s2 = 0 | r._crypto_core_ed25519_bytes();
  e.length !== s2 && L(_2, "invalid p length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "q");
  var c2, p2 = 0 | r._crypto_core_ed25519_bytes();
  t2.length !== p2 && L(_2, "invalid q length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ed25519_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_core_ed25519_add(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "input is an invalid element");
}
function er(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "r"));
  e.length, a2.push(_2);
  var n2 = new B(0 | r._crypto_core_ed25519_bytes()), s2 = n2.address;
  if (a2.push(s2), !(0 | r._crypto_core_ed25519_from_hash(s2, _2))) {
    var c2 = S(n2, t2);
    return M(a2), c2;
  }
  N(a2, "invalid usage");
}
function rr(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "r"));
  e.length, a2.push(_2);
  var n2 = new B(0 | r._crypto_core_ed25519_bytes()), s2 = n2.address;
  if (a2.push(s2), !(0 | r._crypto_core_ed25519_from_uniform(s2, _2))) {
    var c2 = S(n2, t2);
    return M(a2), c2;
  }
  N(a2, "invalid usage");
}
function tr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "repr");
  var _2, n2 = 0 | r._crypto_core_ed25519_bytes();
  e.length !== n2 && L(a2, "invalid repr length"), _2 = K(e), a2.push(_2);
  var s2 = 1 == (0 | r._crypto_core_ed25519_is_valid_point(_2));
  return M(a2), s2;
}
function ar(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_core_ed25519_bytes()), _2 = a2.address;
  t2.push(_2), r._crypto_core_ed25519_random(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function _r(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "x");
  var n2, s2 = 0 | r._crypto_core_ed25519_scalarbytes();
  e.length !== s2 && L(_2, "invalid x length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "y");
  var c2, p2 = 0 | r._crypto_core_ed25519_scalarbytes();
  t2.length !== p2 && L(_2, "invalid y length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_core_ed25519_scalar_add(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function nr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "s");
  var _2, n2 = 0 | r._crypto_core_ed25519_scalarbytes();
  e.length !== n2 && L(a2, "invalid s length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), c2 = s2.address;
  a2.push(c2), r._crypto_core_ed25519_scalar_complement(c2, _2);
  var p2 = S(s2, t2);
  return M(a2), p2;
}
function sr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "s");
  var _2, n2 = 0 | r._crypto_core_ed25519_scalarbytes();
  e.length !== n2 && L(a2, "invalid s length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_core_ed25519_scalar_invert(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid reciprocate");
}
function cr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "x");
  var n2, s2 = 0 | r._crypto_core_ed25519_scalarbytes();
  e.length !== s2 && L(_2, "invalid x length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "y");
  var c2, p2 = 0 | r._crypto_core_ed25519_scalarbytes();
  t2.length !== p2 && L(_2, "invalid y length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_core_ed25519_scalar_mul(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function pr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "s");
  var _2, n2 = 0 | r._crypto_core_ed25519_scalarbytes();
  e.length !== n2 && L(a2, "invalid s length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), c2 = s2.address;
  a2.push(c2), r._crypto_core_ed25519_scalar_negate(c2, _2);
  var p2 = S(s2, t2);
  return M(a2), p2;
}
function or(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), _2 = a2.address;
  t2.push(_2), r._crypto_core_ed25519_scalar_random(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function hr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "sample");
  var _2, n2 = 0 | r._crypto_core_ed25519_nonreducedscalarbytes();
  e.length !== n2 && L(a2, "invalid sample length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), c2 = s2.address;
  a2.push(c2), r._crypto_core_ed25519_scalar_reduce(c2, _2);
  var p2 = S(s2, t2);
  return M(a2), p2;
}
function yr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "x");
  var n2, s2 = 0 | r._crypto_core_ed25519_scalarbytes();
  e.length !== s2 && L(_2, "invalid x length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "y");
  var c2, p2 = 0 | r._crypto_core_ed25519_scalarbytes();
  t2.length !== p2 && L(_2, "invalid y length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ed25519_scalarbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_core_ed25519_scalar_sub(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function ir(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "p");
  var n2, s2 = 0 | r._crypto_core_ed25519_bytes();
  e.length !== s2 && L(_2, "invalid p length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "q");
  var c2, p2 = 0 | r._crypto_core_ed25519_bytes();
  t2.length !== p2 && L(_2, "invalid q length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ed25519_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_core_ed25519_sub(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "input is an invalid element");
}
function lr(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "input");
  var s2, c2 = 0 | r._crypto_core_hchacha20_inputbytes();
  e.length !== c2 && L(n2, "invalid input length"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "privateKey");
  var p2, o2 = 0 | r._crypto_core_hchacha20_keybytes();
  t2.length !== o2 && L(n2, "invalid privateKey length"), p2 = K(t2), n2.push(p2);
  var h2 = null;
  null != a2 && (h2 = K(a2 = O(n2, a2, "constant")), a2.length, n2.push(h2));
  var y2 = new B(0 | r._crypto_core_hchacha20_outputbytes()), i2 = y2.address;
  if (n2.push(i2), !(0 | r._crypto_core_hchacha20(i2, s2, p2, h2))) {
    var l2 = S(y2, _2);
    return M(n2), l2;
  }
  N(n2, "invalid usage");
}
function ur(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "input");
  var s2, c2 = 0 | r._crypto_core_hsalsa20_inputbytes();
  e.length !== c2 && L(n2, "invalid input length"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "privateKey");
  var p2, o2 = 0 | r._crypto_core_hsalsa20_keybytes();
  t2.length !== o2 && L(n2, "invalid privateKey length"), p2 = K(t2), n2.push(p2);
  var h2 = null;
  null != a2 && (h2 = K(a2 = O(n2, a2, "constant")), a2.length, n2.push(h2));
  var y2 = new B(0 | r._crypto_core_hsalsa20_outputbytes()), i2 = y2.address;
  if (n2.push(i2), !(0 | r._crypto_core_hsalsa20(i2, s2, p2, h2))) {
    var l2 = S(y2, _2);
    return M(n2), l2;
  }
  N(n2, "invalid usage");
}
function dr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "p");
  var n2, s2 = 0 | r._crypto_core_ristretto255_bytes();
  e.length !== s2 && L(_2, "invalid p length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "q");
  var c2, p2 = 0 | r._crypto_core_ristretto255_bytes();
  t2.length !== p2 && L(_2, "invalid q length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ristretto255_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_core_ristretto255_add(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "input is an invalid element");
}
function vr(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "r"));
  e.length, a2.push(_2);
  var n2 = new B(0 | r._crypto_core_ristretto255_bytes()), s2 = n2.address;
  if (a2.push(s2), !(0 | r._crypto_core_ristretto255_from_hash(s2, _2))) {
    var c2 = S(n2, t2);
    return M(a2), c2;
  }
  N(a2, "invalid usage");
}
function gr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "repr");
  var _2, n2 = 0 | r._crypto_core_ristretto255_bytes();
  e.length !== n2 && L(a2, "invalid repr length"), _2 = K(e), a2.push(_2);
  var s2 = 1 == (0 | r._crypto_core_ristretto255_is_valid_point(_2));
  return M(a2), s2;
}
function br(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_core_ristretto255_bytes()), _2 = a2.address;
  t2.push(_2), r._crypto_core_ristretto255_random(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function fr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "x");
  var n2, s2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  e.length !== s2 && L(_2, "invalid x length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "y");
  var c2, p2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  t2.length !== p2 && L(_2, "invalid y length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_core_ristretto255_scalar_add(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function mr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "s");
  var _2, n2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  e.length !== n2 && L(a2, "invalid s length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), c2 = s2.address;
  a2.push(c2), r._crypto_core_ristretto255_scalar_complement(c2, _2);
  var p2 = S(s2, t2);
  return M(a2), p2;
}
function kr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "s");
  var _2, n2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  e.length !== n2 && L(a2, "invalid s length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_core_ristretto255_scalar_invert(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid reciprocate");
}
function xr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "x");
  var n2, s2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  e.length !== s2 && L(_2, "invalid x length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "y");
  var c2, p2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  t2.length !== p2 && L(_2, "invalid y length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_core_ristretto255_scalar_mul(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function Er(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "s");
  var _2, n2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  e.length !== n2 && L(a2, "invalid s length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), c2 = s2.address;
  a2.push(c2), r._crypto_core_ristretto255_scalar_negate(c2, _2);
  var p2 = S(s2, t2);
  return M(a2), p2;
}
function Tr(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), _2 = a2.address;
  t2.push(_2), r._crypto_core_ristretto255_scalar_random(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function Sr(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "sample");
  var _2, n2 = 0 | r._crypto_core_ristretto255_nonreducedscalarbytes();
  e.length !== n2 && L(a2, "invalid sample length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), c2 = s2.address;
  a2.push(c2), r._crypto_core_ristretto255_scalar_reduce(c2, _2);
  var p2 = S(s2, t2);
  return M(a2), p2;
}
function wr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "x");
  var n2, s2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  e.length !== s2 && L(_2, "invalid x length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "y");
  var c2, p2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  t2.length !== p2 && L(_2, "invalid y length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ristretto255_scalarbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_core_ristretto255_scalar_sub(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function Yr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "p");
  var n2, s2 = 0 | r._crypto_core_ristretto255_bytes();
  e.length !== s2 && L(_2, "invalid p length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "q");
  var c2, p2 = 0 | r._crypto_core_ristretto255_bytes();
  t2.length !== p2 && L(_2, "invalid q length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_core_ristretto255_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_core_ristretto255_sub(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "input is an invalid element");
}
function Br(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), U(n2, e, "hash_length"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(n2, "hash_length must be an unsigned integer");
  var s2 = K(t2 = O(n2, t2, "message")), c2 = t2.length;
  n2.push(s2);
  var p2 = null, o2 = 0;
  null != a2 && (p2 = K(a2 = O(n2, a2, "key")), o2 = a2.length, n2.push(p2));
  var h2 = new B(e |= 0), y2 = h2.address;
  if (n2.push(y2), !(0 | r._crypto_generichash(y2, e, s2, c2, 0, p2, o2))) {
    var i2 = S(h2, _2);
    return M(n2), i2;
  }
  N(n2, "invalid usage");
}
function Kr(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2), U(s2, e, "subkey_len"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(s2, "subkey_len must be an unsigned integer");
  var c2 = null, p2 = 0;
  null != t2 && (c2 = K(t2 = O(s2, t2, "key")), p2 = t2.length, s2.push(c2));
  var o2 = null, h2 = 0;
  null != a2 && (a2 = O(s2, a2, "id"), h2 = 0 | r._crypto_generichash_blake2b_saltbytes(), a2.length !== h2 && L(s2, "invalid id length"), o2 = K(a2), s2.push(o2));
  var y2 = null, i2 = 0;
  null != _2 && (_2 = O(s2, _2, "ctx"), i2 = 0 | r._crypto_generichash_blake2b_personalbytes(), _2.length !== i2 && L(s2, "invalid ctx length"), y2 = K(_2), s2.push(y2));
  var l2 = new B(0 | e), u2 = l2.address;
  if (s2.push(u2), !(0 | r._crypto_generichash_blake2b_salt_personal(u2, e, null, 0, 0, c2, p2, o2, y2))) {
    var d2 = S(l2, n2);
    return M(s2), d2;
  }
  N(s2, "invalid usage");
}
function Ar(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address"), U(_2, t2, "hash_length"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(_2, "hash_length must be an unsigned integer");
  var n2 = new B(t2 |= 0), s2 = n2.address;
  if (_2.push(s2), !(0 | r._crypto_generichash_final(e, s2, t2))) {
    var c2 = (r._free(e), S(n2, a2));
    return M(_2), c2;
  }
  N(_2, "invalid usage");
}
function Ir(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = null, s2 = 0;
  null != e && (n2 = K(e = O(_2, e, "key")), s2 = e.length, _2.push(n2)), U(_2, t2, "hash_length"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(_2, "hash_length must be an unsigned integer");
  var c2 = new B(357).address;
  if (!(0 | r._crypto_generichash_init(c2, n2, s2, t2))) {
    var p2 = c2;
    return M(_2), p2;
  }
  N(_2, "invalid usage");
}
function Mr(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_generichash_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_generichash_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function Nr(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_generichash_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function Lr(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "message")), n2 = e.length;
  a2.push(_2);
  var s2 = new B(0 | r._crypto_hash_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_hash(c2, _2, n2, 0))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid usage");
}
function Ur(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "message")), n2 = e.length;
  a2.push(_2);
  var s2 = new B(0 | r._crypto_hash_sha256_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_hash_sha256(c2, _2, n2, 0))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid usage");
}
function Or(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_hash_sha256_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_hash_sha256_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function Cr(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(104).address;
  if (!(0 | r._crypto_hash_sha256_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function Rr(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_hash_sha256_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function Pr(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "message")), n2 = e.length;
  a2.push(_2);
  var s2 = new B(0 | r._crypto_hash_sha3256_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_hash_sha3256(c2, _2, n2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid usage");
}
function Xr(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_hash_sha3256_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_hash_sha3256_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function Dr(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(256).address;
  if (!(0 | r._crypto_hash_sha3256_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function Gr(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_hash_sha3256_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function Fr(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "message")), n2 = e.length;
  a2.push(_2);
  var s2 = new B(0 | r._crypto_hash_sha3512_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_hash_sha3512(c2, _2, n2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid usage");
}
function Vr(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_hash_sha3512_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_hash_sha3512_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function qr(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(256).address;
  if (!(0 | r._crypto_hash_sha3512_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function Hr(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_hash_sha3512_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function zr(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = K(e = O(a2, e, "message")), n2 = e.length;
  a2.push(_2);
  var s2 = new B(0 | r._crypto_hash_sha512_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_hash_sha512(c2, _2, n2, 0))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid usage");
}
function Wr(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_hash_sha512_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_hash_sha512_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function jr(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(208).address;
  if (!(0 | r._crypto_hash_sha512_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function Jr(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_hash_sha512_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function Qr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "input");
  var n2, s2 = 0 | r._crypto_ipcrypt_bytes();
  e.length !== s2 && L(_2, "invalid input length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_ipcrypt_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_ipcrypt_bytes()), h2 = o2.address;
  _2.push(h2), r._crypto_ipcrypt_decrypt(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function Zr(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "input");
  var n2, s2 = 0 | r._crypto_ipcrypt_bytes();
  e.length !== s2 && L(_2, "invalid input length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_ipcrypt_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_ipcrypt_bytes()), h2 = o2.address;
  _2.push(h2), r._crypto_ipcrypt_encrypt(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function $r(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_ipcrypt_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_ipcrypt_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function et(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "input");
  var n2, s2 = 0 | r._crypto_ipcrypt_nd_outputbytes();
  e.length !== s2 && L(_2, "invalid input length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_ipcrypt_nd_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_ipcrypt_nd_inputbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_ipcrypt_nd_decrypt(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function rt(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "input");
  var s2, c2 = 0 | r._crypto_ipcrypt_nd_inputbytes();
  e.length !== c2 && L(n2, "invalid input length"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "tweak");
  var p2, o2 = 0 | r._crypto_ipcrypt_nd_tweakbytes();
  t2.length !== o2 && L(n2, "invalid tweak length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "key");
  var h2, y2 = 0 | r._crypto_ipcrypt_nd_keybytes();
  a2.length !== y2 && L(n2, "invalid key length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | r._crypto_ipcrypt_nd_outputbytes()), l2 = i2.address;
  n2.push(l2), r._crypto_ipcrypt_nd_encrypt(l2, s2, p2, h2);
  var u2 = S(i2, _2);
  return M(n2), u2;
}
function tt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_ipcrypt_nd_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_ipcrypt_nd_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function at(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "input");
  var n2, s2 = 0 | r._crypto_ipcrypt_ndx_outputbytes();
  e.length !== s2 && L(_2, "invalid input length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_ipcrypt_ndx_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_ipcrypt_ndx_inputbytes()), h2 = o2.address;
  _2.push(h2), r._crypto_ipcrypt_ndx_decrypt(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function _t(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "input");
  var s2, c2 = 0 | r._crypto_ipcrypt_ndx_inputbytes();
  e.length !== c2 && L(n2, "invalid input length"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "tweak");
  var p2, o2 = 0 | r._crypto_ipcrypt_ndx_tweakbytes();
  t2.length !== o2 && L(n2, "invalid tweak length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "key");
  var h2, y2 = 0 | r._crypto_ipcrypt_ndx_keybytes();
  a2.length !== y2 && L(n2, "invalid key length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | r._crypto_ipcrypt_ndx_outputbytes()), l2 = i2.address;
  n2.push(l2), r._crypto_ipcrypt_ndx_encrypt(l2, s2, p2, h2);
  var u2 = S(i2, _2);
  return M(n2), u2;
}
function nt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_ipcrypt_ndx_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_ipcrypt_ndx_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function st(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "input");
  var n2, s2 = 0 | r._crypto_ipcrypt_pfx_bytes();
  e.length !== s2 && L(_2, "invalid input length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_ipcrypt_pfx_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_ipcrypt_pfx_bytes()), h2 = o2.address;
  _2.push(h2), r._crypto_ipcrypt_pfx_decrypt(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function ct(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "input");
  var n2, s2 = 0 | r._crypto_ipcrypt_pfx_bytes();
  e.length !== s2 && L(_2, "invalid input length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_ipcrypt_pfx_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_ipcrypt_pfx_bytes()), h2 = o2.address;
  _2.push(h2), r._crypto_ipcrypt_pfx_encrypt(h2, n2, c2);
  var y2 = S(o2, a2);
  return M(_2), y2;
}
function pt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_ipcrypt_pfx_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_ipcrypt_pfx_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function ot(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2), U(s2, e, "subkey_len"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(s2, "subkey_len must be an unsigned integer"), U(s2, t2, "subkey_id");
  var c2, p2 = 0;
  if ("bigint" == typeof t2 && t2 >= BigInt(0)) {
    const e2 = t2 >> BigInt(32);
    e2 > BigInt(4294967295) && L(s2, "subkey_id cannot be more than 64 bits"), p2 = Number(e2), c2 = Number(t2 & BigInt(4294967295));
  } else "number" == typeof t2 && (0 | t2) === t2 && t2 >= 0 ? c2 = t2 : L(s2, "subkey_id must be an unsigned integer or bigint");
  "string" != typeof a2 && L(s2, "ctx must be a string"), (a2 = v(a2 + "\0")).length - 1 !== r._crypto_kdf_contextbytes() && L(s2, "invalid ctx length");
  var o2 = K(a2);
  a2.length, s2.push(o2), _2 = O(s2, _2, "key");
  var h2, y2 = 0 | r._crypto_kdf_keybytes();
  _2.length !== y2 && L(s2, "invalid key length"), h2 = K(_2), s2.push(h2);
  var i2 = new B(0 | e), l2 = i2.address;
  s2.push(l2), r._crypto_kdf_derive_from_key(l2, e, c2, p2, o2, h2);
  var u2 = S(i2, n2);
  return M(s2), u2;
}
function ht(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_kdf_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_kdf_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function yt(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "ciphertext");
  var n2, s2 = 0 | r._crypto_kem_ciphertextbytes();
  e.length !== s2 && L(_2, "invalid ciphertext length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "privateKey");
  var c2, p2 = 0 | r._crypto_kem_secretkeybytes();
  t2.length !== p2 && L(_2, "invalid privateKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_kem_sharedsecretbytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_kem_dec(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function it(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "publicKey");
  var _2, n2 = 0 | r._crypto_kem_publickeybytes();
  e.length !== n2 && L(a2, "invalid publicKey length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_kem_ciphertextbytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_kem_sharedsecretbytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_kem_enc(c2, o2, _2))) {
    var h2 = S({ ciphertext: s2, sharedSecret: p2 }, t2);
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function lt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_kem_publickeybytes()), _2 = a2.address;
  t2.push(_2);
  var n2 = new B(0 | r._crypto_kem_secretkeybytes()), s2 = n2.address;
  if (t2.push(s2), !(0 | r._crypto_kem_keypair(_2, s2))) {
    var c2 = { publicKey: S(a2, e), privateKey: S(n2, e), keyType: "xwing" };
    return M(t2), c2;
  }
  N(t2, "internal error");
}
function ut(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "ciphertext");
  var n2, s2 = 0 | r._crypto_kem_mlkem768_ciphertextbytes();
  e.length !== s2 && L(_2, "invalid ciphertext length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "privateKey");
  var c2, p2 = 0 | r._crypto_kem_mlkem768_secretkeybytes();
  t2.length !== p2 && L(_2, "invalid privateKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_kem_mlkem768_sharedsecretbytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_kem_mlkem768_dec(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function dt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "publicKey");
  var _2, n2 = 0 | r._crypto_kem_mlkem768_publickeybytes();
  e.length !== n2 && L(a2, "invalid publicKey length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_kem_mlkem768_ciphertextbytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_kem_mlkem768_sharedsecretbytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_kem_mlkem768_enc(c2, o2, _2))) {
    var h2 = S({ ciphertext: s2, sharedSecret: p2 }, t2);
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function vt(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "publicKey");
  var n2, s2, c2 = 0 | r._crypto_kem_mlkem768_publickeybytes();
  e.length !== c2 && L(_2, "invalid publicKey length"), n2 = K(e), _2.push(n2), 32 !== (t2 = O(_2, t2, "seed")).length && L(_2, "invalid seed length"), s2 = K(t2), _2.push(s2);
  var p2 = new B(0 | r._crypto_kem_mlkem768_ciphertextbytes()), o2 = p2.address;
  _2.push(o2);
  var h2 = new B(0 | r._crypto_kem_mlkem768_sharedsecretbytes()), y2 = h2.address;
  if (_2.push(y2), !(0 | r._crypto_kem_mlkem768_enc_deterministic(o2, y2, n2, s2))) {
    var i2 = S({ ciphertext: p2, sharedSecret: h2 }, a2);
    return M(_2), i2;
  }
  N(_2, "invalid usage");
}
function gt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_kem_mlkem768_publickeybytes()), _2 = a2.address;
  t2.push(_2);
  var n2 = new B(0 | r._crypto_kem_mlkem768_secretkeybytes()), s2 = n2.address;
  if (t2.push(s2), !(0 | r._crypto_kem_mlkem768_keypair(_2, s2))) {
    var c2 = { publicKey: S(a2, e), privateKey: S(n2, e), keyType: "ml-kem-768" };
    return M(t2), c2;
  }
  N(t2, "internal error");
}
function bt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "seed");
  var _2, n2 = 0 | r._crypto_kem_mlkem768_seedbytes();
  e.length !== n2 && L(a2, "invalid seed length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_kem_mlkem768_publickeybytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_kem_mlkem768_secretkeybytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_kem_mlkem768_seed_keypair(c2, o2, _2))) {
    var h2 = { publicKey: S(s2, t2), privateKey: S(p2, t2), keyType: "ml-kem-768" };
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function ft() {
  var e = r._crypto_kem_primitive(), t2 = r.UTF8ToString(e);
  return M([]), t2;
}
function mt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "seed");
  var _2, n2 = 0 | r._crypto_kem_seedbytes();
  e.length !== n2 && L(a2, "invalid seed length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_kem_publickeybytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_kem_secretkeybytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_kem_seed_keypair(c2, o2, _2))) {
    var h2 = { publicKey: S(s2, t2), privateKey: S(p2, t2), keyType: "xwing" };
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function kt(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "ciphertext");
  var n2, s2 = 0 | r._crypto_kem_xwing_ciphertextbytes();
  e.length !== s2 && L(_2, "invalid ciphertext length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "privateKey");
  var c2, p2 = 0 | r._crypto_kem_xwing_secretkeybytes();
  t2.length !== p2 && L(_2, "invalid privateKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_kem_xwing_sharedsecretbytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_kem_xwing_dec(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function xt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "publicKey");
  var _2, n2 = 0 | r._crypto_kem_xwing_publickeybytes();
  e.length !== n2 && L(a2, "invalid publicKey length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_kem_xwing_ciphertextbytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_kem_xwing_sharedsecretbytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_kem_xwing_enc(c2, o2, _2))) {
    var h2 = S({ ciphertext: s2, sharedSecret: p2 }, t2);
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function Et(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "publicKey");
  var n2, s2, c2 = 0 | r._crypto_kem_xwing_publickeybytes();
  e.length !== c2 && L(_2, "invalid publicKey length"), n2 = K(e), _2.push(n2), 64 !== (t2 = O(_2, t2, "seed")).length && L(_2, "invalid seed length"), s2 = K(t2), _2.push(s2);
  var p2 = new B(0 | r._crypto_kem_xwing_ciphertextbytes()), o2 = p2.address;
  _2.push(o2);
  var h2 = new B(0 | r._crypto_kem_xwing_sharedsecretbytes()), y2 = h2.address;
  if (_2.push(y2), !(0 | r._crypto_kem_xwing_enc_deterministic(o2, y2, n2, s2))) {
    var i2 = S({ ciphertext: p2, sharedSecret: h2 }, a2);
    return M(_2), i2;
  }
  N(_2, "invalid usage");
}
function Tt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_kem_xwing_publickeybytes()), _2 = a2.address;
  t2.push(_2);
  var n2 = new B(0 | r._crypto_kem_xwing_secretkeybytes()), s2 = n2.address;
  if (t2.push(s2), !(0 | r._crypto_kem_xwing_keypair(_2, s2))) {
    var c2 = { publicKey: S(a2, e), privateKey: S(n2, e), keyType: "xwing" };
    return M(t2), c2;
  }
  N(t2, "internal error");
}
function St(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "seed");
  var _2, n2 = 0 | r._crypto_kem_xwing_seedbytes();
  e.length !== n2 && L(a2, "invalid seed length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_kem_xwing_publickeybytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_kem_xwing_secretkeybytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_kem_xwing_seed_keypair(c2, o2, _2))) {
    var h2 = { publicKey: S(s2, t2), privateKey: S(p2, t2), keyType: "xwing" };
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function wt(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "clientPublicKey");
  var s2, c2 = 0 | r._crypto_kx_publickeybytes();
  e.length !== c2 && L(n2, "invalid clientPublicKey length"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "clientSecretKey");
  var p2, o2 = 0 | r._crypto_kx_secretkeybytes();
  t2.length !== o2 && L(n2, "invalid clientSecretKey length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "serverPublicKey");
  var h2, y2 = 0 | r._crypto_kx_publickeybytes();
  a2.length !== y2 && L(n2, "invalid serverPublicKey length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | r._crypto_kx_sessionkeybytes()), l2 = i2.address;
  n2.push(l2);
  var u2 = new B(0 | r._crypto_kx_sessionkeybytes()), d2 = u2.address;
  if (n2.push(d2), !(0 | r._crypto_kx_client_session_keys(l2, d2, s2, p2, h2))) {
    var v2 = S({ sharedRx: i2, sharedTx: u2 }, _2);
    return M(n2), v2;
  }
  N(n2, "invalid usage");
}
function Yt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_kx_publickeybytes()), _2 = a2.address;
  t2.push(_2);
  var n2 = new B(0 | r._crypto_kx_secretkeybytes()), s2 = n2.address;
  if (t2.push(s2), !(0 | r._crypto_kx_keypair(_2, s2))) {
    var c2 = { publicKey: S(a2, e), privateKey: S(n2, e), keyType: "x25519" };
    return M(t2), c2;
  }
  N(t2, "internal error");
}
function Bt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "seed");
  var _2, n2 = 0 | r._crypto_kx_seedbytes();
  e.length !== n2 && L(a2, "invalid seed length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_kx_publickeybytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_kx_secretkeybytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_kx_seed_keypair(c2, o2, _2))) {
    var h2 = { publicKey: S(s2, t2), privateKey: S(p2, t2), keyType: "x25519" };
    return M(a2), h2;
  }
  N(a2, "internal error");
}
function Kt(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "serverPublicKey");
  var s2, c2 = 0 | r._crypto_kx_publickeybytes();
  e.length !== c2 && L(n2, "invalid serverPublicKey length"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "serverSecretKey");
  var p2, o2 = 0 | r._crypto_kx_secretkeybytes();
  t2.length !== o2 && L(n2, "invalid serverSecretKey length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "clientPublicKey");
  var h2, y2 = 0 | r._crypto_kx_publickeybytes();
  a2.length !== y2 && L(n2, "invalid clientPublicKey length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | r._crypto_kx_sessionkeybytes()), l2 = i2.address;
  n2.push(l2);
  var u2 = new B(0 | r._crypto_kx_sessionkeybytes()), d2 = u2.address;
  if (n2.push(d2), !(0 | r._crypto_kx_server_session_keys(l2, d2, s2, p2, h2))) {
    var v2 = S({ sharedRx: i2, sharedTx: u2 }, _2);
    return M(n2), v2;
  }
  N(n2, "invalid usage");
}
function At(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_onetimeauth_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_onetimeauth_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_onetimeauth(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function It(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "state_address");
  var _2 = new B(0 | r._crypto_onetimeauth_bytes()), n2 = _2.address;
  if (a2.push(n2), !(0 | r._crypto_onetimeauth_final(e, n2))) {
    var s2 = (r._free(e), S(_2, t2));
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function Mt(e, t2) {
  var a2 = [];
  Y(t2);
  var _2 = null;
  null != e && (_2 = K(e = O(a2, e, "key")), e.length, a2.push(_2));
  var n2 = new B(144).address;
  if (!(0 | r._crypto_onetimeauth_init(n2, _2))) {
    var s2 = n2;
    return M(a2), s2;
  }
  N(a2, "invalid usage");
}
function Nt(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_onetimeauth_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_onetimeauth_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function Lt(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_onetimeauth_update(e, n2, s2) && N(_2, "invalid usage"), M(_2);
}
function Ut(e, t2, a2) {
  var _2 = [];
  e = O(_2, e, "hash");
  var n2, s2 = 0 | r._crypto_onetimeauth_bytes();
  e.length !== s2 && L(_2, "invalid hash length"), n2 = K(e), _2.push(n2);
  var c2 = K(t2 = O(_2, t2, "message")), p2 = t2.length;
  _2.push(c2), a2 = O(_2, a2, "key");
  var o2, h2 = 0 | r._crypto_onetimeauth_keybytes();
  a2.length !== h2 && L(_2, "invalid key length"), o2 = K(a2), _2.push(o2);
  var y2 = !(0 | r._crypto_onetimeauth_verify(n2, c2, p2, 0, o2));
  return M(_2), y2;
}
function Ot(e, t2, a2, _2, n2, s2, c2) {
  var p2 = [];
  Y(c2), U(p2, e, "keyLength"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(p2, "keyLength must be an unsigned integer");
  var o2 = K(t2 = O(p2, t2, "password")), h2 = t2.length;
  p2.push(o2), a2 = O(p2, a2, "salt");
  var y2, i2 = 0 | r._crypto_pwhash_saltbytes();
  a2.length !== i2 && L(p2, "invalid salt length"), y2 = K(a2), p2.push(y2), U(p2, _2, "opsLimit"), ("number" != typeof _2 || (0 | _2) !== _2 || _2 < 0) && L(p2, "opsLimit must be an unsigned integer"), U(p2, n2, "memLimit"), ("number" != typeof n2 || (0 | n2) !== n2 || n2 < 0) && L(p2, "memLimit must be an unsigned integer"), U(p2, s2, "algorithm"), ("number" != typeof s2 || (0 | s2) !== s2 || s2 < 0) && L(p2, "algorithm must be an unsigned integer");
  var l2 = new B(0 | e), u2 = l2.address;
  if (p2.push(u2), !(0 | r._crypto_pwhash(u2, e, 0, o2, h2, 0, y2, _2, 0, n2, s2))) {
    var d2 = S(l2, c2);
    return M(p2), d2;
  }
  N(p2, "invalid usage");
}
function Ct(e, t2, a2, _2, n2, s2) {
  var c2 = [];
  Y(s2), U(c2, e, "keyLength"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(c2, "keyLength must be an unsigned integer");
  var p2 = K(t2 = O(c2, t2, "password")), o2 = t2.length;
  c2.push(p2), a2 = O(c2, a2, "salt");
  var h2, y2 = 0 | r._crypto_pwhash_scryptsalsa208sha256_saltbytes();
  a2.length !== y2 && L(c2, "invalid salt length"), h2 = K(a2), c2.push(h2), U(c2, _2, "opsLimit"), ("number" != typeof _2 || (0 | _2) !== _2 || _2 < 0) && L(c2, "opsLimit must be an unsigned integer"), U(c2, n2, "memLimit"), ("number" != typeof n2 || (0 | n2) !== n2 || n2 < 0) && L(c2, "memLimit must be an unsigned integer");
  var i2 = new B(0 | e), l2 = i2.address;
  if (c2.push(l2), !(0 | r._crypto_pwhash_scryptsalsa208sha256(l2, e, 0, p2, o2, 0, h2, _2, 0, n2))) {
    var u2 = S(i2, s2);
    return M(c2), u2;
  }
  N(c2, "invalid usage");
}
function Rt(e, t2, a2, _2, n2, s2, c2) {
  var p2 = [];
  Y(c2);
  var o2 = K(e = O(p2, e, "password")), h2 = e.length;
  p2.push(o2);
  var y2 = K(t2 = O(p2, t2, "salt")), i2 = t2.length;
  p2.push(y2), U(p2, a2, "opsLimit"), ("number" != typeof a2 || (0 | a2) !== a2 || a2 < 0) && L(p2, "opsLimit must be an unsigned integer"), U(p2, _2, "r"), ("number" != typeof _2 || (0 | _2) !== _2 || _2 < 0) && L(p2, "r must be an unsigned integer"), U(p2, n2, "p"), ("number" != typeof n2 || (0 | n2) !== n2 || n2 < 0) && L(p2, "p must be an unsigned integer"), U(p2, s2, "keyLength"), ("number" != typeof s2 || (0 | s2) !== s2 || s2 < 0) && L(p2, "keyLength must be an unsigned integer");
  var l2 = new B(0 | s2), u2 = l2.address;
  if (p2.push(u2), !(0 | r._crypto_pwhash_scryptsalsa208sha256_ll(o2, h2, y2, i2, a2, 0, _2, n2, u2, s2))) {
    var d2 = S(l2, c2);
    return M(p2), d2;
  }
  N(p2, "invalid usage");
}
function Pt(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "password")), c2 = e.length;
  n2.push(s2), U(n2, t2, "opsLimit"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(n2, "opsLimit must be an unsigned integer"), U(n2, a2, "memLimit"), ("number" != typeof a2 || (0 | a2) !== a2 || a2 < 0) && L(n2, "memLimit must be an unsigned integer");
  var p2 = new B(0 | r._crypto_pwhash_scryptsalsa208sha256_strbytes()).address;
  if (n2.push(p2), !(0 | r._crypto_pwhash_scryptsalsa208sha256_str(p2, s2, c2, 0, t2, 0, a2))) {
    var o2 = r.UTF8ToString(p2);
    return M(n2), o2;
  }
  N(n2, "invalid usage");
}
function Xt(e, t2, a2) {
  var _2 = [];
  Y(a2), "string" != typeof e && L(_2, "hashed_password must be a string");
  var n2 = K(e = v(e + "\0"));
  e.length, _2.push(n2);
  var s2 = K(t2 = O(_2, t2, "password")), c2 = t2.length;
  _2.push(s2);
  var p2 = !(0 | r._crypto_pwhash_scryptsalsa208sha256_str_verify(n2, s2, c2, 0));
  return M(_2), p2;
}
function Dt(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "password")), c2 = e.length;
  n2.push(s2), U(n2, t2, "opsLimit"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(n2, "opsLimit must be an unsigned integer"), U(n2, a2, "memLimit"), ("number" != typeof a2 || (0 | a2) !== a2 || a2 < 0) && L(n2, "memLimit must be an unsigned integer");
  var p2 = new B(0 | r._crypto_pwhash_strbytes()).address;
  if (n2.push(p2), !(0 | r._crypto_pwhash_str(p2, s2, c2, 0, t2, 0, a2))) {
    var o2 = r.UTF8ToString(p2);
    return M(n2), o2;
  }
  N(n2, "invalid usage");
}
function Gt(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), "string" != typeof e && L(n2, "hashed_password must be a string");
  var s2 = K(e = v(e + "\0"));
  e.length, n2.push(s2), U(n2, t2, "opsLimit"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(n2, "opsLimit must be an unsigned integer"), U(n2, a2, "memLimit"), ("number" != typeof a2 || (0 | a2) !== a2 || a2 < 0) && L(n2, "memLimit must be an unsigned integer");
  var c2 = !!(0 | r._crypto_pwhash_str_needs_rehash(s2, t2, 0, a2));
  return M(n2), c2;
}
function Ft(e, t2, a2) {
  var _2 = [];
  Y(a2), "string" != typeof e && L(_2, "hashed_password must be a string");
  var n2 = K(e = v(e + "\0"));
  e.length, _2.push(n2);
  var s2 = K(t2 = O(_2, t2, "password")), c2 = t2.length;
  _2.push(s2);
  var p2 = !(0 | r._crypto_pwhash_str_verify(n2, s2, c2, 0));
  return M(_2), p2;
}
function Vt(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "privateKey");
  var n2, s2 = 0 | r._crypto_scalarmult_scalarbytes();
  e.length !== s2 && L(_2, "invalid privateKey length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "publicKey");
  var c2, p2 = 0 | r._crypto_scalarmult_bytes();
  t2.length !== p2 && L(_2, "invalid publicKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_scalarmult_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_scalarmult(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "weak public key");
}
function qt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "privateKey");
  var _2, n2 = 0 | r._crypto_scalarmult_scalarbytes();
  e.length !== n2 && L(a2, "invalid privateKey length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_scalarmult_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_scalarmult_base(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "unknown error");
}
function Ht(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "n");
  var n2, s2 = 0 | r._crypto_scalarmult_ed25519_scalarbytes();
  e.length !== s2 && L(_2, "invalid n length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "p");
  var c2, p2 = 0 | r._crypto_scalarmult_ed25519_bytes();
  t2.length !== p2 && L(_2, "invalid p length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_scalarmult_ed25519_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_scalarmult_ed25519(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid point or scalar is 0");
}
function zt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "scalar");
  var _2, n2 = 0 | r._crypto_scalarmult_ed25519_scalarbytes();
  e.length !== n2 && L(a2, "invalid scalar length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_scalarmult_ed25519_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_scalarmult_ed25519_base(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "scalar is 0");
}
function Wt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "scalar");
  var _2, n2 = 0 | r._crypto_scalarmult_ed25519_scalarbytes();
  e.length !== n2 && L(a2, "invalid scalar length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_scalarmult_ed25519_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_scalarmult_ed25519_base_noclamp(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "scalar is 0");
}
function jt(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "n");
  var n2, s2 = 0 | r._crypto_scalarmult_ed25519_scalarbytes();
  e.length !== s2 && L(_2, "invalid n length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "p");
  var c2, p2 = 0 | r._crypto_scalarmult_ed25519_bytes();
  t2.length !== p2 && L(_2, "invalid p length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_scalarmult_ed25519_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_scalarmult_ed25519_noclamp(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid point or scalar is 0");
}
function Jt(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "scalar");
  var n2, s2 = 0 | r._crypto_scalarmult_ristretto255_scalarbytes();
  e.length !== s2 && L(_2, "invalid scalar length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "element");
  var c2, p2 = 0 | r._crypto_scalarmult_ristretto255_bytes();
  t2.length !== p2 && L(_2, "invalid element length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_scalarmult_ristretto255_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_scalarmult_ristretto255(h2, n2, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "result is identity element");
}
function Qt(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "scalar");
  var _2, n2 = 0 | r._crypto_core_ristretto255_scalarbytes();
  e.length !== n2 && L(a2, "invalid scalar length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_core_ristretto255_bytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_scalarmult_ristretto255_base(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "scalar is 0");
}
function Zt(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_secretbox_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "key");
  var h2, y2 = 0 | r._crypto_secretbox_keybytes();
  a2.length !== y2 && L(n2, "invalid key length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | c2), l2 = i2.address;
  n2.push(l2);
  var u2 = new B(0 | r._crypto_secretbox_macbytes()), d2 = u2.address;
  if (n2.push(d2), !(0 | r._crypto_secretbox_detached(l2, d2, s2, c2, 0, p2, h2))) {
    var v2 = S({ mac: u2, cipher: i2 }, _2);
    return M(n2), v2;
  }
  N(n2, "invalid usage");
}
function $t(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_secretbox_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "key");
  var h2, y2 = 0 | r._crypto_secretbox_keybytes();
  a2.length !== y2 && L(n2, "invalid key length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(c2 + r._crypto_secretbox_macbytes() | 0), l2 = i2.address;
  if (n2.push(l2), !(0 | r._crypto_secretbox_easy(l2, s2, c2, 0, p2, h2))) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "invalid usage");
}
function ea(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_secretbox_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_secretbox_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function ra(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "ciphertext")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "mac");
  var o2, h2 = 0 | r._crypto_secretbox_macbytes();
  t2.length !== h2 && L(s2, "invalid mac length"), o2 = K(t2), s2.push(o2), a2 = O(s2, a2, "nonce");
  var y2, i2 = 0 | r._crypto_secretbox_noncebytes();
  a2.length !== i2 && L(s2, "invalid nonce length"), y2 = K(a2), s2.push(y2), _2 = O(s2, _2, "key");
  var l2, u2 = 0 | r._crypto_secretbox_keybytes();
  _2.length !== u2 && L(s2, "invalid key length"), l2 = K(_2), s2.push(l2);
  var d2 = new B(0 | p2), v2 = d2.address;
  if (s2.push(v2), !(0 | r._crypto_secretbox_open_detached(v2, c2, o2, p2, 0, y2, l2))) {
    var g2 = S(d2, n2);
    return M(s2), g2;
  }
  N(s2, "wrong secret key for the given ciphertext");
}
function ta(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), e = O(n2, e, "ciphertext");
  var s2, c2 = r._crypto_secretbox_macbytes(), p2 = e.length;
  p2 < c2 && L(n2, "ciphertext is too short"), s2 = K(e), n2.push(s2), t2 = O(n2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_secretbox_noncebytes();
  t2.length !== h2 && L(n2, "invalid nonce length"), o2 = K(t2), n2.push(o2), a2 = O(n2, a2, "key");
  var y2, i2 = 0 | r._crypto_secretbox_keybytes();
  a2.length !== i2 && L(n2, "invalid key length"), y2 = K(a2), n2.push(y2);
  var l2 = new B(p2 - r._crypto_secretbox_macbytes() | 0), u2 = l2.address;
  if (n2.push(u2), !(0 | r._crypto_secretbox_open_easy(u2, s2, p2, 0, o2, y2))) {
    var d2 = S(l2, _2);
    return M(n2), d2;
  }
  N(n2, "wrong secret key for the given ciphertext");
}
function aa(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "header");
  var n2, s2 = 0 | r._crypto_secretstream_xchacha20poly1305_headerbytes();
  e.length !== s2 && L(_2, "invalid header length"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_secretstream_xchacha20poly1305_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(52).address;
  if (!(0 | r._crypto_secretstream_xchacha20poly1305_init_pull(o2, n2, c2))) {
    var h2 = o2;
    return M(_2), h2;
  }
  N(_2, "invalid usage");
}
function _a(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "key");
  var _2, n2 = 0 | r._crypto_secretstream_xchacha20poly1305_keybytes();
  e.length !== n2 && L(a2, "invalid key length"), _2 = K(e), a2.push(_2);
  var s2 = new B(52).address, c2 = new B(0 | r._crypto_secretstream_xchacha20poly1305_headerbytes()), p2 = c2.address;
  if (a2.push(p2), !(0 | r._crypto_secretstream_xchacha20poly1305_init_push(s2, p2, _2))) {
    var o2 = { state: s2, header: S(c2, t2) };
    return M(a2), o2;
  }
  N(a2, "invalid usage");
}
function na(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_secretstream_xchacha20poly1305_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_secretstream_xchacha20poly1305_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function sa(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), U(n2, e, "state_address"), t2 = O(n2, t2, "cipher");
  var s2, c2 = r._crypto_secretstream_xchacha20poly1305_abytes(), p2 = t2.length;
  p2 < c2 && L(n2, "cipher is too short"), s2 = K(t2), n2.push(s2);
  var o2 = null, h2 = 0;
  null != a2 && (o2 = K(a2 = O(n2, a2, "ad")), h2 = a2.length, n2.push(o2));
  var y2 = new B(p2 - r._crypto_secretstream_xchacha20poly1305_abytes() | 0), i2 = y2.address;
  n2.push(i2);
  var l2, u2 = (l2 = A2(1), n2.push(l2), (u2 = 0 === r._crypto_secretstream_xchacha20poly1305_pull(e, i2, 0, l2, s2, p2, 0, o2, h2) && { tag: r.HEAPU8[l2], message: y2 }) && { message: S(u2.message, _2), tag: u2.tag });
  return M(n2), u2;
}
function ca(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2), U(s2, e, "state_address");
  var c2 = K(t2 = O(s2, t2, "message_chunk")), p2 = t2.length;
  s2.push(c2);
  var o2 = null, h2 = 0;
  null != a2 && (o2 = K(a2 = O(s2, a2, "ad")), h2 = a2.length, s2.push(o2)), U(s2, _2, "tag"), ("number" != typeof _2 || (0 | _2) !== _2 || _2 < 0) && L(s2, "tag must be an unsigned integer");
  var y2 = new B(p2 + r._crypto_secretstream_xchacha20poly1305_abytes() | 0), i2 = y2.address;
  if (s2.push(i2), !(0 | r._crypto_secretstream_xchacha20poly1305_push(e, i2, 0, c2, p2, 0, o2, h2, 0, _2))) {
    var l2 = S(y2, n2);
    return M(s2), l2;
  }
  N(s2, "invalid usage");
}
function pa(e, t2) {
  var a2 = [];
  return Y(t2), U(a2, e, "state_address"), r._crypto_secretstream_xchacha20poly1305_rekey(e), M(a2), true;
}
function oa(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_shorthash_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_shorthash_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_shorthash(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function ha(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_shorthash_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_shorthash_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function ya(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "key");
  var c2, p2 = 0 | r._crypto_shorthash_siphashx24_keybytes();
  t2.length !== p2 && L(_2, "invalid key length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_shorthash_siphashx24_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_shorthash_siphashx24(h2, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function ia(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "privateKey");
  var c2, p2 = 0 | r._crypto_sign_secretkeybytes();
  t2.length !== p2 && L(_2, "invalid privateKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(e.length + r._crypto_sign_bytes() | 0), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_sign(h2, null, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function la(e, t2, a2) {
  var _2 = [];
  Y(a2);
  var n2 = K(e = O(_2, e, "message")), s2 = e.length;
  _2.push(n2), t2 = O(_2, t2, "privateKey");
  var c2, p2 = 0 | r._crypto_sign_secretkeybytes();
  t2.length !== p2 && L(_2, "invalid privateKey length"), c2 = K(t2), _2.push(c2);
  var o2 = new B(0 | r._crypto_sign_bytes()), h2 = o2.address;
  if (_2.push(h2), !(0 | r._crypto_sign_detached(h2, null, n2, s2, 0, c2))) {
    var y2 = S(o2, a2);
    return M(_2), y2;
  }
  N(_2, "invalid usage");
}
function ua(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "edPk");
  var _2, n2 = 0 | r._crypto_sign_publickeybytes();
  e.length !== n2 && L(a2, "invalid edPk length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_scalarmult_scalarbytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_sign_ed25519_pk_to_curve25519(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid key");
}
function da(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "edSk");
  var _2, n2 = 0 | r._crypto_sign_secretkeybytes();
  e.length !== n2 && L(a2, "invalid edSk length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_scalarmult_scalarbytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_sign_ed25519_sk_to_curve25519(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid key");
}
function va(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "privateKey");
  var _2, n2 = 0 | r._crypto_sign_secretkeybytes();
  e.length !== n2 && L(a2, "invalid privateKey length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_sign_publickeybytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_sign_ed25519_sk_to_pk(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid key");
}
function ga(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "privateKey");
  var _2, n2 = 0 | r._crypto_sign_secretkeybytes();
  e.length !== n2 && L(a2, "invalid privateKey length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_sign_seedbytes()), c2 = s2.address;
  if (a2.push(c2), !(0 | r._crypto_sign_ed25519_sk_to_seed(c2, _2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid key");
}
function ba(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address"), t2 = O(_2, t2, "privateKey");
  var n2, s2 = 0 | r._crypto_sign_secretkeybytes();
  t2.length !== s2 && L(_2, "invalid privateKey length"), n2 = K(t2), _2.push(n2);
  var c2 = new B(0 | r._crypto_sign_bytes()), p2 = c2.address;
  if (_2.push(p2), !(0 | r._crypto_sign_final_create(e, p2, null, n2))) {
    var o2 = (r._free(e), S(c2, a2));
    return M(_2), o2;
  }
  N(_2, "invalid usage");
}
function fa(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), U(n2, e, "state_address"), t2 = O(n2, t2, "signature");
  var s2, c2 = 0 | r._crypto_sign_bytes();
  t2.length !== c2 && L(n2, "invalid signature length"), s2 = K(t2), n2.push(s2), a2 = O(n2, a2, "publicKey");
  var p2, o2 = 0 | r._crypto_sign_publickeybytes();
  a2.length !== o2 && L(n2, "invalid publicKey length"), p2 = K(a2), n2.push(p2);
  var h2 = !(0 | r._crypto_sign_final_verify(e, s2, p2));
  return M(n2), h2;
}
function ma(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(208).address;
  if (!(0 | r._crypto_sign_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "internal error");
}
function ka(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_sign_publickeybytes()), _2 = a2.address;
  t2.push(_2);
  var n2 = new B(0 | r._crypto_sign_secretkeybytes()), s2 = n2.address;
  if (t2.push(s2), !(0 | r._crypto_sign_keypair(_2, s2))) {
    var c2 = { publicKey: S(a2, e), privateKey: S(n2, e), keyType: "ed25519" };
    return M(t2), c2;
  }
  N(t2, "internal error");
}
function xa(e, t2, a2) {
  var _2 = [];
  Y(a2), e = O(_2, e, "signedMessage");
  var n2, s2 = r._crypto_sign_bytes(), c2 = e.length;
  c2 < s2 && L(_2, "signedMessage is too short"), n2 = K(e), _2.push(n2), t2 = O(_2, t2, "publicKey");
  var p2, o2 = 0 | r._crypto_sign_publickeybytes();
  t2.length !== o2 && L(_2, "invalid publicKey length"), p2 = K(t2), _2.push(p2);
  var h2 = new B(c2 - r._crypto_sign_bytes() | 0), y2 = h2.address;
  if (_2.push(y2), !(0 | r._crypto_sign_open(y2, null, n2, c2, 0, p2))) {
    var i2 = S(h2, a2);
    return M(_2), i2;
  }
  N(_2, "incorrect signature for the given public key");
}
function Ea(e, t2) {
  var a2 = [];
  Y(t2), e = O(a2, e, "seed");
  var _2, n2 = 0 | r._crypto_sign_seedbytes();
  e.length !== n2 && L(a2, "invalid seed length"), _2 = K(e), a2.push(_2);
  var s2 = new B(0 | r._crypto_sign_publickeybytes()), c2 = s2.address;
  a2.push(c2);
  var p2 = new B(0 | r._crypto_sign_secretkeybytes()), o2 = p2.address;
  if (a2.push(o2), !(0 | r._crypto_sign_seed_keypair(c2, o2, _2))) {
    var h2 = { publicKey: S(s2, t2), privateKey: S(p2, t2), keyType: "ed25519" };
    return M(a2), h2;
  }
  N(a2, "invalid usage");
}
function Ta(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_sign_update(e, n2, s2, 0) && N(_2, "invalid usage"), M(_2);
}
function Sa(e, t2, a2) {
  var _2 = [];
  e = O(_2, e, "signature");
  var n2, s2 = 0 | r._crypto_sign_bytes();
  e.length !== s2 && L(_2, "invalid signature length"), n2 = K(e), _2.push(n2);
  var c2 = K(t2 = O(_2, t2, "message")), p2 = t2.length;
  _2.push(c2), a2 = O(_2, a2, "publicKey");
  var o2, h2 = 0 | r._crypto_sign_publickeybytes();
  a2.length !== h2 && L(_2, "invalid publicKey length"), o2 = K(a2), _2.push(o2);
  var y2 = !(0 | r._crypto_sign_verify_detached(n2, c2, p2, 0, o2));
  return M(_2), y2;
}
function wa(e, t2, a2, _2) {
  var n2 = [];
  Y(_2), U(n2, e, "outLength"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(n2, "outLength must be an unsigned integer"), t2 = O(n2, t2, "key");
  var s2, c2 = 0 | r._crypto_stream_chacha20_keybytes();
  t2.length !== c2 && L(n2, "invalid key length"), s2 = K(t2), n2.push(s2), a2 = O(n2, a2, "nonce");
  var p2, o2 = 0 | r._crypto_stream_chacha20_noncebytes();
  a2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(a2), n2.push(p2);
  var h2 = new B(0 | e), y2 = h2.address;
  n2.push(y2), r._crypto_stream_chacha20(y2, e, 0, p2, s2);
  var i2 = S(h2, _2);
  return M(n2), i2;
}
function Ya(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "input_message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_stream_chacha20_ietf_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "key");
  var h2, y2 = 0 | r._crypto_stream_chacha20_ietf_keybytes();
  a2.length !== y2 && L(n2, "invalid key length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | c2), l2 = i2.address;
  if (n2.push(l2), 0 === r._crypto_stream_chacha20_ietf_xor(l2, s2, c2, 0, p2, h2)) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "invalid usage");
}
function Ba(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "input_message")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_stream_chacha20_ietf_noncebytes();
  t2.length !== h2 && L(s2, "invalid nonce length"), o2 = K(t2), s2.push(o2), U(s2, a2, "nonce_increment"), ("number" != typeof a2 || (0 | a2) !== a2 || a2 < 0) && L(s2, "nonce_increment must be an unsigned integer"), _2 = O(s2, _2, "key");
  var y2, i2 = 0 | r._crypto_stream_chacha20_ietf_keybytes();
  _2.length !== i2 && L(s2, "invalid key length"), y2 = K(_2), s2.push(y2);
  var l2 = new B(0 | p2), u2 = l2.address;
  if (s2.push(u2), 0 === r._crypto_stream_chacha20_ietf_xor_ic(u2, c2, p2, 0, o2, a2, y2)) {
    var d2 = S(l2, n2);
    return M(s2), d2;
  }
  N(s2, "invalid usage");
}
function Ka(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_stream_chacha20_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_stream_chacha20_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function Aa(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "input_message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_stream_chacha20_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "key");
  var h2, y2 = 0 | r._crypto_stream_chacha20_keybytes();
  a2.length !== y2 && L(n2, "invalid key length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | c2), l2 = i2.address;
  if (n2.push(l2), 0 === r._crypto_stream_chacha20_xor(l2, s2, c2, 0, p2, h2)) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "invalid usage");
}
function Ia(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "input_message")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_stream_chacha20_noncebytes();
  t2.length !== h2 && L(s2, "invalid nonce length"), o2 = K(t2), s2.push(o2), U(s2, a2, "nonce_increment"), ("number" != typeof a2 || (0 | a2) !== a2 || a2 < 0) && L(s2, "nonce_increment must be an unsigned integer"), _2 = O(s2, _2, "key");
  var y2, i2 = 0 | r._crypto_stream_chacha20_keybytes();
  _2.length !== i2 && L(s2, "invalid key length"), y2 = K(_2), s2.push(y2);
  var l2 = new B(0 | p2), u2 = l2.address;
  if (s2.push(u2), 0 === r._crypto_stream_chacha20_xor_ic(u2, c2, p2, 0, o2, a2, 0, y2)) {
    var d2 = S(l2, n2);
    return M(s2), d2;
  }
  N(s2, "invalid usage");
}
function Ma(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_stream_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_stream_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function Na(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(0 | r._crypto_stream_xchacha20_keybytes()), _2 = a2.address;
  t2.push(_2), r._crypto_stream_xchacha20_keygen(_2);
  var n2 = S(a2, e);
  return M(t2), n2;
}
function La(e, t2, a2, _2) {
  var n2 = [];
  Y(_2);
  var s2 = K(e = O(n2, e, "input_message")), c2 = e.length;
  n2.push(s2), t2 = O(n2, t2, "nonce");
  var p2, o2 = 0 | r._crypto_stream_xchacha20_noncebytes();
  t2.length !== o2 && L(n2, "invalid nonce length"), p2 = K(t2), n2.push(p2), a2 = O(n2, a2, "key");
  var h2, y2 = 0 | r._crypto_stream_xchacha20_keybytes();
  a2.length !== y2 && L(n2, "invalid key length"), h2 = K(a2), n2.push(h2);
  var i2 = new B(0 | c2), l2 = i2.address;
  if (n2.push(l2), 0 === r._crypto_stream_xchacha20_xor(l2, s2, c2, 0, p2, h2)) {
    var u2 = S(i2, _2);
    return M(n2), u2;
  }
  N(n2, "invalid usage");
}
function Ua(e, t2, a2, _2, n2) {
  var s2 = [];
  Y(n2);
  var c2 = K(e = O(s2, e, "input_message")), p2 = e.length;
  s2.push(c2), t2 = O(s2, t2, "nonce");
  var o2, h2 = 0 | r._crypto_stream_xchacha20_noncebytes();
  t2.length !== h2 && L(s2, "invalid nonce length"), o2 = K(t2), s2.push(o2), U(s2, a2, "nonce_increment"), ("number" != typeof a2 || (0 | a2) !== a2 || a2 < 0) && L(s2, "nonce_increment must be an unsigned integer"), _2 = O(s2, _2, "key");
  var y2, i2 = 0 | r._crypto_stream_xchacha20_keybytes();
  _2.length !== i2 && L(s2, "invalid key length"), y2 = K(_2), s2.push(y2);
  var l2 = new B(0 | p2), u2 = l2.address;
  if (s2.push(u2), 0 === r._crypto_stream_xchacha20_xor_ic(u2, c2, p2, 0, o2, a2, 0, y2)) {
    var d2 = S(l2, n2);
    return M(s2), d2;
  }
  N(s2, "invalid usage");
}
function Oa(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "out_length"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = K(t2 = O(_2, t2, "message")), s2 = t2.length;
  _2.push(n2);
  var c2 = new B(e |= 0), p2 = c2.address;
  if (_2.push(p2), !(0 | r._crypto_xof_shake128(p2, e, n2, s2, 0))) {
    var o2 = S(c2, a2);
    return M(_2), o2;
  }
  N(_2, "invalid usage");
}
function Ca(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(256).address;
  if (!(0 | r._crypto_xof_shake128_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function Ra(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "domain"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(a2, "domain must be an unsigned integer");
  var _2 = new B(256).address;
  if (!(0 | r._crypto_xof_shake128_init_with_domain(_2, e))) {
    var n2 = _2;
    return M(a2), n2;
  }
  N(a2, "invalid usage");
}
function Pa(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address"), U(_2, t2, "out_length"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = new B(t2 |= 0), s2 = n2.address;
  if (_2.push(s2), !(0 | r._crypto_xof_shake128_squeeze(e, s2, t2))) {
    var c2 = S(n2, a2);
    return M(_2), c2;
  }
  N(_2, "invalid usage");
}
function Xa(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_xof_shake128_update(e, n2, s2, 0) && N(_2, "invalid usage"), M(_2);
}
function Da(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "out_length"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = K(t2 = O(_2, t2, "message")), s2 = t2.length;
  _2.push(n2);
  var c2 = new B(e |= 0), p2 = c2.address;
  if (_2.push(p2), !(0 | r._crypto_xof_shake256(p2, e, n2, s2, 0))) {
    var o2 = S(c2, a2);
    return M(_2), o2;
  }
  N(_2, "invalid usage");
}
function Ga(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(256).address;
  if (!(0 | r._crypto_xof_shake256_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function Fa(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "domain"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(a2, "domain must be an unsigned integer");
  var _2 = new B(256).address;
  if (!(0 | r._crypto_xof_shake256_init_with_domain(_2, e))) {
    var n2 = _2;
    return M(a2), n2;
  }
  N(a2, "invalid usage");
}
function Va(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address"), U(_2, t2, "out_length"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = new B(t2 |= 0), s2 = n2.address;
  if (_2.push(s2), !(0 | r._crypto_xof_shake256_squeeze(e, s2, t2))) {
    var c2 = S(n2, a2);
    return M(_2), c2;
  }
  N(_2, "invalid usage");
}
function qa(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_xof_shake256_update(e, n2, s2, 0) && N(_2, "invalid usage"), M(_2);
}
function Ha(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "out_length"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = K(t2 = O(_2, t2, "message")), s2 = t2.length;
  _2.push(n2);
  var c2 = new B(e |= 0), p2 = c2.address;
  if (_2.push(p2), !(0 | r._crypto_xof_turboshake128(p2, e, n2, s2, 0))) {
    var o2 = S(c2, a2);
    return M(_2), o2;
  }
  N(_2, "invalid usage");
}
function za(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(256).address;
  if (!(0 | r._crypto_xof_turboshake128_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function Wa(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "domain"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(a2, "domain must be an unsigned integer");
  var _2 = new B(256).address;
  if (!(0 | r._crypto_xof_turboshake128_init_with_domain(_2, e))) {
    var n2 = _2;
    return M(a2), n2;
  }
  N(a2, "invalid usage");
}
function ja(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address"), U(_2, t2, "out_length"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = new B(t2 |= 0), s2 = n2.address;
  if (_2.push(s2), !(0 | r._crypto_xof_turboshake128_squeeze(e, s2, t2))) {
    var c2 = S(n2, a2);
    return M(_2), c2;
  }
  N(_2, "invalid usage");
}
function Ja(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_xof_turboshake128_update(e, n2, s2, 0) && N(_2, "invalid usage"), M(_2);
}
function Qa(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "out_length"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = K(t2 = O(_2, t2, "message")), s2 = t2.length;
  _2.push(n2);
  var c2 = new B(e |= 0), p2 = c2.address;
  if (_2.push(p2), !(0 | r._crypto_xof_turboshake256(p2, e, n2, s2, 0))) {
    var o2 = S(c2, a2);
    return M(_2), o2;
  }
  N(_2, "invalid usage");
}
function Za(e) {
  var t2 = [];
  Y(e);
  var a2 = new B(256).address;
  if (!(0 | r._crypto_xof_turboshake256_init(a2))) {
    var _2 = a2;
    return M(t2), _2;
  }
  N(t2, "invalid usage");
}
function $a(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "domain"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(a2, "domain must be an unsigned integer");
  var _2 = new B(256).address;
  if (!(0 | r._crypto_xof_turboshake256_init_with_domain(_2, e))) {
    var n2 = _2;
    return M(a2), n2;
  }
  N(a2, "invalid usage");
}
function e_(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address"), U(_2, t2, "out_length"), ("number" != typeof t2 || (0 | t2) !== t2 || t2 < 0) && L(_2, "out_length must be an unsigned integer");
  var n2 = new B(t2 |= 0), s2 = n2.address;
  if (_2.push(s2), !(0 | r._crypto_xof_turboshake256_squeeze(e, s2, t2))) {
    var c2 = S(n2, a2);
    return M(_2), c2;
  }
  N(_2, "invalid usage");
}
function r_(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "state_address");
  var n2 = K(t2 = O(_2, t2, "message_chunk")), s2 = t2.length;
  _2.push(n2), 0 | r._crypto_xof_turboshake256_update(e, n2, s2, 0) && N(_2, "invalid usage"), M(_2);
}
function t_(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "length"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(a2, "length must be an unsigned integer");
  var _2 = new B(0 | e), n2 = _2.address;
  a2.push(n2), r._randombytes_buf(n2, e);
  var s2 = S(_2, t2);
  return M(a2), s2;
}
function a_(e, t2, a2) {
  var _2 = [];
  Y(a2), U(_2, e, "length"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(_2, "length must be an unsigned integer"), t2 = O(_2, t2, "seed");
  var n2, s2 = 0 | r._randombytes_seedbytes();
  t2.length !== s2 && L(_2, "invalid seed length"), n2 = K(t2), _2.push(n2);
  var c2 = new B(0 | e), p2 = c2.address;
  _2.push(p2), r._randombytes_buf_deterministic(p2, e, n2);
  var o2 = S(c2, a2);
  return M(_2), o2;
}
function __(e) {
  Y(e), r._randombytes_close();
}
function n_(e) {
  Y(e);
  var t2 = r._randombytes_random() >>> 0;
  return M([]), t2;
}
function s_(e, t2) {
  var a2 = [];
  Y(t2);
  for (var _2 = r._malloc(24), n2 = 0; n2 < 6; n2++) r.setValue(_2 + 4 * n2, r.Runtime.addFunction(e[["implementation_name", "random", "stir", "uniform", "buf", "close"][n2]]), "i32");
  0 | r._randombytes_set_implementation(_2) && N(a2, "unsupported implementation"), M(a2);
}
function c_(e) {
  Y(e), r._randombytes_stir();
}
function p_(e, t2) {
  var a2 = [];
  Y(t2), U(a2, e, "upper_bound"), ("number" != typeof e || (0 | e) !== e || e < 0) && L(a2, "upper_bound must be an unsigned integer");
  var _2 = r._randombytes_uniform(e) >>> 0;
  return M(a2), _2;
}
function o_(e) {
  var t2, a2 = [];
  16 !== (e = O(a2, e, "bin")).length && L(a2, "invalid bin length"), t2 = K(e), a2.push(t2);
  var _2 = new B(46).address;
  if (a2.push(_2), 0 !== r._sodium_bin2ip(_2, 46, t2)) {
    var n2 = r.UTF8ToString(_2);
    return M(a2), n2;
  }
  N(a2, "conversion failed");
}
function h_(e, t2) {
  var a2 = [];
  Y(t2), "string" != typeof e && L(a2, "ip must be a string");
  var _2 = K(e = v(e + "\0")), n2 = e.length - 1;
  a2.push(_2);
  var s2 = new B(16), c2 = s2.address;
  if (a2.push(c2), !(0 | r._sodium_ip2bin(c2, _2, n2))) {
    var p2 = S(s2, t2);
    return M(a2), p2;
  }
  N(a2, "invalid IP address");
}
function y_() {
  var e = r._sodium_version_string(), t2 = r.UTF8ToString(e);
  return M([]), t2;
}
B.prototype.to_Uint8Array = function() {
  var e = new Uint8Array(this.length);
  return e.set(r.HEAPU8.subarray(this.address, this.address + this.length)), e;
}, t.add = o, t.base64_variants = m, t.compare = l, t.from_base64 = x, t.from_hex = b, t.from_string = v, t.increment = p, t.is_zero = h, t.memcmp = i, t.memzero = y, t.output_formats = T, t.pad = u, t.unpad = d, t.ready = s, t.symbols = c, t.to_base64 = E, t.to_hex = f, t.to_string = g;
var libsodium_wrappers_default = t;

// src/sodium.ts
var loaded = false;
async function cryptoReady() {
  await libsodium_wrappers_default.ready;
  loaded = true;
}
function lib() {
  if (!loaded) throw new Error("libsodium.js is not loaded: call `await cryptoReady()` once at start-up");
  return libsodium_wrappers_default;
}

// src/deck/from-uniform.ts
var P2 = 2n ** 255n - 19n;
var A3 = 486662n;
var D2 = (-121665n * inv(121666n) % P2 + P2) % P2;
var SQRT_M12 = pow3(2n, (P2 - 1n) / 4n);
function m2(a2) {
  const r2 = a2 % P2;
  return r2 < 0n ? r2 + P2 : r2;
}
function pow3(b2, e) {
  let r2 = 1n;
  let x2 = m2(b2);
  let k2 = e;
  while (k2 > 0n) {
    if (k2 & 1n) r2 = r2 * x2 % P2;
    x2 = x2 * x2 % P2;
    k2 >>= 1n;
  }
  return r2;
}
function inv(a2) {
  return pow3(a2, P2 - 2n);
}
function isNegative(a2) {
  return (m2(a2) & 1n) === 1n;
}
function fromUniform(bytes) {
  if (bytes.length !== 32) throw new Error(`from_uniform takes 32 bytes, got ${bytes.length}`);
  const s2 = bytes[31] >> 7;
  let r2 = 0n;
  for (let i2 = 31; i2 >= 0; i2--) r2 = r2 << 8n | BigInt(i2 === 31 ? bytes[i2] & 127 : bytes[i2]);
  r2 = m2(r2);
  const w2 = m2(-A3 * inv(1n + 2n * r2 * r2));
  const rhs = m2(w2 * w2 * w2 + A3 * w2 * w2 + w2);
  const legendre = rhs === 0n ? 0n : pow3(rhs, (P2 - 1n) / 2n) === 1n ? 1n : -1n;
  const u2 = legendre !== -1n ? w2 : m2(-w2 - A3);
  const y2 = m2((u2 - 1n) * inv(u2 + 1n));
  const x2 = m2((y2 * y2 - 1n) * inv(D2 * y2 * y2 + 1n));
  let x3 = pow3(x2, (P2 + 3n) / 8n);
  if (m2(x3 * x3) !== x2) x3 = m2(x3 * SQRT_M12);
  if (x3 !== 0n && (isNegative(x3) ? s2 === 0 : s2 === 1)) x3 = m2(-x3);
  return ed25519.Point.fromAffine({ x: x3, y: y2 }).double().double().double();
}

// src/deck/scalar.ts
var ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;
var SCALAR_BYTES = 32;
var GroupError = class extends Error {
  index;
  constructor(message, index) {
    super(message);
    this.name = new.target.name;
    this.index = index;
  }
};
var PointError = class extends GroupError {
};
var ScalarError = class extends GroupError {
};
function intLE(bytes) {
  let v2 = 0n;
  for (let i2 = bytes.length - 1; i2 >= 0; i2--) v2 = v2 << 8n | BigInt(bytes[i2]);
  return v2;
}
function scalarBytes(value) {
  const out = new Uint8Array(SCALAR_BYTES);
  let v2 = value;
  for (let i2 = 0; i2 < SCALAR_BYTES; i2++) {
    out[i2] = Number(v2 & 0xffn);
    v2 >>= 8n;
  }
  return out;
}
function mod2(a2) {
  const r2 = a2 % ORDER;
  return r2 < 0n ? r2 + ORDER : r2;
}
function decodeScalar(s2) {
  if (!(s2 instanceof Uint8Array) || s2.length !== SCALAR_BYTES) {
    throw new ScalarError(`a scalar is ${SCALAR_BYTES} bytes, got ${s2 instanceof Uint8Array ? s2.length : typeof s2}`);
  }
  const v2 = intLE(s2);
  if (v2 === 0n) throw new ScalarError("the zero scalar");
  if (v2 >= ORDER) throw new ScalarError("non-canonical scalar (not below L)");
  return v2;
}
function encodeScalar(value) {
  if (value <= 0n || value >= ORDER) throw new ScalarError(`scalar out of range (0, L): ${value}`);
  return scalarBytes(value);
}
function invert2(a2) {
  const x2 = mod2(a2);
  if (x2 === 0n) throw new ScalarError("the zero scalar has no inverse");
  return invert(x2, ORDER);
}
function product(values) {
  let acc = 1n;
  for (const v2 of values) acc = acc * v2 % ORDER;
  return acc;
}
function reduce64(wide2) {
  if (wide2.length !== 64) throw new GroupError(`reduce takes 64 bytes, got ${wide2.length}`);
  return intLE(wide2) % ORDER;
}
function nonzero(digest) {
  let h2 = digest;
  let v2 = reduce64(h2);
  while (v2 === 0n) {
    h2 = sha512(h2);
    v2 = reduce64(h2);
  }
  return v2;
}

// src/deck/group.ts
var POINT_BYTES = 32;
var DeckGroup = class {
  constructor(name, cons, decodeRaw, hashRaw, cacheLimit, native) {
    this.name = name;
    this.cons = cons;
    this.decodeRaw = decodeRaw;
    this.hashRaw = hashRaw;
    this.native = native;
    this.cacheLimit = cacheLimit;
    this.generator = this.base.toBytes();
    this.identity = this.zero.toBytes();
  }
  name;
  cons;
  decodeRaw;
  hashRaw;
  native;
  generator;
  /** The identity's encoding: 32 zero bytes (ristretto255), `01 00 .. 00` (edwards25519). */
  identity;
  /**
   * Decoded elements by encoding. Validity is a function of the bytes alone, and in
   * edwards25519 it costs a multiplication by L, so a deck or proof point checked once (the
   * next seat, the audit, a proof check) is not checked again. Bounded; oldest out.
   */
  cache = /* @__PURE__ */ new Map();
  cacheLimit;
  /** Products libsodium computed ahead (in Web Workers), by `productKey`: see `usingProducts`. */
  products = null;
  /** The points of `products` (`pointKey`): each passed libsodium's decoding where it was multiplied. */
  multipliedAhead = null;
  /** Forget every cached decoding (benchmarks measure the validation itself). */
  clearCache() {
    this.cache.clear();
  }
  get base() {
    return this.cons.BASE;
  }
  get zero() {
    return this.cons.ZERO;
  }
  /** The element `p` encodes, or PointError: not 32 bytes, not canonical, not in the group, or the identity. */
  decode(p2, index) {
    if (!(p2 instanceof Uint8Array) || p2.length !== POINT_BYTES) {
      throw new PointError(`a point is ${POINT_BYTES} bytes, got ${p2 instanceof Uint8Array ? p2.length : typeof p2}`, index);
    }
    const key = this.cacheLimit > 0 ? hex(p2) : "";
    const hit = this.cacheLimit > 0 ? this.cache.get(key) : void 0;
    if (hit) return hit;
    let e;
    try {
      e = this.decodeRaw(p2);
    } catch {
      throw new PointError(`not a valid ${this.name} element: ${hex(p2)}`, index);
    }
    if (e.is0()) throw new PointError(`the identity is not a valid ${this.name} element`, index);
    if (this.cacheLimit > 0) {
      if (this.cache.size >= this.cacheLimit) this.cache.delete(this.cache.keys().next().value);
      this.cache.set(key, e);
    }
    return e;
  }
  /**
   * Is `p` a valid element (SPEC 4.1)? One libsodium check, after SPEC's own refusals. Inside
   * `usingProducts`, a point with a product is valid without a second check: libsodium's
   * multiplication that made the product decodes it exactly as its validity check does.
   */
  isValid(p2) {
    if (!(p2 instanceof Uint8Array) || p2.length !== POINT_BYTES || !this.native.precheck(p2)) return false;
    return this.multipliedAhead?.has(pointKey(p2)) === true || this.native.isValid(p2);
  }
  /**
   * Runs `fn` with `products`: `s·p` for some pairs, each the output of this group's libsodium
   * multiplication of exactly `s` and `p` (so `p` passed its validation), computed elsewhere
   * (a deck step's work, spread over Web Workers: workers/pool.ts). `mult` takes a product from
   * there instead of computing it again, after SPEC's refusals it makes itself; `isValid` takes
   * a point with a product as checked (the multiplication validated it), after the same refusals.
   */
  usingProducts(products, fn) {
    this.products = products;
    this.multipliedAhead = new Set(Array.from(products.keys(), (key) => key.slice(0, 2 * POINT_BYTES)));
    try {
      return fn();
    } finally {
      this.products = null;
      this.multipliedAhead = null;
    }
  }
  /** `s·p` of an encoded point, validating `p` (libsodium); the encoding of the product. */
  mult(s2, p2, index) {
    checkScalar(s2);
    if (!(p2 instanceof Uint8Array) || p2.length !== POINT_BYTES) {
      throw new PointError(`a point is ${POINT_BYTES} bytes, got ${p2 instanceof Uint8Array ? p2.length : typeof p2}`, index);
    }
    if (!this.native.precheck(p2)) throw new PointError(`not a valid ${this.name} element: ${hex(p2)}`, index);
    const ahead = this.products?.get(productKey(s2, p2));
    if (ahead !== void 0) return ahead.slice();
    try {
      return this.native.mult(scalarBytes(s2), p2);
    } catch {
      throw new PointError(`not a valid ${this.name} element: ${hex(p2)}`, index);
    }
  }
  /** `s·G` (libsodium). */
  baseMult(s2) {
    checkScalar(s2);
    return this.native.baseMult(scalarBytes(s2));
  }
  /**
   * `p + q` of encodings (libsodium), each a valid element or the identity: libsodium refuses
   * what it cannot decode but, in edwards25519, does not check the subgroup, so a point from a
   * peer goes through `isValid` or `mult` first. The result may be the identity.
   */
  add(p2, q2) {
    try {
      return this.native.add(p2, q2);
    } catch {
      throw new PointError(`cannot add ${this.name} encodings ${hex(p2)} and ${hex(q2)}`);
    }
  }
  /** `p - q` of encodings, as `add`. */
  sub(p2, q2) {
    try {
      return this.native.sub(p2, q2);
    } catch {
      throw new PointError(`cannot subtract ${this.name} encoding ${hex(q2)} from ${hex(p2)}`);
    }
  }
  /** The group's hash-to-group map of a 64-byte SHA-512 digest (SPEC.md 4.3). */
  hashToPoint(digest) {
    if (digest.length !== 64) throw new PointError(`hash_to_point takes 64 bytes, got ${digest.length}`);
    const e = this.hashRaw(digest);
    const bytes = e.toBytes();
    this.decode(bytes);
    return bytes;
  }
};
var HEX_BYTE = Array.from({ length: 256 }, (_2, b2) => b2.toString(16).padStart(2, "0"));
function productKey(s2, p2) {
  return pointKey(p2) + s2.toString(16);
}
function pointKey(p2) {
  let key = "";
  for (let i2 = 0; i2 < p2.length; i2++) key += HEX_BYTE[p2[i2]];
  return key;
}
function checkScalar(s2) {
  if (s2 <= 0n || s2 >= ORDER) throw new ScalarError(`scalar out of range (0, L)`);
}
function hex(p2) {
  return Array.from(p2, (b2) => b2.toString(16).padStart(2, "0")).join("");
}
var RistrettoPoint = ristretto255.Point;
var EdwardsPoint = ed25519.Point;
var RISTRETTO255 = new DeckGroup(
  "ristretto255",
  RistrettoPoint,
  // RFC 9496 4.3.1: noble refuses s >= p (so bit 255 set) and negative s; the identity is
  // refused by decode.
  (b2) => RistrettoPoint.fromBytes(b2),
  (d2) => ristretto255_hasher.deriveToCurve(d2),
  0,
  // a decoding is one square root: cheaper than the cache's hex key
  {
    // libsodium accepts the identity and ignores bit 255 (SPEC 4.1): both refused here
    precheck: (p2) => (p2[31] & 128) === 0 && p2.some((b2) => b2 !== 0),
    isValid: (p2) => lib().crypto_core_ristretto255_is_valid_point(p2),
    mult: (s2, p2) => lib().crypto_scalarmult_ristretto255(s2, p2),
    baseMult: (s2) => lib().crypto_scalarmult_ristretto255_base(s2),
    add: (p2, q2) => lib().crypto_core_ristretto255_add(p2, q2),
    sub: (p2, q2) => lib().crypto_core_ristretto255_sub(p2, q2)
  }
);
var EDWARDS25519 = new DeckGroup(
  "edwards25519",
  EdwardsPoint,
  (b2) => {
    if (!lib().crypto_core_ed25519_is_valid_point(b2)) throw new Error("not a valid edwards25519 point");
    return EdwardsPoint.fromBytes(b2, false);
  },
  (d2) => fromUniform(d2.subarray(0, 32)),
  8192,
  {
    precheck: () => true,
    isValid: (p2) => lib().crypto_core_ed25519_is_valid_point(p2),
    mult: (s2, p2) => lib().crypto_scalarmult_ed25519_noclamp(s2, p2),
    baseMult: (s2) => lib().crypto_scalarmult_ed25519_base_noclamp(s2),
    add: (p2, q2) => lib().crypto_core_ed25519_add(p2, q2),
    sub: (p2, q2) => lib().crypto_core_ed25519_sub(p2, q2)
  }
);
var GROUPS = {
  ristretto255: RISTRETTO255,
  edwards25519: EDWARDS25519
};

// src/bytes.ts
function toHex(bytes) {
  let out = "";
  for (const b2 of bytes) out += b2.toString(16).padStart(2, "0");
  return out;
}
function concatBytes3(...parts) {
  let size = 0;
  for (const p2 of parts) size += p2.length;
  const out = new Uint8Array(size);
  let at2 = 0;
  for (const p2 of parts) {
    out.set(p2, at2);
    at2 += p2.length;
  }
  return out;
}
function bytesEqual(a2, b2) {
  if (a2.length !== b2.length) return false;
  for (let i2 = 0; i2 < a2.length; i2++) if (a2[i2] !== b2[i2]) return false;
  return true;
}
function utf8(text2) {
  return new TextEncoder().encode(text2);
}

// src/identity/ed25519.ts
var PUBLIC_KEY_LEN = 32;
var SIGNATURE_LEN = 64;
var Point = ed25519.Point;
var L2 = Point.Fn.ORDER;
var SignatureError = class extends Error {
  name = "SignatureError";
};
var validKeys = /* @__PURE__ */ new Set();
function checkPublicKey(key) {
  if (!(key instanceof Uint8Array) || key.length !== PUBLIC_KEY_LEN) throw new SignatureError("an identity key is 32 bytes");
  const id = toHex(key);
  if (validKeys.has(id)) return;
  if (!lib().crypto_core_ed25519_is_valid_point(key)) {
    throw new SignatureError("identity key is not a valid prime-order Ed25519 point");
  }
  if (validKeys.size >= 256) validKeys.clear();
  validKeys.add(id);
}
function verify(key, domain, data, signature) {
  checkPublicKey(key);
  if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_LEN) throw new SignatureError("a signature is 64 bytes");
  if (!lib().crypto_sign_verify_detached(signature, concatBytes3(domain, data), key)) {
    throw new SignatureError("bad signature");
  }
}
var Identity = class {
  publicKey;
  secretKey;
  constructor(seed) {
    if (!(seed instanceof Uint8Array) || seed.length !== 32) throw new Error("an identity seed is 32 bytes");
    const pair = lib().crypto_sign_seed_keypair(seed);
    this.publicKey = pair.publicKey;
    this.secretKey = pair.privateKey;
  }
  /** Ed25519 over `domain ‖ data` (deterministic, RFC 8032). */
  sign(domain, data) {
    return lib().crypto_sign_detached(concatBytes3(domain, data), this.secretKey);
  }
};

// src/messages/text.ts
var REFUSED = [
  [0, 31],
  [127, 159],
  [160, 160],
  [173, 173],
  [1564, 1564],
  [5760, 5760],
  [6158, 6158],
  [8192, 8207],
  [8232, 8239],
  [8287, 8303],
  [12288, 12288],
  [55296, 57343],
  [57344, 63743],
  [64976, 65007],
  [65279, 65279],
  [65529, 65531],
  [983040, 1114111]
];
function refusedCodePoint(code) {
  if ((code & 65534) === 65534) return true;
  return REFUSED.some(([lo, hi]) => lo <= code && code <= hi);
}
function isText(value, max, min = 1) {
  if (typeof value !== "string") return false;
  let count = 0;
  for (const ch of value) {
    if (refusedCodePoint(ch.codePointAt(0))) return false;
    count += 1;
  }
  return min <= count && count <= max;
}

// src/messages/layout.ts
var MessageError = class extends Error {
  name = "MessageError";
};
function describe(v2) {
  if (v2 instanceof Uint8Array) return `bin of length ${v2.length}`;
  if (Array.isArray(v2)) return `array of length ${v2.length}`;
  if (typeof v2 === "string") return `str of length ${[...v2].length}`;
  if (v2 !== null && typeof v2 === "object") return "map";
  return String(v2);
}
function int(lo, hi) {
  return (v2) => {
    if (typeof v2 !== "number" || !Number.isInteger(v2) || v2 < lo || v2 > hi) {
      throw new MessageError(`expected an integer in ${lo}..${hi}, got ${describe(v2)}`);
    }
  };
}
function bin(size) {
  return (v2) => {
    if (!(v2 instanceof Uint8Array) || v2.length !== size) throw new MessageError(`expected ${size} bytes, got ${describe(v2)}`);
  };
}
function text(max) {
  return (v2) => {
    if (!isText(v2, max)) throw new MessageError(`expected text of 1..${max} characters, got ${describe(v2)}`);
  };
}
function list(item, max) {
  return (v2) => {
    if (!Array.isArray(v2) || v2.length > max) throw new MessageError(`expected a list of at most ${max} items, got ${describe(v2)}`);
    for (const x2 of v2) item(x2);
  };
}
function tuple(...items) {
  return (v2) => {
    if (!Array.isArray(v2) || v2.length !== items.length) {
      throw new MessageError(`expected a ${items.length}-item array, got ${describe(v2)}`);
    }
    v2.forEach((x2, i2) => items[i2](x2));
  };
}
var map = (v2) => {
  if (v2 === null || typeof v2 !== "object" || Array.isArray(v2) || v2 instanceof Uint8Array) {
    throw new MessageError(`expected a map, got ${describe(v2)}`);
  }
};

// src/messages/kinds.ts
var MAX_NAME_LEN = 64;
var MAX_REASON_LEN = 200;
var MAX_PROOF_LEN = 38400;
var POS = int(0, 1e3);
var KEY = bin(32);
var POINT = bin(32);
var TRAIN = int(-1, 9);
var PIP = int(0, 15);
var TABLE_KINDS = {
  open: [text(MAX_NAME_LEN), map, int(2, 10), bin(32), int(0, 2 ** 40)],
  join: [text(MAX_NAME_LEN), bin(32)],
  start: [],
  end: [list(int(-(2 ** 31), 2 ** 31), 10), list(int(0, 9), 10)],
  abort: [int(-1, 9), text(MAX_REASON_LEN)]
};
var ROUND_KINDS = {
  commit: [bin(64)],
  shuffle: [list(POINT, 200)],
  lock: [list(POINT, 200)],
  deal: [list(tuple(POS, KEY), 200)],
  place_engine: [POS, KEY],
  no_engine: [],
  draw: [],
  release: [POS, KEY],
  play: [POS, tuple(PIP, PIP), TRAIN, KEY],
  pass: [],
  end_build: [],
  anomaly: [POS, text(MAX_REASON_LEN)],
  reveal: [bin(32), bin(32)]
};
var HOST_KINDS = /* @__PURE__ */ new Set(["open", "start", "end", "abort"]);
var options = (v2) => {
  list(text(MAX_NAME_LEN), 8)(v2);
  const names = v2;
  if (names.length === 0) throw new MessageError("an empty option list is sent as no list at all");
  for (let i2 = 1; i2 < names.length; i2++) {
    if (compareCodePoints(names[i2 - 1], names[i2]) >= 0) throw new MessageError("table options must be distinct and sorted");
  }
};
function compareCodePoints(a2, b2) {
  const x2 = [...a2];
  const y2 = [...b2];
  for (let i2 = 0; i2 < Math.min(x2.length, y2.length); i2++) {
    const d2 = x2[i2].codePointAt(0) - y2[i2].codePointAt(0);
    if (d2 !== 0) return d2;
  }
  return x2.length - y2.length;
}
var proof = (v2) => {
  if (!(v2 instanceof Uint8Array) || v2.length < 1 || v2.length > MAX_PROOF_LEN) {
    throw new MessageError(`expected a proof of 1..${MAX_PROOF_LEN} bytes, got ${describe(v2)}`);
  }
};
var OPTIONAL_LAST = { open: options, shuffle: proof, lock: proof };
function isKind(kind) {
  return Object.hasOwn(TABLE_KINDS, kind) || Object.hasOwn(ROUND_KINDS, kind);
}
function isTableKind(kind) {
  return Object.hasOwn(TABLE_KINDS, kind);
}
function checkPayload(kind, payload) {
  let schema = Object.hasOwn(TABLE_KINDS, kind) ? TABLE_KINDS[kind] : Object.hasOwn(ROUND_KINDS, kind) ? ROUND_KINDS[kind] : void 0;
  if (schema === void 0) throw new MessageError(`unknown message kind ${JSON.stringify(kind)}`);
  const extra = Object.hasOwn(OPTIONAL_LAST, kind) ? OPTIONAL_LAST[kind] : void 0;
  if (extra && Array.isArray(payload) && payload.length === schema.length + 1) schema = [...schema, extra];
  if (!Array.isArray(payload) || payload.length !== schema.length) {
    throw new MessageError(`${kind}: payload must be a ${schema.length}-item array`);
  }
  schema.forEach((check, i2) => {
    try {
      check(payload[i2]);
    } catch (error) {
      if (error instanceof MessageError) throw new MessageError(`${kind}: payload item ${i2}: ${error.message}`);
      throw error;
    }
  });
  return payload;
}

// src/identity/domains.ts
function dst(name) {
  return concatBytes3(utf8(name), new Uint8Array(1));
}
var DST_MESSAGE = dst("mextrain/v1/message");
var DST_ENTRY = dst("mextrain/v1/entry");
var DST_ENTRY_HASH = dst("mextrain/v1/entry-hash");

// src/messages/message.ts
var VERSION = 1;
var GAME_ID_LEN = 16;
var HASH_LEN = 32;
var HOST_SEAT = -1;
var TABLE_ROUND = -1;
var MAX_COUNTER = 2 ** 32;
function decodeWith(bytes, what, limits) {
  try {
    return decode(bytes, limits);
  } catch (error) {
    if (error instanceof CodecError) throw new MessageError(`${what}: ${error.message}`);
    throw error;
  }
}
function decodeMessage(raw) {
  const outer = decodeWith(raw, "signed message", MESSAGE);
  if (!Array.isArray(outer) || outer.length !== 2 || !(outer[0] instanceof Uint8Array) || !(outer[1] instanceof Uint8Array)) {
    throw new MessageError("a signed message is [body, signature]");
  }
  const [body, signature] = outer;
  if (signature.length !== SIGNATURE_LEN) throw new MessageError("a signature is 64 bytes");
  const fields = decodeWith(body, "message body", BODY);
  if (!Array.isArray(fields) || fields.length !== 8) throw new MessageError("a message body is an 8-item array");
  const [version, gameId, round, kind, seat, counter, seen, payload] = fields;
  if (version !== VERSION) throw new MessageError(`protocol version ${String(version)} is not supported (this is ${VERSION})`);
  bin(GAME_ID_LEN)(gameId);
  int(TABLE_ROUND, 100)(round);
  if (typeof kind !== "string" || !isKind(kind)) throw new MessageError(`unknown message kind ${JSON.stringify(kind)}`);
  if (isTableKind(kind) !== (round === TABLE_ROUND)) {
    throw new MessageError(`${kind} must carry round ${isTableKind(kind) ? "-1" : ">= 0"}`);
  }
  int(HOST_SEAT, 9)(seat);
  int(0, MAX_COUNTER)(counter);
  bin(HASH_LEN)(seen);
  checkPayload(kind, payload);
  return {
    gameId,
    round,
    kind,
    seat,
    counter,
    seen,
    payload,
    body,
    signature,
    raw
  };
}
function verifyMessage(message, publicKey) {
  verify(publicKey, DST_MESSAGE, message.body, message.signature);
}
function encodeMessage(identity, fields) {
  checkPayload(fields.kind, fields.payload);
  const body = encode([VERSION, fields.gameId, fields.round, fields.kind, fields.seat, fields.counter, fields.seen, fields.payload]);
  return encode([body, identity.sign(DST_MESSAGE, body)]);
}

// src/log/entry.ts
var HASH_LEN2 = 32;
var GENESIS = new Uint8Array(HASH_LEN2);
var MAX_ENTRY_LEN = 1 << 20;
var EntryError = class extends Error {
  name = "EntryError";
};
function entryHash(raw) {
  return sha256(concatBytes3(DST_ENTRY_HASH, raw));
}
var LAYOUT = "an entry is [index, prev, message, host_signature]";
function decodeEntry(raw) {
  let fields;
  try {
    fields = decode(raw, ENTRY);
  } catch (error) {
    if (error instanceof CodecError) {
      throw new EntryError(error.name === "LimitError" ? LAYOUT : `entry is not canonical msgpack: ${error.message}`);
    }
    throw error;
  }
  if (!Array.isArray(fields) || fields.length !== 4) throw new EntryError(LAYOUT);
  const [index, prev, message, hostSignature] = fields;
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0) throw new EntryError(`bad entry index ${String(index)}`);
  if (!(prev instanceof Uint8Array) || prev.length !== HASH_LEN2) throw new EntryError("prev must be a 32-byte hash");
  if (!(message instanceof Uint8Array)) throw new EntryError("message must be bytes");
  if (!(hostSignature instanceof Uint8Array) || hostSignature.length !== SIGNATURE_LEN) {
    throw new EntryError("host signature must be 64 bytes");
  }
  return { index, prev, message, hostSignature, raw };
}
function checkLink(entry, expectedIndex, expectedPrev, hostKey) {
  if (entry.index !== expectedIndex) throw new EntryError(`expected entry ${expectedIndex}, got ${entry.index}`);
  if (!bytesEqual(entry.prev, expectedPrev)) throw new EntryError("hash chain broken: prev is not the hash of the previous entry");
  try {
    verify(hostKey, DST_ENTRY, encode([entry.index, entry.prev, entry.message]), entry.hostSignature);
  } catch (error) {
    if (error instanceof SignatureError) throw new EntryError(`host signature: ${error.message}`);
    throw error;
  }
}

// src/log/chain.ts
var LogCheckError = class extends Error {
  constructor(blame) {
    super(blame.entry === null ? blame.reason : `entry ${blame.entry}: ${blame.reason}`);
    this.blame = blame;
  }
  blame;
  name = "LogCheckError";
};
var ChainChecker = class {
  opening = null;
  head = GENESIS;
  count = 0;
  hashIndex = /* @__PURE__ */ new Map();
  counters = /* @__PURE__ */ new Map();
  seenAt = /* @__PURE__ */ new Map();
  /** Entries accepted so far. */
  get length() {
    return this.count;
  }
  /** The hash of the last accepted entry (32 zero bytes before entry 0). */
  get headHash() {
    return this.head;
  }
  get open() {
    return this.opening;
  }
  /**
   * Checks `raw` as the next entry; throws LogCheckError with the blame of 6.3. Nothing changes
   * until {@link accept}: a caller whose own checks refuse the entry leaves the chain as it was.
   */
  check(raw, keys) {
    const index = this.count;
    const host = (reason) => new LogCheckError({ seat: HOST_SEAT, entry: index, reason, cheater: false });
    let entry;
    try {
      entry = decodeEntry(raw);
    } catch (error) {
      if (error instanceof EntryError) throw host(`malformed entry: ${error.message}`);
      throw error;
    }
    let message;
    try {
      message = decodeMessage(entry.message);
    } catch (error) {
      if (error instanceof MessageError) throw host(`malformed message: ${error.message}`);
      throw error;
    }
    let opening = this.opening;
    if (index === 0) {
      if (message.kind !== "open" || message.seat !== HOST_SEAT) throw host("the first entry must be the host's open message");
      opening = { gameId: message.gameId, seats: message.payload[2], hostKey: message.payload[3] };
      try {
        checkPublicKey(opening.hostKey);
        checkLink(entry, 0, GENESIS, opening.hostKey);
      } catch (error) {
        if (error instanceof SignatureError || error instanceof EntryError) throw host(`open: ${error.message}`);
        throw error;
      }
    } else {
      try {
        checkLink(entry, index, this.head, opening.hostKey);
      } catch (error) {
        if (error instanceof EntryError) throw host(error.message);
        throw error;
      }
      if (!bytesEqual(message.gameId, opening.gameId)) throw host("message from another game");
    }
    const key = this.signerKey(message, index, opening, keys);
    try {
      verifyMessage(message, key);
    } catch (error) {
      if (error instanceof SignatureError) throw host(`${message.kind}: ${error.message}`);
      throw error;
    }
    const last = this.counters.get(message.seat) ?? -1;
    if (message.counter <= last) {
      throw host(`${message.kind}: counter ${message.counter} is not above ${last}: a replayed or reordered message`);
    }
    const seenIndex = bytesEqual(message.seen, GENESIS) ? -1 : this.hashIndex.get(toHex(message.seen));
    if (seenIndex === void 0) throw host(`${message.kind}: refers to a log head never seen`);
    if (seenIndex < (this.seenAt.get(message.seat) ?? -1)) throw host(`${message.kind}: log head went backwards`);
    return { index, entry, message, hash: entryHash(raw), seenIndex };
  }
  /** Moves the chain on past an entry the caller's checks accepted too. */
  accept(checked) {
    if (checked.index !== this.count) throw new Error(`entry ${checked.index} is not the next one (${this.count})`);
    if (checked.index === 0) {
      const p2 = checked.message.payload;
      this.opening = { gameId: checked.message.gameId, seats: p2[2], hostKey: p2[3] };
    }
    this.head = checked.hash;
    this.hashIndex.set(toHex(checked.hash), checked.index);
    this.counters.set(checked.message.seat, checked.message.counter);
    this.seenAt.set(checked.message.seat, checked.seenIndex);
    this.count += 1;
  }
  /**
   * Is `raw`, refused as the next entry, its seat's own signed evidence (6.3)? Signed by the
   * key that holds the seat (a `join` never is: anyone can sign one), for this game, with a
   * counter above the seat's last and `seen` the hash of the previous entry.
   */
  isEvidence(raw, keys) {
    let message;
    try {
      message = decodeMessage(decodeEntry(raw).message);
    } catch {
      return false;
    }
    return this.isEvidenceMessage(message, keys);
  }
  /** {@link isEvidence} for a message already decoded. */
  isEvidenceMessage(message, keys) {
    if (this.opening === null) return false;
    const seat = message.seat;
    if (seat < 0 || seat >= this.opening.seats || !bytesEqual(message.gameId, this.opening.gameId)) return false;
    if (!bytesEqual(message.seen, this.head) || message.counter <= (this.counters.get(seat) ?? -1)) return false;
    const key = message.kind === "join" ? null : keys.keyOf(seat);
    if (key === null) return false;
    try {
      verifyMessage(message, key);
      return true;
    } catch {
      return false;
    }
  }
  signerKey(message, index, opening, keys) {
    const host = (reason) => new LogCheckError({ seat: HOST_SEAT, entry: index, reason, cheater: false });
    if (message.seat === HOST_SEAT) {
      if (!HOST_KINDS.has(message.kind)) throw host(`the host may not send ${message.kind}`);
      if (message.kind === "open" && index > 0) throw host("a second open");
      return opening.hostKey;
    }
    if (HOST_KINDS.has(message.kind)) {
      const reason = `${message.kind} is the host's message; seat ${message.seat} may not send it`;
      const cheater = index > 0 && this.isEvidenceMessage(message, keys);
      throw new LogCheckError({ seat: cheater ? message.seat : HOST_SEAT, entry: index, reason, cheater });
    }
    if (message.kind === "join") return message.payload[1];
    const key = message.seat < opening.seats ? keys.keyOf(message.seat) : null;
    if (key === null) throw host(`${message.kind} from seat ${message.seat}, which nobody holds`);
    return key;
  }
};

// src/log/file.ts
var LOG_MAGIC = "mextrain-log/1";
var HEADER = encode(LOG_MAGIC);
function frameEntry(raw) {
  return encode(raw);
}
function writeLog(entries) {
  return concatBytes3(HEADER, ...entries.map(frameEntry));
}

// src/log/walk.ts
var TableRefusal = class extends Error {
  constructor(seat, reason) {
    super(reason);
    this.seat = seat;
  }
  seat;
  name = "TableRefusal";
};

// src/seat/bot.ts
function seededRandom(seed) {
  let a2 = seed >>> 0;
  return () => {
    a2 = a2 + 1831565813 >>> 0;
    let t2 = a2;
    t2 = Math.imul(t2 ^ t2 >>> 15, t2 | 1);
    t2 ^= t2 + Math.imul(t2 ^ t2 >>> 7, t2 | 61);
    return ((t2 ^ t2 >>> 14) >>> 0) / 4294967296;
  };
}
function heavyBot(seed) {
  const random = seededRandom(seed);
  return (actions) => {
    if (actions.length === 0) throw new Error("a bot needs at least one legal action");
    const plays = actions.filter((a2) => a2.kind === "play");
    if (plays.length === 0) return actions[0];
    const pips = (e) => e.kind === "play" ? e.tile.low + e.tile.high : -1;
    const best2 = Math.max(...plays.map(pips));
    const heaviest = plays.filter((a2) => pips(a2) === best2);
    return heaviest[Math.floor(random() * heaviest.length)];
  };
}

// src/rules/limits.ts
var MAX_NAME = 64;
var MAX_SEED = 200;
var MAX_DESCRIPTION = 1e3;
var MAX_DOUBLE_BLANK_PIPS = 1e3;
var MAX_HAND = 136;
var RulesetError = class extends Error {
  name = "RulesetError";
};
var REFUSED2 = [
  [0, 31],
  [127, 159],
  [160, 160],
  [173, 173],
  [1564, 1564],
  [5760, 5760],
  [6158, 6158],
  [8192, 8207],
  [8232, 8239],
  [8287, 8303],
  [12288, 12288],
  [55296, 57343],
  [57344, 63743],
  [64976, 65007],
  [65279, 65279],
  [65529, 65531],
  [983040, 1114111]
];
function refusedCodePoint2(code) {
  if ((code & 65534) === 65534) return true;
  return REFUSED2.some(([lo, hi]) => lo <= code && code <= hi);
}
function isText2(value, maxLen, minLen = 1) {
  if (typeof value !== "string") return false;
  let count = 0;
  for (const ch of value) {
    const code = ch.codePointAt(0);
    if (refusedCodePoint2(code)) return false;
    count++;
  }
  return minLen <= count && count <= maxLen;
}
function isIntIn(value, lo, hi) {
  return typeof value === "number" && Number.isSafeInteger(value) && lo <= value && value <= hi;
}
function has(data, key) {
  return Object.prototype.hasOwnProperty.call(data, key);
}
function isMap(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
function checkWireRuleset(data) {
  if (!isMap(data)) throw new RulesetError("a ruleset is a map");
  const texts = [
    ["name", MAX_NAME, 1],
    ["seed", MAX_SEED, 1],
    ["description", MAX_DESCRIPTION, 0]
  ];
  for (const [key, longest, shortest] of texts) {
    if (has(data, key) && !isText2(data[key], longest, shortest)) {
      throw new RulesetError(`${key} must be text of ${shortest}..${longest} characters`);
    }
  }
  const sizes = has(data, "hand_sizes") ? data["hand_sizes"] : [];
  if (!Array.isArray(sizes) || sizes.length < 1 || sizes.length > 9) {
    throw new RulesetError("hand_sizes must hold 1 to 9 [up_to_players, tiles] pairs");
  }
  for (const pair of sizes) {
    const ok = Array.isArray(pair) && pair.length === 2 && isIntIn(pair[0], 2, 10) && isIntIn(pair[1], 1, MAX_HAND);
    if (!ok) throw new RulesetError(`hand_sizes pairs are [2..10, 1..${MAX_HAND}], not ${JSON.stringify(pair)}`);
  }
  const pips = has(data, "double_blank_pips") ? data["double_blank_pips"] : 0;
  if (!isIntIn(pips, 0, MAX_DOUBLE_BLANK_PIPS)) {
    throw new RulesetError(`double_blank_pips must be 0..${MAX_DOUBLE_BLANK_PIPS}`);
  }
}

// src/rules/tiles.ts
var SUPPORTED_SETS = [6, 9, 12, 15];
function tileText(t2) {
  return `${t2.high}-${t2.low}`;
}
function sameTile(a2, b2) {
  if (a2 == null || b2 == null) return false;
  return a2.low === b2.low && a2.high === b2.high;
}
function isDouble(t2) {
  return t2.low === t2.high;
}
function hasEnd(t2, end) {
  return t2.low === end || t2.high === end;
}
function setSize(maxPip) {
  return (maxPip + 1) * (maxPip + 2) / 2;
}

// src/rules/ruleset.ts
var RULESET_KEYS = [
  "name",
  "seed",
  "max_pip",
  "min_players",
  "max_players",
  "hand_sizes",
  "engine",
  "engine_missing",
  "round_order",
  "rounds",
  "first_turn",
  "mexican_on_first_turn",
  "mexican_needs_own_train",
  "draw",
  "first_turn_draw",
  "open_doubles",
  "follow_up",
  "double_duty",
  "marker_when_covering",
  "last_double",
  "scoring",
  "blocked_winner",
  "blocked_tie",
  "double_blank_pips",
  "out_on_double_doubles",
  "description"
];
var CHOICES = {
  engine: ["held", "set_aside"],
  engine_missing: ["draw", "highest_double"],
  round_order: ["descending", "ascending"],
  first_turn: ["build", "single"],
  draw: ["may_play", "must_play", "until_playable"],
  first_turn_draw: ["may_play", "must_play", "until_playable"],
  open_doubles: ["cover_any", "in_order", "at_most_one"],
  follow_up: ["anywhere", "on_double"],
  double_duty: ["everyone", "layer_only"],
  last_double: ["out", "forbidden", "must_cover"],
  scoring: ["penalty", "positive"],
  blocked_winner: ["fewest_pips", "fewest_tiles"],
  blocked_tie: ["shared", "no_winner"]
};
var BOOLS = /* @__PURE__ */ new Set(["mexican_on_first_turn", "mexican_needs_own_train", "marker_when_covering", "out_on_double_doubles"]);
var INTS = /* @__PURE__ */ new Set(["max_pip", "min_players", "max_players", "rounds", "double_blank_pips"]);
var STRS = /* @__PURE__ */ new Set(["name", "seed", "description"]);
var DEFAULT_RULES = {
  name: "custom",
  seed: "none (a custom ruleset)",
  max_pip: 12,
  min_players: 2,
  max_players: 10,
  hand_sizes: [[6, 12], [8, 10], [10, 8]],
  engine: "held",
  engine_missing: "draw",
  round_order: "descending",
  rounds: 13,
  first_turn: "build",
  mexican_on_first_turn: false,
  mexican_needs_own_train: false,
  draw: "must_play",
  first_turn_draw: "until_playable",
  open_doubles: "cover_any",
  follow_up: "anywhere",
  double_duty: "everyone",
  marker_when_covering: false,
  last_double: "out",
  scoring: "penalty",
  blocked_winner: "fewest_tiles",
  blocked_tie: "shared",
  double_blank_pips: 0,
  out_on_double_doubles: false,
  description: ""
};
var SEED_CLASSIC = "000_1ca213da5abfe8ff.txt, 002_2fff3d9afa9ed00d.txt";
var PRESETS = {
  classic: makeRuleset({
    name: "classic",
    seed: SEED_CLASSIC,
    draw: "must_play",
    first_turn_draw: "until_playable",
    blocked_winner: "fewest_tiles",
    description: "The wikiHow guide (000) and its Swedish translation (002): double-12, 12/10/8 tiles by table size, the holder of the round's double starts (draw in turn if nobody has it), a first turn that builds your own train (draw until a tile fits if you cannot start it), no Mexican train on the first turn, a drawn tile that fits must be played, 13 rounds from 12-12 down to 0-0, penalty scoring."
  }),
  "classic-ordered": makeRuleset({
    name: "classic-ordered",
    seed: "002_2fff3d9afa9ed00d.txt",
    open_doubles: "in_order",
    blocked_winner: "fewest_pips",
    description: "classic with 002's rule that several open doubles are covered in the order they were played."
  }),
  boxed: makeRuleset({
    name: "boxed",
    seed: "001_969b684bb6ce4fe3.txt",
    min_players: 4,
    hand_sizes: [[4, 15], [6, 12], [8, 10], [10, 8]],
    draw: "may_play",
    first_turn_draw: "may_play",
    description: "The boxed-set rules sheet (001): 4-10 players, 15/12/10/8 tiles, the first round builds as long a train as possible, then one tile on your own or the Mexican train, draw one (you may play it), marker; a double earns one more tile."
  }),
  express: makeRuleset({
    name: "express",
    seed: "003_347a02f077a68352.txt",
    max_players: 4,
    hand_sizes: [[4, 15]],
    engine: "set_aside",
    rounds: 6,
    first_turn: "single",
    mexican_on_first_turn: true,
    draw: "must_play",
    first_turn_draw: "must_play",
    description: "The online game's rules (003): 2-4 players, 15 tiles, the engine set aside and the start rotating, one tile a turn, a drawn tile that fits must be played, 6 rounds from 12-12 down to 7-7, 0-0 worth 0, ties share first place."
  }),
  house: makeRuleset({
    name: "house",
    seed: "000_1ca213da5abfe8ff.txt (Dicas)",
    first_turn: "single",
    open_doubles: "at_most_one",
    marker_when_covering: true,
    scoring: "positive",
    out_on_double_doubles: true,
    round_order: "ascending",
    draw: "until_playable",
    first_turn_draw: "until_playable",
    blocked_winner: "fewest_tiles",
    description: "Every variant from 000's tips at once: one tile per turn from the start, at most one open double, a marker when you had to cover a double, positive scoring (a blocked round won by the fewest tiles) with split ties, going out on a double doubles the others' points, 0-0 up to 12-12, draw until you can play."
  })
};
function makeRuleset(changes = {}, base = DEFAULT_RULES) {
  const out = {};
  for (const key of RULESET_KEYS) out[key] = key in changes ? changes[key] : base[key];
  const rules = out;
  validateRuleset(rules);
  return Object.freeze(rules);
}
function validateRuleset(rules) {
  if (!SUPPORTED_SETS.includes(rules.max_pip)) {
    throw new RulesetError(`max_pip ${rules.max_pip}: supported sets are ${SUPPORTED_SETS.map((n2) => `double-${n2}`).join(", ")}`);
  }
  if (!(2 <= rules.min_players && rules.min_players <= rules.max_players && rules.max_players <= 10)) {
    throw new RulesetError(`players must satisfy 2 <= min_players <= max_players <= 10, got ${rules.min_players}..${rules.max_players}`);
  }
  if (rules.hand_sizes.length === 0) throw new RulesetError("hand_sizes is empty");
  let last = 0;
  for (const [upTo, size] of rules.hand_sizes) {
    if (upTo <= last) throw new RulesetError(`hand_sizes brackets must increase: ${JSON.stringify(rules.hand_sizes)}`);
    if (size < 1) throw new RulesetError(`a hand needs at least one tile, not ${size}`);
    last = upTo;
  }
  if (last < rules.max_players) {
    throw new RulesetError(`hand_sizes covers up to ${last} players, max_players is ${rules.max_players}`);
  }
  if (!(1 <= rules.rounds && rules.rounds <= rules.max_pip + 1)) {
    throw new RulesetError(`rounds: a double-${rules.max_pip} match has 1 to ${rules.max_pip + 1} rounds, not ${rules.rounds}`);
  }
  const texts = [
    ["name", rules.name, MAX_NAME, 1],
    ["seed", rules.seed, MAX_SEED, 1],
    ["description", rules.description, MAX_DESCRIPTION, 0]
  ];
  for (const [key, text2, longest, shortest] of texts) {
    if (!isText2(text2, longest, shortest)) {
      throw new RulesetError(`${key} must be printable text of ${shortest}..${longest} characters`);
    }
  }
  if (!(0 <= rules.double_blank_pips && rules.double_blank_pips <= MAX_DOUBLE_BLANK_PIPS)) {
    throw new RulesetError(`double_blank_pips must be 0..${MAX_DOUBLE_BLANK_PIPS}, not ${rules.double_blank_pips}`);
  }
  if (rules.mexican_on_first_turn && rules.first_turn === "build") {
    throw new RulesetError("mexican_on_first_turn needs first_turn = single: a building first turn lays tiles on your own train only");
  }
  if (rules.double_duty === "layer_only" && rules.follow_up === "anywhere") {
    throw new RulesetError("double_duty = layer_only needs follow_up = on_double: else nobody ever has to cover a double");
  }
  if (rules.engine_missing === "highest_double" && rules.engine !== "held") {
    throw new RulesetError("engine_missing = highest_double needs engine = held: a set-aside engine is never missing");
  }
  const deck = deckSize(rules);
  for (let players = rules.min_players; players <= rules.max_players; players++) {
    const size = bracket(rules, players);
    if (players * size > deck) {
      throw new RulesetError(
        `hands do not fit the set: ${players} players x ${size} tiles = ${players * size} > ${deck} tiles in a double-${rules.max_pip} deck`
      );
    }
  }
}
function bracket(rules, players) {
  for (const [upTo, size] of rules.hand_sizes) if (players <= upTo) return size;
  throw new RulesetError(`ruleset ${JSON.stringify(rules.name)} has no hand size for ${players} players`);
}
function checkPlayers(rules, players) {
  if (!(Number.isSafeInteger(players) && rules.min_players <= players && players <= rules.max_players)) {
    throw new RulesetError(`ruleset ${JSON.stringify(rules.name)} is for ${rules.min_players} to ${rules.max_players} players, not ${players}`);
  }
}
function handSize(rules, players) {
  checkPlayers(rules, players);
  return bracket(rules, players);
}
function roundDoubles(rules, count = rules.rounds) {
  if (!(Number.isSafeInteger(count) && 1 <= count && count <= rules.max_pip + 1)) {
    throw new RulesetError(`a double-${rules.max_pip} match has 1 to ${rules.max_pip + 1} rounds, not ${count}`);
  }
  const out = [];
  for (let r2 = 0; r2 < count; r2++) out.push(rules.round_order === "descending" ? rules.max_pip - r2 : r2);
  return out;
}
function deckSize(rules) {
  const size = setSize(rules.max_pip);
  return rules.engine === "set_aside" ? size - 1 : size;
}
function outOnDouble(rules) {
  return rules.last_double !== "forbidden";
}
function rulesetFromMap(data) {
  checkWireRuleset(data);
  const keys = Object.keys(data);
  const unknown = keys.filter((k2) => !RULESET_KEYS.includes(k2)).sort();
  if (unknown.length > 0) throw new RulesetError(`unknown ruleset field(s): ${unknown.join(", ")}`);
  const changes = {};
  for (const key of keys) changes[key] = coerce(key, data[key]);
  const rules = makeRuleset(changes);
  if (keys.length !== RULESET_KEYS.length || keys.some((k2, i2) => k2 !== RULESET_KEYS[i2])) {
    throw new RulesetError("ruleset keys are missing or not in canonical order");
  }
  return rules;
}
function coerce(key, value) {
  const choices = CHOICES[key];
  if (choices !== void 0) {
    if (typeof value !== "string" || !choices.includes(value)) {
      throw new RulesetError(`${key} must be one of ${choices.join(", ")}, not ${JSON.stringify(value)}`);
    }
    return value;
  }
  if (BOOLS.has(key)) {
    if (typeof value !== "boolean") throw new RulesetError(`${key} must be true or false, not ${JSON.stringify(value)}`);
    return value;
  }
  if (INTS.has(key)) {
    if (typeof value !== "number" || !Number.isSafeInteger(value)) {
      throw new RulesetError(`${key} must be an integer, not ${JSON.stringify(value)}`);
    }
    return value;
  }
  if (STRS.has(key)) {
    if (typeof value !== "string") throw new RulesetError(`${key} must be a string, not ${JSON.stringify(value)}`);
    return value;
  }
  if (key === "hand_sizes") {
    return value.map((pair) => [pair[0], pair[1]]);
  }
  throw new RulesetError(`unknown ruleset field ${JSON.stringify(key)}`);
}

// src/rules/engine.ts
var MEXICAN = -1;
var IllegalPlayError = class extends Error {
  constructor(message, seat, eventIndex) {
    super(message);
    this.seat = seat;
    this.eventIndex = eventIndex;
  }
  seat;
  eventIndex;
  name = "IllegalPlayError";
};
var InvalidPlayError = class extends Error {
  name = "InvalidPlayError";
};
var EngineUsageError = class extends Error {
  name = "EngineUsageError";
};
function dealLayout(players, hand) {
  const out = [];
  for (let p2 = 0; p2 < players; p2++) {
    const h2 = [];
    for (let i2 = 0; i2 < hand; i2++) h2.push(p2 * hand + i2);
    out.push(h2);
  }
  return out;
}
function roundDouble(rules, roundIndex) {
  const doubles = roundDoubles(rules, Math.max(rules.rounds, roundIndex + 1));
  return doubles[roundIndex];
}
function newRound(rules, players, roundIndex, deck) {
  checkPlayers(rules, players);
  if (!Number.isSafeInteger(roundIndex) || roundIndex < 0) throw new RulesetError(`no round ${roundIndex}`);
  const pip = roundDouble(rules, roundIndex);
  if (deck.length !== deckSize(rules)) {
    throw new EngineUsageError(`a ${rules.name} deck has ${deckSize(rules)} tiles, not ${deck.length}`);
  }
  const hand = handSize(rules, players);
  const trains = [];
  for (let s2 = 0; s2 < players; s2++) trains.push({ owner: s2, tiles: [], end: pip, marker: false });
  trains.push({ owner: MEXICAN, tiles: [], end: pip, marker: false });
  return {
    rules,
    players,
    roundIndex,
    roundDouble: pip,
    enginePip: pip,
    deck: [...deck],
    hands: dealLayout(players, hand),
    nextDraw: players * hand,
    trains,
    open: [],
    phase: rules.engine === "held" ? "engine" : "turns",
    turn: roundIndex % players,
    engineOwner: null,
    declared: 0,
    firstTurnDone: new Array(players).fill(false),
    turnPlays: 0,
    followUp: false,
    drew: null,
    passesInRow: 0,
    wentOut: null,
    outOnDouble: false,
    coverLast: false,
    eventCount: 0,
    claims: []
  };
}
function learn(state, pos, value) {
  const known = state.deck[pos];
  if (known === void 0) throw new EngineUsageError(`no deck position ${pos}`);
  if (known !== null && !sameTile(known, value)) {
    throw new EngineUsageError(`position ${pos} is already known to hold ${tileText(known)}, not ${tileText(value)}`);
  }
  const deck = [...state.deck];
  deck[pos] = value;
  return { ...state, deck };
}
function boneyardCount(state) {
  return state.deck.length - state.nextDraw;
}
function trainOf(state, key) {
  if (key === MEXICAN) return state.trains[state.players];
  if (!Number.isSafeInteger(key) || key < 0 || key >= state.players) {
    throw new InvalidPlayError(`no train ${key}: seats are 0 to ${state.players - 1} or mexican (${MEXICAN})`);
  }
  return state.trains[key];
}
function handTiles(state, seat) {
  return (state.hands[seat] ?? []).map((p2) => state.deck[p2] ?? null);
}
function handFullyKnown(state, seat) {
  return (state.hands[seat] ?? []).every((p2) => state.deck[p2] != null);
}
function restricted(state, seat) {
  if (state.firstTurnDone[seat]) return false;
  return state.rules.first_turn === "build" || !state.rules.mexican_on_first_turn;
}
function building(state) {
  return state.rules.first_turn === "build" && !state.firstTurnDone[state.turn] && state.drew === null && !state.coverLast;
}
function duty(state, seat) {
  return state.open.length > 0 && !state.followUp && !restricted(state, seat) && state.rules.double_duty === "everyone";
}
function drawRule(state, seat) {
  return state.firstTurnDone[seat] ? state.rules.draw : state.rules.first_turn_draw;
}
function allowedTrains(state, seat) {
  let keys;
  if (restricted(state, seat)) return [seat];
  if (state.followUp && (state.rules.follow_up === "on_double" || state.coverLast)) {
    keys = [state.open[state.open.length - 1]];
  } else if (duty(state, seat)) {
    keys = state.rules.open_doubles === "in_order" ? [state.open[0]] : [...state.open];
  } else {
    keys = [seat, MEXICAN];
    for (let s2 = 0; s2 < state.players; s2++) if (s2 !== seat && state.trains[s2]?.marker) keys.push(s2);
  }
  if (state.rules.mexican_needs_own_train && (state.trains[seat]?.tiles.length ?? 0) === 0) {
    keys = keys.filter((k2) => k2 !== MEXICAN);
  }
  return keys;
}
function tilePlays(state, seat) {
  if (state.phase !== "turns" || seat !== state.turn) return [];
  const keys = allowedTrains(state, seat);
  const hand = state.hands[seat] ?? [];
  const noDouble = state.rules.open_doubles === "at_most_one" && state.open.length > 0 || hand.length === 1 && !outOnDouble(state.rules);
  const positions = state.drew === null ? hand : hand.includes(state.drew) ? [state.drew] : [];
  const plays = [];
  for (const pos of positions) {
    const value = state.deck[pos];
    if (value == null) continue;
    if (isDouble(value) && noDouble) continue;
    for (const key of keys) {
      if (hasEnd(value, trainOf(state, key).end)) plays.push({ kind: "play", seat, pos, tile: value, train: key });
    }
  }
  return plays;
}
function mayDraw(state) {
  if (boneyardCount(state) === 0) return false;
  return state.drew === null || drawRule(state, state.turn) === "until_playable";
}
function legalActions(state, seat) {
  if (!handFullyKnown(state, seat)) throw new EngineUsageError(`seat ${seat}'s hand is not known in this state`);
  if (state.phase === "over" || seat !== state.turn) return [];
  if (state.phase === "engine") {
    for (const pos of state.hands[seat] ?? []) {
      const t2 = state.deck[pos];
      if (t2 != null && t2.low === state.enginePip && t2.high === state.enginePip) return [{ kind: "place_engine", seat, pos }];
    }
    if (state.declared >= state.players && state.drew === null) return [{ kind: "draw", seat }];
    return [{ kind: "no_engine", seat }];
  }
  const actions = tilePlays(state, seat);
  if (actions.length > 0) {
    if (state.drew !== null && drawRule(state, seat) === "may_play") actions.push({ kind: "pass", seat });
    return actions;
  }
  if (building(state) && state.turnPlays > 0) return [{ kind: "end_build", seat }];
  if (mayDraw(state)) return [{ kind: "draw", seat }];
  return [{ kind: "pass", seat }];
}
function apply(state, event) {
  const index = state.eventCount;
  const seat = event.seat;
  if (state.phase === "over") throw new IllegalPlayError("the round is over", seat, index);
  if (!Number.isSafeInteger(seat) || seat < 0 || seat >= state.players) {
    throw new InvalidPlayError(`no seat ${seat} at a table of ${state.players}`);
  }
  if (seat !== state.turn) throw new IllegalPlayError(`not seat ${seat}'s turn (seat ${state.turn} is to play)`, seat, index);
  const next = state.phase === "engine" ? applyEnginePhase(state, event) : applyTurns(state, event);
  return { ...next, eventCount: index + 1 };
}
function illegal(state, seat, message) {
  return new IllegalPlayError(message, seat, state.eventCount);
}
function checkCannotPlay(state, seat, what) {
  const plays = tilePlays(state, seat);
  if (plays.length > 0) {
    const shown = plays.slice(0, 3).map((p2) => `${tileText(p2.tile)} on ${trainName(p2.train)}`).join(", ");
    throw illegal(state, seat, `${what} while able to play (${shown})`);
  }
  if (handFullyKnown(state, seat)) return state;
  return { ...state, claims: [...state.claims, { eventIndex: state.eventCount, seat, what: `${what}: cannot play` }] };
}
function withoutPos(hands, seat, pos) {
  return hands.map((h2, s2) => s2 === seat ? h2.filter((p2) => p2 !== pos) : [...h2]);
}
function drawOne(state, seat) {
  const pos = state.nextDraw;
  const hands = state.hands.map((h2, s2) => s2 === seat ? [...h2, pos] : [...h2]);
  return { ...state, hands, nextDraw: pos + 1, drew: pos };
}
function applyEnginePhase(state, event) {
  const seat = event.seat;
  const e = state.enginePip;
  const engineText = `${e}-${e}`;
  const hand = state.hands[seat] ?? [];
  if (event.kind === "place_engine") {
    if (!hand.includes(event.pos)) throw illegal(state, seat, `position ${event.pos} is not in seat ${seat}'s hand`);
    const known = state.deck[event.pos];
    if (known != null && !(known.low === e && known.high === e)) {
      throw illegal(state, seat, `claims position ${event.pos} is ${engineText} but it is ${tileText(known)}`);
    }
    const deck = [...state.deck];
    deck[event.pos] = { low: e, high: e };
    return { ...state, deck, hands: withoutPos(state.hands, seat, event.pos), phase: "turns", engineOwner: seat, turn: seat, drew: null };
  }
  const holds = hand.some((p2) => {
    const t2 = state.deck[p2];
    return t2 != null && t2.low === e && t2.high === e;
  });
  if (holds) throw illegal(state, seat, `holds the engine ${engineText} and must place it`);
  if (event.kind === "no_engine") {
    if (state.declared >= state.players && state.drew === null) {
      throw illegal(state, seat, "must draw for the engine before passing it on");
    }
    let next = state;
    if (!handFullyKnown(state, seat)) {
      next = { ...next, claims: [...next.claims, { eventIndex: state.eventCount, seat, what: `does not hold ${engineText}` }] };
    }
    const declared = state.declared + 1;
    next = { ...next, declared, turn: (seat + 1) % state.players, drew: null };
    if (declared === state.players && state.rules.engine_missing === "highest_double") next = nextCandidate(next);
    return next;
  }
  if (event.kind === "draw") {
    if (state.declared < state.players) throw illegal(state, seat, "may not draw before every seat has looked for the engine");
    if (state.drew !== null) throw illegal(state, seat, "already drew this turn");
    if (boneyardCount(state) === 0) throw illegal(state, seat, "the boneyard is empty");
    return drawOne(state, seat);
  }
  throw illegal(state, seat, `${event.kind} is not allowed before the engine is placed`);
}
function nextCandidate(state) {
  const order = [state.roundDouble];
  for (let p2 = state.rules.max_pip; p2 >= 0; p2--) if (p2 !== state.roundDouble) order.push(p2);
  const at2 = order.indexOf(state.enginePip) + 1;
  const [pip, declared] = at2 < order.length ? [order[at2], 0] : [state.roundDouble, state.players];
  return { ...state, enginePip: pip, declared, trains: state.trains.map((t2) => ({ ...t2, end: pip })) };
}
function applyTurns(state, event) {
  const seat = event.seat;
  switch (event.kind) {
    case "play":
      return applyPlay(state, event);
    case "draw": {
      if (!mayDraw(state)) {
        throw illegal(state, seat, `may not draw: ${boneyardCount(state) === 0 ? "the boneyard is empty" : "already drew this turn"}`);
      }
      if (building(state) && state.turnPlays > 0) throw illegal(state, seat, "may not draw after building; end the build instead");
      const checked = checkCannotPlay(state, seat, state.drew !== null ? "drew again" : "drew");
      return drawOne(checked, seat);
    }
    case "pass": {
      if (building(state) && state.turnPlays > 0) throw illegal(state, seat, "a building first turn ends with end_build, not a pass");
      if (state.drew === null && boneyardCount(state) > 0) throw illegal(state, seat, "must draw before passing while the boneyard has tiles");
      const rule = drawRule(state, seat);
      if (rule === "until_playable" && boneyardCount(state) > 0) {
        throw illegal(state, seat, "must keep drawing until a tile fits (draw until playable)");
      }
      const checked = rule === "may_play" && state.drew !== null ? state : checkCannotPlay(state, seat, "passed");
      return passTurn(checked, seat);
    }
    case "end_build": {
      if (!(building(state) && state.turnPlays > 0)) throw illegal(state, seat, "end_build only ends a building first turn after a tile");
      const checked = checkCannotPlay(state, seat, "ended the build");
      return { ...checked, ...endTurnChanges(checked, seat) };
    }
    default:
      throw illegal(state, seat, `${event.kind} is only allowed while looking for the engine`);
  }
}
function applyPlay(state, play) {
  const seat = play.seat;
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(play.pos)) throw illegal(state, seat, `plays position ${play.pos}, which is not in its hand`);
  const t2 = play.tile;
  if (!(Number.isSafeInteger(t2.low) && Number.isSafeInteger(t2.high) && 0 <= t2.low && t2.low <= t2.high)) {
    throw new InvalidPlayError(`a tile is [low, high] with 0 <= low <= high, not [${t2.low}, ${t2.high}]`);
  }
  const known = state.deck[play.pos] ?? null;
  if (known !== null && !sameTile(known, t2)) {
    throw illegal(state, seat, `claims to play ${tileText(t2)} but position ${play.pos} holds ${tileText(known)}`);
  }
  if (state.drew !== null && play.pos !== state.drew) throw illegal(state, seat, "after drawing, only the drawn tile may be played");
  const key = play.train;
  const target = trainOf(state, key);
  if (!allowedTrains(state, seat).includes(key)) throw illegal(state, seat, whyNotTrain(state, seat, key));
  if (!hasEnd(t2, target.end)) throw illegal(state, seat, `${tileText(t2)} does not fit ${trainName(key)}, which ends in ${target.end}`);
  const double = isDouble(t2);
  if (double) {
    if (state.rules.open_doubles === "at_most_one" && state.open.length > 0) {
      throw illegal(state, seat, "at most one open double: cover the open one first");
    }
    if (hand.length === 1 && !outOnDouble(state.rules)) throw illegal(state, seat, "this ruleset does not allow going out on a double");
  }
  return played(state, play, known, target);
}
function played(state, play, known, target) {
  const seat = play.seat;
  const key = play.train;
  const t2 = { low: play.tile.low, high: play.tile.high };
  const covering = state.open.includes(key);
  const double = isDouble(t2);
  const trains = [...state.trains];
  const at2 = key === MEXICAN ? state.players : key;
  trains[at2] = {
    owner: target.owner,
    tiles: [...target.tiles, t2],
    end: target.end === t2.low ? t2.high : t2.low,
    marker: key === seat ? false : target.marker
  };
  if (covering && key !== seat && state.rules.marker_when_covering && duty(state, seat)) {
    trains[seat] = { ...trains[seat], marker: true };
  }
  let open = covering ? state.open.filter((k2) => k2 !== key) : [...state.open];
  if (double) open = [...open, key];
  let deck = state.deck;
  if (known === null) {
    const cards = [...deck];
    cards[play.pos] = t2;
    deck = cards;
  }
  const hands = withoutPos(state.hands, seat, play.pos);
  const base = { ...state, deck, hands, trains, open, passesInRow: 0, turnPlays: state.turnPlays + 1 };
  if ((hands[seat] ?? []).length === 0) {
    if (double && state.rules.last_double === "must_cover" && boneyardCount(state) > 0) {
      return { ...base, followUp: true, coverLast: true, drew: null };
    }
    return { ...base, phase: "over", wentOut: seat, outOnDouble: double, drew: null };
  }
  if (building(state)) return base;
  if (double) return { ...base, followUp: true, drew: null };
  return { ...base, ...endTurnChanges(state, seat) };
}
function whyNotTrain(state, seat, key) {
  if (restricted(state, seat)) return `on the first turn seat ${seat} may only play on its own train`;
  if (key === MEXICAN && state.rules.mexican_needs_own_train && (state.trains[seat]?.tiles.length ?? 0) === 0) {
    return "no tile on the Mexican train before your own train is started";
  }
  if (state.followUp && (state.rules.follow_up === "on_double" || state.coverLast)) {
    return `the tile after a double must go on that double, on ${trainName(state.open[state.open.length - 1])}`;
  }
  if (duty(state, seat)) {
    if (state.rules.open_doubles === "in_order") return `must cover the oldest open double first, on ${trainName(state.open[0])}`;
    return `must cover an open double (on ${state.open.map(trainName).join(", ")})`;
  }
  return `${trainName(key)} is not open to seat ${seat} (no marker)`;
}
function passTurn(state, seat) {
  const own = state.trains[seat];
  const newMarker = !own.marker;
  const trains = [...state.trains];
  trains[seat] = { ...own, marker: true };
  const counts = boneyardCount(state) === 0 && state.drew === null && !state.followUp && !newMarker;
  const passes = counts ? state.passesInRow + 1 : 0;
  if (passes >= state.players) return { ...state, trains, passesInRow: passes, phase: "over", drew: null };
  return { ...state, trains, passesInRow: passes, ...endTurnChanges(state, seat) };
}
function endTurnChanges(state, seat) {
  const firstTurnDone = state.firstTurnDone.map((done, s2) => done || s2 === seat);
  return { firstTurnDone, turn: (seat + 1) % state.players, turnPlays: 0, followUp: false, coverLast: false, drew: null };
}
function trainName(key) {
  return key === MEXICAN ? "the Mexican train" : `seat ${key}'s train`;
}
function replayRound(rules, players, roundIndex, deck, events) {
  let state = newRound(rules, players, roundIndex, deck);
  for (const event of events) state = apply(state, event);
  return state;
}

// src/deck/errors.ts
var DeckFault = class extends Error {
  seat;
  step;
  position;
  constructor(message, where) {
    super(message);
    this.name = new.target.name;
    this.seat = where.seat;
    this.step = where.step ?? null;
    this.position = where.position ?? null;
  }
};
var BadPointError = class extends DeckFault {
};
var BadKeyError = class extends DeckFault {
};
var OutOfOrderError = class extends DeckFault {
};
var ClaimMismatchError = class extends DeckFault {
};
var DeckAnomaly = class extends DeckFault {
  constructor(message, kind, position, seats, otherPosition = null, step = null) {
    super(message, { seat: null, step, position });
    this.kind = kind;
    this.seats = seats;
    this.otherPosition = otherPosition;
  }
  kind;
  seats;
  otherPosition;
};
var LocalDeckError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "LocalDeckError";
  }
};

// src/deck/tiles.ts
function tileName(t2) {
  return `${t2.low}-${t2.high}`;
}
function sameTile2(a2, b2) {
  return a2.low === b2.low && a2.high === b2.high;
}
function doubleSet(maxPip, setAside) {
  const out = [];
  for (let low = 0; low <= maxPip; low++) {
    for (let high = low; high <= maxPip; high++) {
      if (setAside && setAside.low === low && setAside.high === high) continue;
      out.push({ low, high });
    }
  }
  return out;
}

// src/deck/keys.ts
var DST_TILE = utf8("mextrain/v1/deck/tile");
var DST_COMMIT = utf8("mextrain/v1/deck/commit");
var DST_SHUFFLE_KEY = utf8("mextrain/v1/deck/shuffle-key");
var DST_PERMUTATION = utf8("mextrain/v1/deck/permutation");
var DST_LOCK_KEY = utf8("mextrain/v1/deck/lock-key");
var DST_TILE_RISTRETTO = utf8("mextrain/v1/deck/ristretto255/tile");
var SEED_BYTES = 32;
var COMMITMENT_BYTES = 64;
var MAX_GAME_ID_BYTES = 255;
function u32(value) {
  if (!Number.isInteger(value) || value < 0 || value >= 2 ** 32) throw new RangeError(`${value} does not fit in 32 bits`);
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value, false);
  return out;
}
function context(gameId, round, seat) {
  if (gameId.length < 1 || gameId.length > MAX_GAME_ID_BYTES) throw new RangeError(`game id must be 1 to ${MAX_GAME_ID_BYTES} bytes`);
  return concatBytes3(u32(gameId.length), gameId, u32(round), u32(seat));
}
var tileCache = /* @__PURE__ */ new Map();
function tilePoint(t2, group) {
  const key = `${group.name}:${tileName(t2)}`;
  let p2 = tileCache.get(key);
  if (!p2) {
    const dst2 = group.name === "ristretto255" ? DST_TILE_RISTRETTO : DST_TILE;
    p2 = group.hashToPoint(sha512(concatBytes3(dst2, u32(t2.low), u32(t2.high))));
    tileCache.set(key, p2);
  }
  return p2;
}
function tilePoints(tiles, group) {
  return tiles.map((t2) => tilePoint(t2, group));
}
function tileLookup(tiles, group) {
  const out = /* @__PURE__ */ new Map();
  for (const t2 of tiles) out.set(toHexKey(tilePoint(t2, group)), t2);
  return out;
}
function toHexKey(p2) {
  let s2 = "";
  for (const b2 of p2) s2 += b2.toString(16).padStart(2, "0");
  return s2;
}
var UniformStream = class {
  constructor(prefix) {
    this.prefix = prefix;
  }
  prefix;
  counter = 0;
  buffer = new Uint8Array(0);
  offset = 0;
  word() {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = sha512(concatBytes3(this.prefix, u32(this.counter)));
      this.counter += 1;
      this.offset = 0;
    }
    const w2 = new DataView(this.buffer.buffer, this.buffer.byteOffset).getUint32(this.offset, false);
    this.offset += 4;
    return w2;
  }
  /** `uniform(m)`: rejection sampling, exactly uniform in `[0, m)`. */
  below(m3) {
    if (!Number.isInteger(m3) || m3 < 1 || m3 > 2 ** 32) throw new RangeError(`cannot draw below ${m3}`);
    const limit = 2 ** 32 - 2 ** 32 % m3;
    for (; ; ) {
      const w2 = this.word();
      if (w2 < limit) return w2 % m3;
    }
  }
};
function fisherYates(size, below) {
  const a2 = Array.from({ length: size }, (_2, i2) => i2);
  for (let i2 = size - 1; i2 > 0; i2--) {
    const j2 = below(i2 + 1);
    const t2 = a2[i2];
    a2[i2] = a2[j2];
    a2[j2] = t2;
  }
  return a2;
}
function deriveSecrets(gameId, round, seat, seed, deckSize2) {
  checkSeed(seed);
  if (deckSize2 < 1) throw new RangeError(`a deck of ${deckSize2} cards`);
  const ctx = context(gameId, round, seat);
  const e = nonzero(sha512(concatBytes3(DST_SHUFFLE_KEY, ctx, seed)));
  const stream = new UniformStream(concatBytes3(DST_PERMUTATION, ctx, seed));
  const permutation = fisherYates(deckSize2, (m3) => stream.below(m3));
  const lockPrefix = concatBytes3(DST_LOCK_KEY, ctx, seed);
  const lockKeys = [];
  for (let i2 = 0; i2 < deckSize2; i2++) lockKeys.push(nonzero(sha512(concatBytes3(lockPrefix, u32(i2)))));
  const eInv = invert2(e);
  return {
    gameId,
    round,
    seat,
    seed,
    commitment: sha512(concatBytes3(DST_COMMIT, ctx, seed)),
    shuffleKey: e,
    permutation,
    lockKeys,
    lockFactors: lockKeys.map((k2) => k2 * eInv % ORDER)
  };
}
function lockKeyBytes(secrets, position) {
  const k2 = secrets.lockKeys[position];
  if (k2 === void 0) throw new RangeError(`no position ${position}`);
  return encodeScalar(k2);
}
function checkSeed(seed) {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) throw new RangeError(`a round seed is ${SEED_BYTES} bytes`);
}

// src/deck/proofs/algebra.ts
var DST_SHUFFLE_PROOF = utf8("mextrain/v1/deck/shuffle-proof");
var DST_LOCK_PROOF = utf8("mextrain/v1/deck/lock-proof");
var DST_GENERATOR = utf8("mextrain/v1/deck/proof-generator");
var DST_GENERATOR_RISTRETTO = utf8("mextrain/v1/deck/ristretto255/proof-generator");
var DST_NONCE = utf8("mextrain/v1/deck/proof-nonce");
var DST_BATCH = utf8("mextrain/v1/deck/proof-batch-weights");
var PROOF_VERSION = 1;
var ProofError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ProofError";
  }
};
var algebras = /* @__PURE__ */ new Map();
function algebra(group) {
  let a2 = algebras.get(group.name);
  if (!a2) {
    const dst2 = group.name === "ristretto255" ? DST_GENERATOR_RISTRETTO : DST_GENERATOR;
    a2 = { group, hBytes: group.hashToPoint(sha512(dst2)), batched: group.name === "ristretto255" };
    algebras.set(group.name, a2);
  }
  return a2;
}
function chain(state, items) {
  const h2 = sha512.create().update(state);
  for (const p2 of items) h2.update(p2);
  return h2.digest();
}
function challenge(state, label) {
  return nonzero(sha512(concatBytes3(state, utf8(label))));
}
function statementHash(dst2, ctx, before, after) {
  const h2 = sha512.create().update(concatBytes3(dst2, u32(PROOF_VERSION), ctx, u32(before.length)));
  for (const p2 of before) h2.update(p2);
  for (const p2 of after) h2.update(p2);
  return h2.digest();
}
var Nonces = class {
  key;
  count = 0;
  constructor(ctx, seed, state, attempt, witness) {
    this.key = sha512(concatBytes3(DST_NONCE, ctx, seed, u32(attempt), state, witness));
  }
  next() {
    for (; ; ) {
      const v2 = intLE(sha512(concatBytes3(this.key, u32(this.count)))) % ORDER;
      this.count += 1;
      if (v2 !== 0n) return v2;
    }
  }
  take(count) {
    return Array.from({ length: count }, () => this.next());
  }
};
function splitPoints(data, count, from = 0) {
  return Array.from({ length: count }, (_2, i2) => data.subarray(from + 32 * i2, from + 32 * i2 + 32));
}
function decodeScalars(data, from, count, what) {
  const out = [];
  for (let i2 = 0; i2 < count; i2++) {
    const v2 = intLE(data.subarray(from + 32 * i2, from + 32 * i2 + 32));
    if (v2 === 0n || v2 >= ORDER) throw new ProofError(`${what} ${i2} is not a canonical non-zero scalar`);
    out.push(v2);
  }
  return out;
}
function firstInvalid(group, named) {
  for (const [name, points, start] of named) {
    for (let i2 = 0; i2 < points.length; i2++) {
      if (!group.isValid(points[i2])) return new ProofError(`${name} ${start + i2} is not a valid group element`);
    }
  }
  return null;
}
function modL(a2) {
  const r2 = a2 % ORDER;
  return r2 < 0n ? r2 + ORDER : r2;
}
function powers(x2, n2) {
  const out = [];
  let acc = 1n;
  for (let i2 = 0; i2 < n2; i2++) {
    acc = acc * x2 % ORDER;
    out.push(acc);
  }
  return out;
}
function lambdas(xPowers, y2, z2) {
  return xPowers.map((xp, k2) => modL(y2 * BigInt(k2 + 1) + xp - z2));
}

// src/deck/proofs/lock.ts
var MAX_ATTEMPTS = 16;
function lockProofSize(n2) {
  return 32 * (2 * n2 + 1);
}
function proveLock(group, ctx, seed, shuffleKey, lockKeys, before, after) {
  const alg = algebra(group);
  const n2 = before.length;
  if (n2 < 1 || after.length !== n2 || lockKeys.length !== n2) throw new ProofError(`no lock proof for ${n2} -> ${after.length} cards`);
  const bigE = group.baseMult(shuffleKey);
  const state = statementHash(DST_LOCK_PROOF, ctx, before, after);
  const eInv = invert2(shuffleKey);
  const keys = lockKeys.map((k2) => group.baseMult(k2));
  const witness = concatBytes3(...[shuffleKey, ...lockKeys].map((k2) => scalarBytes(k2 % ORDER)));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rho = new Nonces(ctx, seed, state, attempt, witness).take(n2);
    const annZ = rho.map((r2, i2) => group.mult(r2, before[i2]));
    const annK = rho.map((r2) => group.baseMult(r2 * shuffleKey % ORDER));
    const c2 = challenge(chain(state, [bigE, ...keys, ...annZ, ...annK]), "c");
    const s2 = rho.map((r2, i2) => modL(r2 + c2 * lockKeys[i2] * eInv));
    if (s2.every((v2) => v2 !== 0n)) return concatBytes3(...keys, scalarBytes(c2), ...s2.map(scalarBytes));
  }
  throw new ProofError("could not build a lock proof (every attempt hit a zero scalar)");
}
function verifyLock(group, ctx, bigE, before, after, proof2) {
  const n2 = before.length;
  if (n2 < 1 || after.length !== n2) throw new ProofError(`a lock proof for ${n2} -> ${after.length} cards`);
  if (!(proof2 instanceof Uint8Array) || proof2.length !== lockProofSize(n2)) {
    throw new ProofError(`a lock proof for ${n2} cards is ${lockProofSize(n2)} bytes, not ${proof2 instanceof Uint8Array ? proof2.length : 0}`);
  }
  const keys = splitPoints(proof2, n2);
  const sc = decodeScalars(proof2, 32 * n2, n2 + 1, "proof scalar");
  const c2 = sc[0];
  const s2 = sc.slice(1);
  let annZ;
  let annK;
  try {
    annZ = before.map((p2, i2) => group.sub(group.mult(s2[i2], p2), group.mult(c2, after[i2])));
    annK = keys.map((k2, i2) => group.sub(group.mult(s2[i2], bigE), group.mult(c2, k2)));
  } catch (err) {
    if (!(err instanceof GroupError)) throw err;
    throw firstInvalid(group, [["card", after, 0], ["proof point K", keys, 0]]) ?? new ProofError("a point of the proof is not a valid group element");
  }
  const state = statementHash(DST_LOCK_PROOF, ctx, before, after);
  if (challenge(chain(state, [bigE, ...keys, ...annZ, ...annK]), "c") !== c2) throw new ProofError("the lock proof does not hold for this statement");
  return keys.map((k2) => Uint8Array.from(k2));
}
function keyFits(group, key, commitment) {
  return bytesEqual(group.baseMult(key), commitment);
}

// src/deck/proofs/shuffle.ts
var MIN_CARDS = 2;
var MAX_ATTEMPTS2 = 16;
function shuffleProofSize(n2, group) {
  return algebra(group).batched ? 256 * n2 : 192 * n2;
}
var Retry = class extends Error {
};
function nz(v2) {
  if (v2 === 0n) throw new Retry();
  return v2;
}
function proveShuffle(group, ctx, seed, shuffleKey, permutation, before, after) {
  const n2 = before.length;
  const sorted = [...permutation].sort((a2, b2) => a2 - b2);
  if (n2 < MIN_CARDS || after.length !== n2 || sorted.length !== n2 || sorted.some((p2, i2) => p2 !== i2)) {
    throw new ProofError(`no shuffle proof for ${n2} -> ${after.length} cards`);
  }
  const state = statementHash(DST_SHUFFLE_PROOF, ctx, before, after);
  const witness = concatBytes3(scalarBytes(shuffleKey % ORDER), ...permutation.map((p2) => u32(p2)));
  const alg = algebra(group);
  for (let attempt = 0; attempt < MAX_ATTEMPTS2; attempt++) {
    try {
      return proveOnce(alg, new Nonces(ctx, seed, state, attempt, witness), state, shuffleKey, permutation, after);
    } catch (err) {
      if (!(err instanceof Retry)) throw err;
    }
  }
  throw new ProofError("could not build a shuffle proof (every attempt hit a zero scalar)");
}
function proveOnce(alg, nonces, state, e, perm, after) {
  const n2 = perm.length;
  const g2 = alg.group;
  const commit = (v3, r3) => g2.add(g2.baseMult(v3), g2.mult(r3, alg.hBytes));
  const bigE = g2.baseMult(e);
  const a2 = perm.map((p3) => BigInt(p3 + 1));
  const r2 = nonces.take(n2);
  const commitsA = a2.map((ai, i2) => commit(ai, r2[i2]));
  const h1 = chain(state, [bigE, ...commitsA]);
  const x2 = challenge(h1, "x");
  const xp = powers(x2, n2);
  const b2 = perm.map((p3) => xp[p3]);
  const q2 = nonces.take(n2);
  const commitsB = b2.map((bi, i2) => commit(bi, q2[i2]));
  const h2 = chain(h1, commitsB);
  const y2 = challenge(h2, "y");
  const z2 = challenge(h2, "z");
  const weights = lambdas(xp, y2, z2);
  nz(product(weights));
  const d2 = perm.map((p3) => weights[p3]);
  const rho = r2.map((ri, i2) => modL(y2 * ri + q2[i2]));
  const p2 = [d2[0]];
  const t2 = [rho[0]];
  for (let i2 = 1; i2 < n2; i2++) {
    p2.push(p2[i2 - 1] * d2[i2] % ORDER);
    t2.push(i2 < n2 - 1 ? nonces.next() : 0n);
  }
  const commitsQ = Array.from({ length: n2 - 2 }, (_2, i2) => commit(p2[i2 + 1], t2[i2 + 1]));
  const alpha = nonces.take(n2);
  const beta = nonces.take(n2);
  const gamma = nonces.take(n2);
  const tau = [0n, ...Array.from({ length: n2 - 1 }, (_2, k2) => modL(t2[k2 + 1] - d2[k2 + 1] * t2[k2]))];
  const annD = alpha.map((al, i2) => commit(al, beta[i2]));
  const annQ = Array.from({ length: n2 - 1 }, (_2, j2) => commit(nz(alpha[j2 + 1] * p2[j2] % ORDER), nz(modL(alpha[j2 + 1] * t2[j2] + gamma[j2 + 1]))));
  const eps = nonces.next();
  const annE = g2.baseMult(eps);
  const ratio = eps * invert2(e) % ORDER;
  let annY = g2.identity;
  for (let i2 = 0; i2 < n2; i2++) annY = g2.add(annY, g2.mult(nz(modL(alpha[i2] - ratio * d2[i2])), after[i2], i2));
  const h3 = chain(h2, [...commitsQ, ...annD, ...annQ, annE, annY]);
  const c2 = challenge(h3, "c");
  const u2 = alpha.map((al, i2) => nz(modL(al + c2 * d2[i2])));
  const v2 = beta.map((be2, i2) => nz(modL(be2 + c2 * rho[i2])));
  const w2 = Array.from({ length: n2 - 1 }, (_2, k2) => nz(modL(gamma[k2 + 1] + c2 * tau[k2 + 1])));
  const s2 = nz(modL(eps + c2 * e));
  const points = [bigE, ...commitsA, ...commitsB, ...commitsQ];
  const scalars = [...u2, ...v2, ...w2, s2].map(scalarBytes);
  if (alg.batched) return concatBytes3(...points, ...annD, ...annQ, annE, annY, ...scalars);
  return concatBytes3(...points, scalarBytes(c2), ...scalars);
}
function verifyShuffle(group, ctx, before, after, proof2) {
  const n2 = before.length;
  if (n2 < MIN_CARDS || after.length !== n2) throw new ProofError(`a shuffle proof for ${n2} -> ${after.length} cards`);
  const expected = shuffleProofSize(n2, group);
  if (!(proof2 instanceof Uint8Array) || proof2.length !== expected) {
    throw new ProofError(`a shuffle proof for ${n2} cards is ${expected} bytes, not ${proof2 instanceof Uint8Array ? proof2.length : 0}`);
  }
  const alg = algebra(group);
  return alg.batched ? verifyBatched(alg, ctx, before, after, proof2) : verifyCompact(alg, ctx, before, after, proof2);
}
function invalidPoint() {
  return new ProofError("a point of the proof is not a valid group element");
}
function mulNotIdentity(g2, s2, p2) {
  if (bytesEqual(p2, g2.identity)) throw invalidPoint();
  return g2.mult(s2, p2);
}
function weightedSum(g2, points, scalars) {
  let sum = g2.identity;
  for (let i2 = 0; i2 < points.length; i2++) sum = g2.add(sum, g2.mult(scalars[i2], points[i2]));
  return sum;
}
function verifyCompact(alg, ctx, before, after, proof2) {
  const g2 = alg.group;
  const n2 = before.length;
  const points = splitPoints(proof2, 3 * n2 - 1);
  const bigE = points[0];
  const commitsA = points.slice(1, n2 + 1);
  const commitsB = points.slice(n2 + 1, 2 * n2 + 1);
  const commitsQ = points.slice(2 * n2 + 1);
  const sc = decodeScalars(proof2, 32 * (3 * n2 - 1), 3 * n2 + 1, "proof scalar");
  const c2 = sc[0];
  const u2 = sc.slice(1, n2 + 1);
  const v2 = sc.slice(n2 + 1, 2 * n2 + 1);
  const w2 = sc.slice(2 * n2 + 1, 3 * n2);
  const s2 = sc[3 * n2];
  const named = [
    ["card", after, 0],
    ["proof point E", [bigE], 0],
    ["proof point A", commitsA, 0],
    ["proof point B", commitsB, 0],
    ["proof point Q", commitsQ, 1]
  ];
  try {
    try {
      const state = statementHash(DST_SHUFFLE_PROOF, ctx, before, after);
      const h1 = chain(state, [bigE, ...commitsA]);
      const x2 = challenge(h1, "x");
      const h2 = chain(h1, commitsB);
      const y2 = challenge(h2, "y");
      const z2 = challenge(h2, "z");
      const lam = lambdas(powers(x2, n2), y2, z2);
      const target = product(lam);
      if (target === 0n) throw new ProofError("degenerate challenges (a zero factor)");
      const zG = g2.baseMult(z2);
      const D3 = commitsA.map((p2, i2) => {
        if (bytesEqual(commitsB[i2], g2.identity)) throw invalidPoint();
        return g2.sub(g2.add(g2.mult(y2, p2), commitsB[i2]), zG);
      });
      const Q2 = [D3[0], ...commitsQ, g2.baseMult(target)];
      const H2 = alg.hBytes;
      const annD = D3.map((Di, i2) => g2.sub(g2.add(g2.baseMult(u2[i2]), g2.mult(v2[i2], H2)), mulNotIdentity(g2, c2, Di)));
      const annQ = Array.from(
        { length: n2 - 1 },
        (_2, j2) => g2.sub(g2.add(mulNotIdentity(g2, u2[j2 + 1], Q2[j2]), g2.mult(w2[j2], H2)), mulNotIdentity(g2, c2, Q2[j2 + 1]))
      );
      const annE = g2.sub(g2.baseMult(s2), g2.mult(c2, bigE));
      const W2 = weightedSum(g2, before, lam);
      const ySum = weightedSum(g2, after, u2);
      const annY = g2.sub(ySum, mulNotIdentity(g2, s2, W2));
      const h3 = chain(h2, [...commitsQ, ...annD, ...annQ, annE, annY]);
      if (challenge(h3, "c") !== c2) throw new ProofError("the shuffle proof does not hold for this statement");
      return bigE;
    } catch (err) {
      if (err instanceof GroupError) throw invalidPoint();
      throw err;
    }
  } catch (err) {
    if (!(err instanceof ProofError)) throw err;
    throw firstInvalid(g2, named) ?? err;
  }
}
function batchWeights(hw, count) {
  return Array.from({ length: count }, (_2, t2) => nonzero(sha512(concatBytes3(DST_BATCH, hw, u32(t2)))));
}
function verifyBatched(alg, ctx, before, after, proof2) {
  const g2 = alg.group;
  const n2 = before.length;
  const points = splitPoints(proof2, 5 * n2);
  const bigE = points[0];
  const commitsA = points.slice(1, n2 + 1);
  const commitsB = points.slice(n2 + 1, 2 * n2 + 1);
  const commitsQ = points.slice(2 * n2 + 1, 3 * n2 - 1);
  const annD = points.slice(3 * n2 - 1, 4 * n2 - 1);
  const annQ = points.slice(4 * n2 - 1, 5 * n2 - 2);
  const annE = points[5 * n2 - 2];
  const annY = points[5 * n2 - 1];
  const state = statementHash(DST_SHUFFLE_PROOF, ctx, before, after);
  const h1 = chain(state, points.slice(0, n2 + 1));
  const x2 = challenge(h1, "x");
  const h2 = chain(h1, commitsB);
  const y2 = challenge(h2, "y");
  const z2 = challenge(h2, "z");
  const lam = lambdas(powers(x2, n2), y2, z2);
  const target = product(lam);
  if (target === 0n) throw new ProofError("degenerate challenges (a zero factor)");
  const scalarBytesAll = proof2.subarray(32 * 5 * n2);
  const sc = decodeScalars(proof2, 32 * 5 * n2, 3 * n2, "proof scalar");
  const u2 = sc.slice(0, n2);
  const v2 = sc.slice(n2, 2 * n2);
  const w2 = sc.slice(2 * n2, 3 * n2 - 1);
  const s2 = sc[3 * n2 - 1];
  const h3 = chain(h2, [...commitsQ, ...annD, ...annQ, annE, annY]);
  const c2 = challenge(h3, "c");
  const weights = batchWeights(chain(h3, [scalarBytesAll]), 2 * n2);
  const omega = weights.slice(0, n2);
  const kappa = [0n, ...weights.slice(n2, 2 * n2 - 1)];
  const mu = weights[2 * n2 - 1];
  const coefA = omega.map((om) => c2 * y2 * om % ORDER);
  const coefB = omega.map((om) => c2 * om % ORDER);
  let coefG = -omega.reduce((acc, om, i2) => acc + om * (u2[i2] + c2 * z2), 0n) - mu * s2;
  let coefH = -omega.reduce((acc, om, i2) => acc + om * v2[i2], 0n);
  for (let i2 = 1; i2 < n2; i2++) coefH -= kappa[i2] * w2[i2 - 1];
  const d0 = -kappa[1] * u2[1];
  coefA[0] = modL(coefA[0] + d0 * y2);
  coefB[0] = modL(coefB[0] + d0);
  coefG -= d0 * z2;
  coefG += kappa[n2 - 1] * c2 * target;
  const coefQ = Array.from({ length: n2 - 2 }, (_2, k2) => modL(c2 * kappa[k2 + 1] - kappa[k2 + 2] * u2[k2 + 2]));
  const terms = [
    ...omega.map((k2, i2) => [k2, annD[i2]]),
    ...coefA.map((k2, i2) => [k2, commitsA[i2]]),
    ...coefB.map((k2, i2) => [k2, commitsB[i2]]),
    ...kappa.slice(1).map((k2, i2) => [k2, annQ[i2]]),
    ...coefQ.map((k2, i2) => [k2, commitsQ[i2]]),
    [mu, annE],
    [modL(coefH), alg.hBytes],
    [mu * c2 % ORDER, bigE],
    ...lam.map((l2, k2) => [s2 * l2 % ORDER, before[k2]]),
    ...u2.map((ui, i2) => [modL(-ui), after[i2]])
  ];
  const named = [
    ["card", after, 0],
    ["proof point E", [bigE], 0],
    ["proof point A", commitsA, 0],
    ["proof point B", commitsB, 0],
    ["proof point Q", commitsQ, 1],
    ["proof point TD", annD, 0],
    ["proof point TQ", annQ, 1],
    ["proof point TE", [annE], 0],
    ["proof point TY", [annY], 0]
  ];
  let total;
  try {
    if (!bytesEqual(annY, g2.identity) && !g2.isValid(annY)) throw invalidPoint();
    total = annY;
    for (const [k2, p2] of terms) {
      if (k2 === 0n) {
        if (!g2.isValid(p2)) throw invalidPoint();
      } else {
        total = g2.add(total, g2.mult(k2, p2));
      }
    }
    const kG = modL(coefG);
    if (kG !== 0n) total = g2.add(total, g2.baseMult(kG));
  } catch (err) {
    if (!(err instanceof GroupError) && !(err instanceof ProofError)) throw err;
    throw firstInvalid(g2, named) ?? new ProofError("a point of the proof is not a valid group element");
  }
  if (!bytesEqual(total, g2.identity)) throw new ProofError("the shuffle proof does not hold for this statement");
  return bigE;
}

// src/deck/steps.ts
function firstBad(group, deck, multiply) {
  try {
    return multiply();
  } catch (err) {
    if (!(err instanceof PointError)) throw err;
    const at2 = deck.findIndex((p2) => !group.isValid(p2));
    throw at2 >= 0 && at2 !== err.index ? new PointError(`not a valid ${group.name} element at card ${at2}`, at2) : err;
  }
}
function shuffleDeck(secrets, deck, group) {
  checkSize(deck, secrets);
  return firstBad(group, deck, () => secrets.permutation.map((x2) => group.mult(secrets.shuffleKey, deck[x2], x2)));
}
function lockDeck(secrets, deck, group) {
  checkSize(deck, secrets);
  return firstBad(group, deck, () => deck.map((p2, i2) => group.mult(secrets.lockFactors[i2], p2, i2)));
}
function stepWork(secrets, stage, deck) {
  checkSize(deck, secrets);
  return stage === "shuffle" ? secrets.permutation.map((x2) => [secrets.shuffleKey, deck[x2]]) : deck.map((p2, i2) => [secrets.lockFactors[i2], p2]);
}
function openCard(card, keys, group) {
  return group.mult(invert2(product(keys)), card);
}
function checkSize(deck, secrets) {
  if (deck.length !== secrets.permutation.length) {
    throw new GroupError(`a deck of ${deck.length} cards for a ${secrets.permutation.length}-card step`);
  }
  return deck;
}

// src/deck/seat.ts
var SPECTATOR = -1;
var SeatDeck = class _SeatDeck {
  /** `seed` null: the public view of the host, a spectator or a verifier (no secrets). */
  constructor(params, seat, seed) {
    this.params = params;
    this.seat = seat;
    if (seed !== null && (!Number.isInteger(seat) || seat < 0 || seat >= params.seats)) {
      throw new LocalDeckError(`no seat ${seat} at a ${params.seats}-seat table`);
    }
    this.secrets = seed === null ? null : deriveSecrets(params.gameId, params.round, seat, seed, params.size);
    this.group = params.group;
    this.lookup = tileLookup(params.tiles, this.group);
    this.commits = Array.from({ length: params.seats }, () => null);
    this.missingCommits = params.seats;
    this.keys = Array.from({ length: params.size }, () => /* @__PURE__ */ new Map());
    this.owner = Array.from({ length: params.size }, (_2, i2) => params.dealtTo(i2));
    this.nextDrawPosition = params.boneyardStart;
  }
  params;
  seat;
  secrets;
  group;
  lookup;
  commits;
  missingCommits;
  shuffles = [];
  locks = [];
  ownStep = null;
  final = null;
  events = [];
  keys;
  owner;
  nextDrawPosition;
  knownTiles = /* @__PURE__ */ new Map();
  seen = /* @__PURE__ */ new Map();
  played = /* @__PURE__ */ new Set();
  static publicView(params) {
    return new _SeatDeck(params, SPECTATOR, null);
  }
  own() {
    if (!this.secrets) throw new LocalDeckError("a public deck holds no secrets");
    return this.secrets;
  }
  // --- commitments and the two passes ---------------------------------------------------
  commit() {
    return { kind: "commit", seat: this.seat, commitment: this.own().commitment };
  }
  /** Record a commitment; seat 0's shuffle step once all are in (for seat 0). */
  receiveCommit(record) {
    this.checkSeat(record.seat, "commit");
    if (this.commits[record.seat]) throw new OutOfOrderError("a second commitment", { seat: record.seat, step: "commit" });
    if (!(record.commitment instanceof Uint8Array) || record.commitment.length !== COMMITMENT_BYTES) {
      throw new DeckFault("a malformed commitment", { seat: record.seat, step: "commit" });
    }
    if (record.seat === this.seat && !bytesEqual(record.commitment, this.own().commitment)) {
      throw new LocalDeckError("this seat's commitment came back altered");
    }
    this.commits[record.seat] = record;
    this.missingCommits -= 1;
    if (this.missingCommits === 0 && this.seat === 0) {
      return this.makeStep("shuffle", tilePoints(this.params.tiles, this.group), null);
    }
    return null;
  }
  /** The deck step due next, or null before the commitments / after the lock pass. */
  nextStep() {
    const n2 = this.params.seats;
    if (this.missingCommits > 0) return null;
    if (this.shuffles.length < n2) return { stage: "shuffle", seat: this.shuffles.length };
    if (this.locks.length < n2) return { stage: "lock", seat: this.locks.length };
    return null;
  }
  /** The deck the step due next multiplies (what a proof of that step is about). */
  nextInput() {
    if (!this.nextStep()) throw new LocalDeckError("no deck step is due");
    const last = this.locks.length ? this.locks : this.shuffles;
    return last.length ? last[last.length - 1].points : tilePoints(this.params.tiles, this.group);
  }
  /**
   * The multiplications of this seat's shuffle step if the commitment of `seat` completes the
   * commitments and this is seat 0 (stepWork: work to do ahead, off the main thread); else null.
   * Records and checks nothing.
   */
  workAfterCommit(seat) {
    if (!this.secrets || this.seat !== 0 || this.missingCommits !== 1 || this.commits[seat] !== null) return null;
    return stepWork(this.secrets, "shuffle", tilePoints(this.params.tiles, this.group));
  }
  /**
   * The multiplications of this seat's own step if the `stage` step of `seat`, on `points`, is
   * the step due now and this seat's comes next (stepWork); else null. Records and checks
   * nothing: the step is checked as ever when it is received.
   */
  workAfterStep(stage, seat, points) {
    const due = this.nextStep();
    if (!this.secrets || !due || due.stage !== stage || due.seat !== seat || points.length !== this.params.size) return null;
    if (!points.every((p2) => p2 instanceof Uint8Array && p2.length === POINT_BYTES)) return null;
    const n2 = this.params.seats;
    const next = stage === "shuffle" ? seat + 1 < n2 ? { stage, seat: seat + 1 } : { stage: "lock", seat: 0 } : seat + 1 < n2 ? { stage, seat: seat + 1 } : null;
    if (next === null || next.seat !== this.seat) return null;
    return stepWork(this.secrets, next.stage, points);
  }
  /**
   * Record a published deck step; this seat's own step when it is its turn. `shapeChecked`:
   * the caller already ran checkStepShape (a table does, before recording).
   */
  receiveStep(step, shapeChecked = false) {
    const due = this.nextStep();
    if (!due || due.stage !== step.stage || due.seat !== step.seat) {
      throw new OutOfOrderError(`${step.stage} step by seat ${step.seat} when ${due ? `the ${due.stage} step of seat ${due.seat}` : "nothing"} was due`, { seat: step.seat, step: step.stage });
    }
    if (step.seat === this.seat && step !== this.ownStep && !sameDeck(step, this.ownStep)) {
      throw new LocalDeckError("this seat's deck step came back altered");
    }
    (step.stage === "shuffle" ? this.shuffles : this.locks).push(step);
    if (step.seat !== this.seat && !shapeChecked) checkStepShape(step, this.params.size, this.group);
    if (this.locks.length === this.params.seats) this.final = step.points;
    const next = this.nextStep();
    if (next && next.seat === this.seat) return this.makeStep(next.stage, step.points, step);
    return null;
  }
  makeStep(stage, deck, publisher) {
    const secrets = this.own();
    let points;
    try {
      points = stage === "shuffle" ? shuffleDeck(secrets, deck, this.group) : lockDeck(secrets, deck, this.group);
    } catch (err) {
      if (!(err instanceof GroupError)) throw err;
      if (!publisher) throw new LocalDeckError(`the tile points failed to multiply: ${err.message}`);
      const at2 = err.index ?? null;
      throw new BadPointError(`card ${at2} of the ${publisher.stage} step of seat ${publisher.seat}: ${err.message}`, { seat: publisher.seat, step: publisher.stage, position: at2 });
    }
    this.ownStep = { kind: "step", stage, seat: this.seat, points };
    return this.ownStep;
  }
  get finalDeck() {
    return this.final;
  }
  // --- deal, draw, play -----------------------------------------------------------------
  /** This seat's keys for every card dealt to another seat, by seat then position. */
  dealReleases() {
    this.requireFinal();
    const s2 = this.own();
    const out = [];
    for (let p2 = 0; p2 < this.params.seats; p2++) {
      if (p2 === this.seat) continue;
      for (const i2 of this.params.handPositions(p2)) out.push({ kind: "release", seat: this.seat, position: i2, key: lockKeyBytes(s2, i2) });
    }
    return out;
  }
  /** This seat's key for `position`, held by another seat (a drawn card). */
  release(position) {
    this.requireFinal();
    const s2 = this.own();
    const owner = this.owner[position];
    if (owner === void 0) throw new LocalDeckError(`no position ${position}`);
    if (owner === null || owner === this.seat) throw new LocalDeckError(`position ${position} is not held by another seat`);
    return { kind: "release", seat: this.seat, position, key: lockKeyBytes(s2, position) };
  }
  /** Record a released key; the tile if it completes a card this seat holds. */
  receiveRelease(record) {
    const { seat, position } = record;
    this.checkEvent(seat, position, "release");
    const owner = this.owner[position];
    if (owner === null || owner === seat) {
      throw new OutOfOrderError(`a key for position ${position}, which is ${owner === null ? "not dealt or drawn" : "the releaser's own"}`, { seat, step: "release", position });
    }
    const keys = this.keys[position];
    if (keys.has(seat)) throw new OutOfOrderError(`a second key for position ${position}`, { seat, step: "release", position });
    let value;
    if (seat === this.seat) {
      if (!bytesEqual(record.key, lockKeyBytes(this.own(), position))) throw new LocalDeckError("this seat's key release came back altered");
      value = this.own().lockKeys[position];
    } else {
      value = decodeKey(record);
    }
    this.events.push(record);
    keys.set(seat, value);
    if (owner === this.seat && keys.size === this.params.seats - 1) {
      return this.open(position, [...keys.values(), this.own().lockKeys[position]], null);
    }
    return null;
  }
  /** The boneyard position the next draw takes, or null when it is empty. */
  get nextDraw() {
    return this.nextDrawPosition < this.params.size ? this.nextDrawPosition : null;
  }
  receiveDraw(record) {
    this.checkEvent(record.seat, record.position, "draw");
    if (record.position !== this.nextDrawPosition) {
      throw new OutOfOrderError(`a draw of position ${record.position}; the next free one is ${this.nextDraw ?? "none (the boneyard is empty)"}`, { seat: record.seat, step: "draw", position: record.position });
    }
    this.owner[record.position] = record.seat;
    this.nextDrawPosition += 1;
    this.events.push(record);
  }
  /** Play the tile at `position`: this seat's key for it, then its claim. */
  play(position) {
    const t2 = this.knownTiles.get(position);
    if (this.owner[position] !== this.seat || !t2 || this.played.has(position)) {
      throw new LocalDeckError(`this seat holds no unplayed, opened card at position ${position}`);
    }
    return [
      { kind: "release", seat: this.seat, position, key: lockKeyBytes(this.own(), position) },
      { kind: "claim", seat: this.seat, position, low: t2.low, high: t2.high }
    ];
  }
  /** Check a play at once: open the card with the owner's key and compare with the claim. */
  receivePlay(release, claim) {
    const { seat, position } = claim;
    this.checkEvent(seat, position, "claim");
    const where = { seat, step: "claim", position };
    if (release.seat !== seat || release.position !== position) throw new OutOfOrderError("a play whose key and claim do not match", where);
    if (this.owner[position] !== seat) throw new OutOfOrderError(`a play of position ${position}, which seat ${seat} does not hold`, where);
    if (this.played.has(position)) throw new OutOfOrderError(`position ${position} played twice`, where);
    const keys = this.keys[position];
    if (keys.size !== this.params.seats - 1) throw new OutOfOrderError(`a play of position ${position} before all its keys were released`, where);
    const claimed = { low: claim.low, high: claim.high };
    if (seat === this.seat) {
      const known = this.knownTiles.get(position);
      if (!bytesEqual(release.key, lockKeyBytes(this.own(), position)) || !known || !sameTile2(known, claimed)) {
        throw new LocalDeckError("this seat's play came back altered");
      }
      this.events.push(release, claim);
      this.played.add(position);
      return claimed;
    }
    const key = decodeKey(release);
    try {
      return this.open(position, [...keys.values(), key], claim);
    } finally {
      this.events.push(release, claim);
      this.played.add(position);
    }
  }
  open(position, keys, claim) {
    const card = this.final[position];
    let point;
    try {
      point = openCard(card, keys, this.group);
    } catch (err) {
      if (!(err instanceof GroupError)) throw err;
      throw new BadPointError(`card ${position} of the final deck: ${err.message}`, { seat: this.params.seats - 1, step: "lock", position });
    }
    const found = this.lookup.get(toHexKey(point));
    const everySeat = Array.from({ length: this.params.seats }, (_2, i2) => i2);
    if (!found) throw new DeckAnomaly(`position ${position} decrypts to no tile of the deck`, "not-a-tile", position, everySeat, null, claim ? "claim" : null);
    if (claim && !sameTile2(found, claim)) {
      throw new ClaimMismatchError(`seat ${claim.seat} played ${claim.low}-${claim.high} from position ${position}, which holds ${tileName(found)}`, { seat: claim.seat, step: "claim", position });
    }
    const other = this.seen.get(tileName(found));
    if (other !== void 0 && other !== position) {
      throw new DeckAnomaly(`position ${position} decrypts to ${tileName(found)}, already seen at position ${other}`, "duplicate", position, everySeat, other);
    }
    this.seen.set(tileName(found), position);
    this.knownTiles.set(position, found);
    return found;
  }
  // --- what this seat knows, round end ----------------------------------------------------
  /** Position -> tile for the cards this seat holds, has opened and has not played. */
  get hand() {
    const out = /* @__PURE__ */ new Map();
    for (const [i2, t2] of this.knownTiles) if (this.owner[i2] === this.seat && !this.played.has(i2)) out.set(i2, t2);
    return out;
  }
  /** Every position whose tile this seat knows (its own cards and every played card). */
  get known() {
    return new Map(this.knownTiles);
  }
  reveal() {
    return { kind: "reveal", seat: this.seat, seed: this.own().seed };
  }
  /** The round's public record as this seat received it, plus the reveals, for the audit. */
  transcript(reveals) {
    return {
      params: this.params,
      commits: this.commits.filter((c2) => c2 !== null),
      shuffles: [...this.shuffles],
      locks: [...this.locks],
      events: [...this.events],
      reveals: [...reveals].sort((a2, b2) => a2.seat - b2.seat)
    };
  }
  get eventCount() {
    return this.events.length;
  }
  requireFinal() {
    if (!this.final) throw new LocalDeckError("the deck is not final yet (lock pass unfinished)");
  }
  checkSeat(seat, step) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.params.seats) throw new DeckFault(`no seat ${seat}`, { seat: null, step });
  }
  checkEvent(seat, position, step) {
    this.checkSeat(seat, step);
    if (!this.final) throw new OutOfOrderError(`a ${step} before the deck is final`, { seat, step });
    if (!Number.isInteger(position) || position < 0 || position >= this.params.size) throw new OutOfOrderError(`no position ${position}`, { seat, step });
  }
};
function decodeKey(record) {
  try {
    return decodeScalar(record.key);
  } catch (err) {
    if (!(err instanceof GroupError)) throw err;
    throw new BadKeyError(`key for position ${record.position}: ${err.message}`, { seat: record.seat, step: "release", position: record.position });
  }
}
function sameDeck(a2, b2) {
  return !!b2 && a2.stage === b2.stage && a2.points.length === b2.points.length && a2.points.every((p2, i2) => bytesEqual(p2, b2.points[i2]));
}
function checkStepShape(step, size, group) {
  const where = { seat: step.seat, step: step.stage };
  if (step.points.length !== size) throw new BadPointError(`a deck of ${step.points.length} cards, expected ${size}`, where);
  const first = /* @__PURE__ */ new Map();
  step.points.forEach((p2, position) => {
    if (!(p2 instanceof Uint8Array) || p2.length !== POINT_BYTES) throw new BadPointError(`card ${position} is not a 32-byte point`, { ...where, position });
  });
  step.points.forEach((p2, position) => {
    const k2 = toHexKey(p2);
    const before = first.get(k2);
    if (before !== void 0) throw new BadPointError(`card ${position} repeats card ${before}`, { ...where, position });
    first.set(k2, position);
  });
  if (group !== EDWARDS25519) {
    step.points.forEach((p2, position) => {
      if (!group.isValid(p2)) throw new BadPointError(`card ${position} is not a valid ${group.name} element`, { ...where, position });
    });
  }
}

// src/deck/transcript.ts
var MIN_SEATS = 2;
var MAX_SEATS = 10;
var DeckParams = class {
  constructor(gameId, round, seats, tiles, handSize2, groupName = "edwards25519") {
    this.gameId = gameId;
    this.round = round;
    this.seats = seats;
    this.tiles = tiles;
    this.handSize = handSize2;
    const g2 = GROUPS[groupName];
    if (!g2) throw new RangeError(`no deck group ${String(groupName)}`);
    this.group = g2;
    if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
      throw new RangeError(`the deck supports ${MIN_SEATS} to ${MAX_SEATS} seats, not ${seats}`);
    }
    if (gameId.length < 1 || gameId.length > MAX_GAME_ID_BYTES) throw new RangeError(`game id must be 1 to ${MAX_GAME_ID_BYTES} bytes`);
    if (!Number.isInteger(round) || round < 0 || round >= 2 ** 32) throw new RangeError(`round number ${round} out of range`);
    for (let i2 = 0; i2 < tiles.length; i2++) {
      const t2 = tiles[i2];
      if (t2.low > t2.high) throw new RangeError("tiles must be stored low end first");
      const prev = tiles[i2 - 1];
      if (prev && (prev.low > t2.low || prev.low === t2.low && prev.high >= t2.high)) {
        throw new RangeError("deck tiles must be distinct and in canonical order");
      }
    }
    if (!Number.isInteger(handSize2) || handSize2 < 0 || seats * handSize2 > tiles.length) {
      throw new RangeError(`${seats} hands of ${handSize2} do not fit in ${tiles.length} tiles`);
    }
  }
  gameId;
  round;
  seats;
  tiles;
  handSize;
  group;
  /** `D`, the number of cards. */
  get size() {
    return this.tiles.length;
  }
  get boneyardStart() {
    return this.seats * this.handSize;
  }
  handPositions(seat) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats) throw new RangeError(`no seat ${seat} at a ${this.seats}-seat table`);
    return Array.from({ length: this.handSize }, (_2, k2) => seat * this.handSize + k2);
  }
  /** The seat dealt `position`, or null for the boneyard. */
  dealtTo(position) {
    return position < this.boneyardStart ? Math.floor(position / this.handSize) : null;
  }
};

// src/table/round.ts
var TableRound = class {
  constructor(index, rules, seats, gameId, group, mySeat, seed) {
    this.index = index;
    const double = roundDoubles(rules)[index];
    const tiles = doubleSet(rules.max_pip, rules.engine === "set_aside" ? { low: double, high: double } : null);
    this.params = new DeckParams(gameId, index, seats, tiles, handSize(rules, seats), group);
    this.deck = mySeat === null || seed === null ? SeatDeck.publicView(this.params) : new SeatDeck(this.params, mySeat, seed);
    this.engine = newRound(rules, seats, index, new Array(this.params.size).fill(null));
  }
  index;
  params;
  deck;
  engine;
  /** The engine's events in log order, and the entry of each. */
  events = [];
  eventEntries = [];
  commits = /* @__PURE__ */ new Set();
  deals = /* @__PURE__ */ new Set();
  /** While the other seats' keys for a drawn card are awaited. */
  pendingDraw = null;
  released = /* @__PURE__ */ new Set();
  reveals = /* @__PURE__ */ new Map();
  /** The entry that ended the round (the last event, an anomaly, a card that opened to garbage). */
  overEntry = null;
  anomaly = null;
  /** (step, seat) -> entry, for commit, shuffle, lock and reveal. */
  stepEntries = /* @__PURE__ */ new Map();
  /** The entry of each release, draw and claim record of the deck's transcript, in order. */
  deckEventEntries = [];
  /** Verified shuffle: seat -> `E` from its proven shuffle step. */
  shuffleKeys = /* @__PURE__ */ new Map();
  /** Verified shuffle: seat -> `K_i = k_i·G` from its proven lock step. */
  keyCommitments = /* @__PURE__ */ new Map();
  /** This seat sent an anomaly report and waits for the round to stop. */
  reported = false;
  /** The entry count when this seat last sent a move (one move per entry). */
  sentMoveAt = -1;
  static stepKey(step, seat) {
    return `${step}/${seat}`;
  }
  /** Records the log entry of every deck event the deck recorded since `before`. */
  noteDeckEvents(entry, before) {
    for (let i2 = before; i2 < this.deck.eventCount; i2++) this.deckEventEntries.push(entry);
  }
};

// src/table/state.ts
var RISTRETTO255_OPTION = "ristretto255";
var VERIFIED_SHUFFLE = "verified-shuffle";
var TABLE_OPTIONS = [RISTRETTO255_OPTION, VERIFIED_SHUFFLE];
function refuse(m3, why, seat = m3.seat) {
  return new TableRefusal(seat, `${m3.kind}: ${why}`);
}
function deckCall(m3, fn) {
  try {
    return fn();
  } catch (error) {
    if (error instanceof DeckAnomaly || error instanceof BadPointError) throw error;
    if (error instanceof DeckFault) throw refuse(m3, error.message, error.seat ?? m3.seat);
    throw error;
  }
}
function roundFor(t2, m3, ...stages) {
  const rnd = t2.round;
  if (rnd === null || !stages.includes(t2.stage)) throw refuse(m3, `not expected in stage ${t2.stage}`);
  if (m3.round !== rnd.index) throw refuse(m3, `carries round ${m3.round}, this is round ${rnd.index}`);
  if (m3.seat < 0 || m3.seat >= t2.seats) throw refuse(m3, `no seat ${m3.seat}`);
  return rnd;
}
function sameInts(a2, b2) {
  return a2.length === b2.length && a2.every((v2, i2) => v2 === b2[i2]);
}

// src/deck/audit.ts
function failure(seat, step, index, position, expected, found, reason) {
  return { ok: false, seat, step, index, position, expected, found, reason };
}
function auditRound(transcript) {
  const params = transcript.params;
  checkStructure(transcript);
  const seeds = /* @__PURE__ */ new Map();
  for (const r2 of transcript.reveals) seeds.set(r2.seat, r2.seed);
  const secrets = [];
  for (const commit of transcript.commits) {
    const seat = commit.seat;
    const seed = seeds.get(seat);
    if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) {
      return failure(seat, "reveal", seat, null, `a ${SEED_BYTES}-byte seed opening ${toHex(commit.commitment)}`, seed === void 0 ? "no reveal" : "a malformed seed", "no valid seed revealed");
    }
    const derived = deriveSecrets(params.gameId, params.round, seat, seed, params.size);
    if (!bytesEqual(derived.commitment, commit.commitment)) {
      return failure(seat, "reveal", seat, null, toHex(commit.commitment), toHex(derived.commitment), "the revealed seed does not open the seat's commitment");
    }
    secrets.push(derived);
  }
  const group = params.group;
  let deck = tilePoints(params.tiles, group);
  for (const step of transcript.shuffles) {
    deck = shuffleDeck(secrets[step.seat], deck, group);
    const f3 = compareDeck(step, deck);
    if (f3) return f3;
  }
  for (const step of transcript.locks) {
    deck = lockDeck(secrets[step.seat], deck, group);
    const f3 = compareDeck(step, deck);
    if (f3) return f3;
  }
  let origin = Array.from({ length: params.size }, (_2, i2) => i2);
  for (const s2 of secrets) origin = s2.permutation.map((x2) => origin[x2]);
  const tiles = origin.map((o2) => params.tiles[o2]);
  const owners = Array.from({ length: params.size }, (_2, i2) => params.dealtTo(i2));
  const f2 = checkEvents(transcript, secrets, tiles, owners);
  if (f2) return f2;
  return { ok: true, params, tiles, owners, complete: transcript.locks.length === params.seats, secrets };
}
function compareDeck(step, expected) {
  const found = step.points;
  const n2 = Math.min(found.length, expected.length);
  for (let x2 = 0; x2 < n2; x2++) {
    const e = expected[x2];
    const f2 = found[x2];
    if (!bytesEqual(e, f2)) {
      return failure(step.seat, step.stage, step.seat, x2, toHex(e), toHex(f2), `card ${x2} of the ${step.stage} step is not what the seed gives`);
    }
  }
  if (found.length !== expected.length) {
    return failure(step.seat, step.stage, step.seat, null, `${expected.length} cards`, `${found.length} cards`, `the ${step.stage} step has the wrong number of cards`);
  }
  return null;
}
function checkEvents(transcript, secrets, tiles, owners) {
  const size = transcript.params.size;
  let nextDraw = transcript.params.boneyardStart;
  const claimed = /* @__PURE__ */ new Set();
  for (let index = 0; index < transcript.events.length; index++) {
    const event = transcript.events[index];
    const { seat, position } = event;
    if (!Number.isInteger(position) || position < 0 || position >= size) {
      return failure(seat, event.kind, index, null, `a position below ${size}`, String(position), "no such position");
    }
    if (event.kind === "release") {
      const expected = encodeScalar(secrets[seat].lockKeys[position]);
      if (!bytesEqual(event.key, expected)) {
        return failure(seat, "release", index, position, toHex(expected), toHex(event.key), "the released key is not the seat's lock key for this position");
      }
    } else if (event.kind === "draw") {
      if (position !== nextDraw) {
        return failure(seat, "draw", index, position, nextDraw < size ? String(nextDraw) : "no draw (boneyard empty)", String(position), "a draw must take the next free position");
      }
      owners[position] = seat;
      nextDraw += 1;
    } else {
      if (owners[position] !== seat) {
        const holder = owners[position];
        return failure(seat, "claim", index, position, "a position held by the claimant", holder === null || holder === void 0 ? "an unassigned position" : `seat ${holder}'s position`, "a play from a position the seat does not hold");
      }
      if (claimed.has(position)) {
        return failure(seat, "claim", index, position, "an unplayed position", "a position already played", "the same card played twice");
      }
      const t2 = tiles[position];
      if (!sameTile2(t2, { low: event.low, high: event.high })) {
        return failure(seat, "claim", index, position, tileName(t2), `${event.low}-${event.high}`, "the claimed tile is not the tile at the position");
      }
      claimed.add(position);
    }
  }
  return null;
}
function checkStructure(t2) {
  const n2 = t2.params.seats;
  if (t2.commits.length !== n2 || t2.commits.some((c2, i2) => c2.seat !== i2)) throw new Error("a transcript needs one commitment per seat, in seat order");
  for (const [stage, steps] of [["shuffle", t2.shuffles], ["lock", t2.locks]]) {
    if (steps.length > n2 || steps.some((s2, i2) => s2.stage !== stage || s2.seat !== i2)) throw new Error(`${stage} steps must come one per seat, in seat order`);
  }
  if (t2.locks.length > 0 && t2.shuffles.length !== n2) throw new Error("lock steps before the shuffle pass finished");
  if (t2.events.length > 0 && t2.locks.length !== n2) throw new Error("deal events before the lock pass finished");
  for (const e of t2.events) if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= n2) throw new Error(`an event by seat ${e.seat} at a ${n2}-seat table`);
  const seats = t2.reveals.map((r2) => r2.seat);
  if (new Set(seats).size !== seats.length || seats.some((s2) => s2 < 0 || s2 >= n2)) throw new Error("at most one reveal per seat, for seats of the table");
}

// src/rules/scoring.ts
function handPips(rules, hand) {
  let sum = 0;
  for (const t2 of hand) sum += t2.low === 0 && t2.high === 0 ? rules.double_blank_pips : t2.low + t2.high;
  return sum;
}
function best(values, lowest) {
  const target = lowest ? Math.min(...values) : Math.max(...values);
  const out = [];
  values.forEach((v2, i2) => {
    if (v2 === target) out.push(i2);
  });
  return out;
}
function blockedWinners(rules, pips, tiles) {
  const winners = best(rules.blocked_winner === "fewest_tiles" ? tiles : pips, true);
  if (winners.length > 1 && rules.blocked_tie === "no_winner") return [];
  return winners;
}
function scoreRound(state) {
  if (state.phase !== "over") throw new EngineUsageError("the round is not over yet");
  const hands = [];
  for (let seat = 0; seat < state.players; seat++) {
    const known = handTiles(state, seat);
    if (known.some((t2) => t2 === null)) throw new EngineUsageError(`seat ${seat}'s hand is not revealed; cannot score`);
    hands.push(known);
  }
  const rules = state.rules;
  const pips = hands.map((h2) => handPips(rules, h2));
  const factor = rules.out_on_double_doubles && state.outOnDouble ? 2 : 1;
  let scores;
  let winners;
  if (rules.scoring === "penalty") {
    scores = pips.map((p2) => p2 * factor);
    winners = best(scores, true);
  } else {
    winners = state.wentOut !== null ? [state.wentOut] : blockedWinners(rules, pips, hands.map((h2) => h2.length));
    let pot = 0;
    pips.forEach((p2, s2) => {
      if (!winners.includes(s2)) pot += p2;
    });
    pot *= factor;
    const share = winners.length > 0 ? Math.floor(pot / winners.length) : 0;
    scores = pips.map((_2, s2) => winners.includes(s2) ? share : 0);
  }
  return { double: state.enginePip, wentOut: state.wentOut, outOnDouble: state.outOnDouble, pips, scores, winners };
}
function scoreMatch(rules, players, rounds) {
  const totals = [];
  for (let s2 = 0; s2 < players; s2++) totals.push(rounds.reduce((sum, r2) => sum + (r2.scores[s2] ?? 0), 0));
  return { rounds: [...rounds], totals, winners: best(totals, rules.scoring === "penalty") };
}

// src/table/reveal.ts
function startReveal(t2, rnd) {
  t2.stage = "reveal";
  rnd.pendingDraw = null;
}
function onReveal(t2, index, m3) {
  const rnd = roundFor(t2, m3, "reveal");
  const [seed, head] = m3.payload;
  if (rnd.reveals.has(m3.seat)) throw refuse(m3, "a second reveal");
  const at2 = t2.entryOf(head);
  if (at2 === void 0 || rnd.overEntry === null || at2 < rnd.overEntry) throw refuse(m3, "the head it co-signs is not at or after the round's end");
  rnd.reveals.set(m3.seat, seed);
  rnd.stepEntries.set(TableRound.stepKey("reveal", m3.seat), index);
  const updates = [{ entry: index, kind: "reveal", seat: m3.seat, round: rnd.index }];
  if (rnd.reveals.size === t2.seats) updates.push(...audit(t2, rnd, index));
  return updates;
}
function audit(t2, rnd, index) {
  const reveals = Array.from({ length: t2.seats }, (_2, s2) => ({ kind: "reveal", seat: s2, seed: rnd.reveals.get(s2) }));
  const result = auditRound(rnd.deck.transcript(reveals));
  if (!result.ok) {
    return blameUpdate(t2, { seat: result.seat, entry: entryOfFailure(t2, rnd, result), reason: `deck audit: ${result.reason}`, cheater: true }, index, rnd.index);
  }
  if (rnd.anomaly) {
    const a2 = rnd.anomaly;
    return blameUpdate(t2, { seat: a2.seat, entry: a2.entry, reason: `anomaly (${a2.reason}) that the audit does not explain`, cheater: true }, index, rnd.index);
  }
  const rules = t2.rules;
  let final;
  try {
    final = replayRound(rules, t2.seats, rnd.index, result.tiles, rnd.events);
  } catch (error) {
    if (!(error instanceof IllegalPlayError)) throw error;
    const entry = rnd.eventEntries[error.eventIndex] ?? null;
    return blameUpdate(t2, { seat: error.seat, entry, reason: `broke a rule: ${error.message}`, cheater: true }, index, rnd.index);
  }
  const outcome = scoreRound(final);
  t2.outcomes.push(outcome);
  const updates = [{ entry: index, kind: "round_over", seat: HOST_SEAT, round: rnd.index, detail: { outcome, tiles: result.tiles } }];
  if (t2.outcomes.length === roundDoubles(rules).length) {
    t2.final = scoreMatch(rules, t2.seats, t2.outcomes);
    t2.stage = "closing";
    if (t2.isHost) t2.queue("end", TABLE_ROUND, [[...t2.final.totals], [...t2.final.winners]], HOST_SEAT);
  } else {
    beginRound(t2, rnd.index + 1);
  }
  return updates;
}
function entryOfFailure(t2, rnd, failure2) {
  if (failure2.step === "release" || failure2.step === "draw" || failure2.step === "claim") {
    return rnd.deckEventEntries[failure2.index] ?? null;
  }
  return rnd.stepEntries.get(TableRound.stepKey(failure2.step, failure2.seat)) ?? null;
}
function blameUpdate(t2, blame, index, round) {
  t2.blame = blame;
  t2.stage = "ended";
  return [{ entry: index, kind: "blame", seat: blame.seat ?? HOST_SEAT, round, detail: { reason: blame.reason } }];
}

// src/table/turns.ts
function turnRound(t2, m3) {
  const rnd = roundFor(t2, m3, "turns");
  if (rnd.pendingDraw) throw refuse(m3, `waiting for the keys of drawn position ${rnd.pendingDraw.position}`);
  return rnd;
}
function commitEvent(t2, rnd, index, event, state) {
  rnd.engine = state;
  rnd.events.push(event);
  rnd.eventEntries.push(index);
  if (state.phase === "over") {
    rnd.overEntry = index;
    startReveal(t2, rnd);
  }
}
function onPlay(t2, index, m3) {
  const rnd = turnRound(t2, m3);
  const [pos, [low, high], train, key] = m3.payload;
  if (low > high) throw refuse(m3, "a tile is sent low end first");
  const value = { low, high };
  const event = { kind: "play", seat: m3.seat, pos, tile: value, train };
  const state = apply(rnd.engine, event);
  const trouble = openPlayed(t2, m3, index, rnd, { kind: "release", seat: m3.seat, position: pos, key }, { kind: "claim", seat: m3.seat, position: pos, low, high });
  if (trouble) return trouble;
  commitEvent(t2, rnd, index, event, state);
  return [{ entry: index, kind: "play", seat: m3.seat, round: rnd.index, detail: { tile: value, train, pos } }];
}
function onPlaceEngine(t2, index, m3) {
  const rnd = turnRound(t2, m3);
  if (rnd.engine.phase !== "engine") throw refuse(m3, "the engine is already placed");
  const [pos, key] = m3.payload;
  const event = { kind: "place_engine", seat: m3.seat, pos };
  const state = apply(rnd.engine, event);
  const e = rnd.engine.enginePip;
  const trouble = openPlayed(t2, m3, index, rnd, { kind: "release", seat: m3.seat, position: pos, key }, { kind: "claim", seat: m3.seat, position: pos, low: e, high: e });
  if (trouble) return trouble;
  commitEvent(t2, rnd, index, event, state);
  return [{ entry: index, kind: "place_engine", seat: m3.seat, round: rnd.index, detail: { tile: { low: e, high: e } } }];
}
function openPlayed(t2, m3, index, rnd, release, claim) {
  if (t2.verifiedShuffle) {
    let value = null;
    try {
      value = decodeScalar(release.key);
    } catch (error) {
      if (!(error instanceof GroupError)) throw error;
    }
    if (value !== null) checkFit(t2, m3, rnd, release, value);
  }
  const before = rnd.deck.eventCount;
  try {
    rnd.deck.receivePlay(release, claim);
  } catch (error) {
    if (error instanceof ClaimMismatchError) {
      rnd.noteDeckEvents(index, before);
      return blameUpdate(t2, { seat: m3.seat, entry: index, reason: `false claim: ${error.message}`, cheater: true }, index, rnd.index);
    }
    if (error instanceof DeckAnomaly || error instanceof BadPointError) {
      rnd.noteDeckEvents(index, before);
      rnd.anomaly = { entry: index, seat: m3.seat, reason: `the played card opened to garbage: ${error.message}` };
      rnd.overEntry = index;
      startReveal(t2, rnd);
      return [{ entry: index, kind: "anomaly", seat: m3.seat, round: rnd.index, detail: { reason: error.message } }];
    }
    if (error instanceof DeckFault) throw refuse(m3, error.message);
    throw error;
  }
  rnd.noteDeckEvents(index, before);
  return null;
}
function onSimple(t2, index, m3, event) {
  const rnd = turnRound(t2, m3);
  const state = apply(rnd.engine, event);
  commitEvent(t2, rnd, index, event, state);
  return [{ entry: index, kind: m3.kind, seat: m3.seat, round: rnd.index }];
}
function onDraw(t2, index, m3) {
  const rnd = turnRound(t2, m3);
  const event = { kind: "draw", seat: m3.seat };
  const state = apply(rnd.engine, event);
  const pos = rnd.engine.nextDraw;
  const before = rnd.deck.eventCount;
  deckCall(m3, () => rnd.deck.receiveDraw({ kind: "draw", seat: m3.seat, position: pos }));
  rnd.noteDeckEvents(index, before);
  rnd.engine = state;
  rnd.events.push(event);
  rnd.eventEntries.push(index);
  rnd.pendingDraw = { position: pos, drawer: m3.seat };
  rnd.released = /* @__PURE__ */ new Set();
  if (t2.mySeat !== null && t2.mySeat !== m3.seat && rnd.deck.secrets) {
    t2.queue("release", rnd.index, [pos, rnd.deck.release(pos).key]);
  }
  return [{ entry: index, kind: "draw", seat: m3.seat, round: rnd.index, detail: { pos } }];
}
function onRelease(t2, index, m3) {
  const rnd = roundFor(t2, m3, "turns");
  const pending = rnd.pendingDraw;
  if (!pending) throw refuse(m3, "no drawn card is waiting for keys");
  const [position, key] = m3.payload;
  if (position !== pending.position) throw refuse(m3, `a key for position ${position}; position ${pending.position} was drawn`);
  if (m3.seat === pending.drawer || rnd.released.has(m3.seat)) throw refuse(m3, "a key this seat may not release now");
  const record = { kind: "release", seat: m3.seat, position, key };
  checkKeys(t2, m3, rnd, [record]);
  let anomaly = null;
  let found = null;
  const before = rnd.deck.eventCount;
  try {
    found = deckCall(m3, () => rnd.deck.receiveRelease(record));
  } catch (error) {
    if (!(error instanceof DeckAnomaly || error instanceof BadPointError)) throw error;
    anomaly = error;
  }
  rnd.noteDeckEvents(index, before);
  rnd.released.add(m3.seat);
  if (rnd.released.size === t2.seats - 1) rnd.pendingDraw = null;
  if (found) rnd.engine = learn(rnd.engine, position, found);
  if (anomaly) reportAnomaly(t2, rnd, anomaly);
  return [{ entry: index, kind: "release", seat: m3.seat, round: rnd.index, detail: { pos: position } }];
}
function onAnomaly(t2, index, m3) {
  const rnd = roundFor(t2, m3, "shuffle", "lock", "deal", "turns");
  if (t2.stage === "shuffle" || t2.stage === "lock") {
    const due = rnd.deck.nextStep();
    if (due === null || due.seat !== m3.seat) throw refuse(m3, "only the seat due to multiply the last deck may report it now");
  }
  const [pos, reason] = m3.payload;
  rnd.anomaly = { entry: index, seat: m3.seat, reason };
  rnd.overEntry = index;
  startReveal(t2, rnd);
  return [{ entry: index, kind: "anomaly", seat: m3.seat, round: rnd.index, detail: { pos, reason } }];
}
function reportAnomaly(t2, rnd, error) {
  if (rnd.deck.secrets && rnd.anomaly === null && !rnd.reported) {
    rnd.reported = true;
    t2.queue("anomaly", rnd.index, [error.position ?? 0, error.message.slice(0, 200)]);
  }
}

// src/table/deck-stages.ts
function beginRound(t2, r2) {
  const rules = t2.rules;
  let seed = null;
  if (t2.mySeat !== null) seed = t2.roundSeedFor(r2);
  const rnd = new TableRound(r2, rules, t2.seats, t2.gameId, t2.deckGroup, t2.mySeat, seed);
  t2.round = rnd;
  t2.stage = "commit";
  if (rnd.deck.secrets) t2.queue("commit", r2, [rnd.deck.commit().commitment]);
}
function onCommit(t2, index, m3) {
  const rnd = roundFor(t2, m3, "commit");
  if (rnd.commits.has(m3.seat)) throw refuse(m3, "a second commitment");
  const mine = deckCall(m3, () => rnd.deck.receiveCommit({ kind: "commit", seat: m3.seat, commitment: m3.payload[0] }));
  rnd.commits.add(m3.seat);
  rnd.stepEntries.set(TableRound.stepKey("commit", m3.seat), index);
  if (rnd.commits.size === t2.seats) t2.stage = "shuffle";
  if (mine) queueStep(t2, rnd, mine, rnd.deck.nextInput());
  return [{ entry: index, kind: "commit", seat: m3.seat, round: rnd.index }];
}
function onDeckStep(t2, index, m3, stage) {
  const rnd = roundFor(t2, m3, stage);
  const record = { kind: "step", stage, seat: m3.seat, points: m3.payload[0] };
  if (t2.verifiedShuffle !== (m3.payload.length === 2)) {
    throw refuse(m3, `a deck step at this table carries ${t2.verifiedShuffle ? "no proof" : "a proof at a table without the option"}`);
  }
  const due = rnd.deck.nextStep();
  const other = m3.seat !== t2.mySeat;
  if (other) {
    try {
      checkStepShape(record, rnd.params.size, rnd.params.group);
    } catch (error) {
      if (error instanceof BadPointError) throw refuse(m3, error.message);
      throw error;
    }
    if (t2.verifiedShuffle && due !== null && due.stage === stage && due.seat === m3.seat) {
      checkProof(t2, m3, rnd, record, m3.payload[1]);
    }
  }
  let mine = null;
  let invalid = null;
  try {
    mine = deckCall(m3, () => rnd.deck.receiveStep(record, other));
  } catch (error) {
    if (!(error instanceof BadPointError)) throw error;
    invalid = error;
  }
  rnd.stepEntries.set(TableRound.stepKey(stage, m3.seat), index);
  const next = rnd.deck.nextStep();
  if (next === null) {
    t2.stage = "deal";
    if (rnd.deck.secrets) {
      const releases = rnd.deck.dealReleases();
      t2.queue("deal", rnd.index, [releases.map((r2) => [r2.position, r2.key])]);
    }
  } else if (next.stage === "lock") {
    t2.stage = "lock";
  }
  if (t2.verifiedShuffle && !other) rememberOwnProof(t2, rnd, stage);
  if (mine) queueStep(t2, rnd, mine, record.points);
  if (invalid) reportAnomaly(t2, rnd, invalid);
  return [{ entry: index, kind: stage, seat: m3.seat, round: rnd.index }];
}
function workAhead(t2, m3) {
  const rnd = t2.round;
  if (rnd === null || !rnd.deck.secrets || m3.round !== rnd.index) return null;
  if (m3.kind === "commit") return rnd.deck.workAfterCommit(m3.seat);
  if (m3.kind !== "shuffle" && m3.kind !== "lock") return null;
  const points = m3.payload[0];
  return Array.isArray(points) ? rnd.deck.workAfterStep(m3.kind, m3.seat, points) : null;
}
function checkProof(t2, m3, rnd, record, proof2) {
  const before = rnd.deck.nextInput();
  const ctx = context(rnd.params.gameId, rnd.index, m3.seat);
  try {
    if (record.stage === "shuffle") {
      rnd.shuffleKeys.set(m3.seat, verifyShuffle(rnd.params.group, ctx, before, record.points, proof2));
    } else {
      const bigE = rnd.shuffleKeys.get(m3.seat);
      rnd.keyCommitments.set(m3.seat, verifyLock(rnd.params.group, ctx, bigE, before, record.points, proof2));
    }
  } catch (error) {
    if (error instanceof ProofError) throw refuse(m3, `proof refused: ${error.message}`);
    throw error;
  }
}
function rememberOwnProof(t2, rnd, stage) {
  const secrets = rnd.deck.secrets;
  const group = rnd.params.group;
  if (stage === "shuffle") rnd.shuffleKeys.set(t2.mySeat, group.baseMult(secrets.shuffleKey));
  else rnd.keyCommitments.set(t2.mySeat, secrets.lockKeys.map((k2) => group.baseMult(k2)));
}
function queueStep(t2, rnd, step, before) {
  const payload = [[...step.points]];
  if (t2.verifiedShuffle) {
    const s2 = rnd.deck.secrets;
    const ctx = context(rnd.params.gameId, rnd.index, s2.seat);
    const group = rnd.params.group;
    payload.push(
      step.stage === "shuffle" ? proveShuffle(group, ctx, s2.seed, s2.shuffleKey, s2.permutation, before, step.points) : proveLock(group, ctx, s2.seed, s2.shuffleKey, s2.lockKeys, before, step.points)
    );
  }
  t2.queue(step.stage, rnd.index, payload);
}
function onDeal(t2, index, m3) {
  const rnd = roundFor(t2, m3, "deal");
  if (rnd.deals.has(m3.seat)) throw refuse(m3, "a second deal");
  const pairs = m3.payload[0];
  const expected = [];
  for (let p2 = 0; p2 < t2.seats; p2++) if (p2 !== m3.seat) expected.push(...rnd.params.handPositions(p2));
  if (!sameInts(pairs.map((p2) => p2[0]), expected)) throw refuse(m3, "must release exactly its keys for every other hand, in position order");
  const records = pairs.map(([position, key]) => ({ kind: "release", seat: m3.seat, position, key }));
  checkKeys(t2, m3, rnd, records);
  let anomaly = null;
  const opened = [];
  const before = rnd.deck.eventCount;
  for (const record of records) {
    try {
      const found = deckCall(m3, () => rnd.deck.receiveRelease(record));
      if (found) opened.push([record.position, found]);
    } catch (error) {
      if (!(error instanceof DeckAnomaly || error instanceof BadPointError)) throw error;
      anomaly = anomaly ?? error;
    }
  }
  rnd.noteDeckEvents(index, before);
  rnd.deals.add(m3.seat);
  for (const [pos, value] of opened) rnd.engine = learn(rnd.engine, pos, value);
  if (rnd.deals.size === t2.seats) t2.stage = "turns";
  if (anomaly) reportAnomaly(t2, rnd, anomaly);
  return [{ entry: index, kind: "deal", seat: m3.seat, round: rnd.index }];
}
function checkKeys(t2, m3, rnd, records) {
  for (const record of records) {
    let value;
    try {
      value = decodeScalar(record.key);
    } catch (error) {
      if (error instanceof GroupError) throw refuse(m3, `key for position ${record.position}: ${error.message}`);
      throw error;
    }
    checkFit(t2, m3, rnd, record, value);
  }
}
function checkFit(t2, m3, rnd, record, value) {
  if (!t2.verifiedShuffle) return;
  const commitments = rnd.keyCommitments.get(record.seat);
  const commitment = commitments?.[record.position];
  if (commitment === void 0 || record.position < 0) return;
  if (!keyFits(rnd.params.group, value, commitment)) {
    throw refuse(m3, `key for position ${record.position} does not fit seat ${record.seat}'s lock commitment (SPEC 4.12)`);
  }
}

// src/table/lobby.ts
function checkOpen(m3) {
  const host = (reason) => new TableRefusal(HOST_SEAT, `open: ${reason}`);
  const options2 = m3.payload.length > 5 ? m3.payload[5] : [];
  const unknown = options2.find((o2) => !TABLE_OPTIONS.includes(o2));
  if (unknown !== void 0) throw host(`unknown table option ${JSON.stringify(unknown)}`);
  try {
    const rules = rulesetFromMap(m3.payload[1]);
    checkPlayers(rules, m3.payload[2]);
  } catch (error) {
    if (error instanceof RulesetError) throw host(`bad ruleset: ${error.message}`);
    throw error;
  }
}
function onOpen(t2, index, m3) {
  const [name, rulesMap, seats, hostKey, created] = m3.payload;
  const options2 = m3.payload.length > 5 ? m3.payload[5] : [];
  t2.verifiedShuffle = options2.includes(VERIFIED_SHUFFLE);
  t2.deckGroup = options2.includes(RISTRETTO255_OPTION) ? "ristretto255" : "edwards25519";
  t2.gameId = m3.gameId;
  t2.hostKey = hostKey;
  t2.tableName = name;
  t2.rules = rulesetFromMap(rulesMap);
  t2.seats = seats;
  t2.names = new Array(seats).fill(null);
  t2.keys = new Array(seats).fill(null);
  return [{ entry: index, kind: "open", seat: HOST_SEAT, round: TABLE_ROUND, detail: { name, seats, created } }];
}
function onJoin(t2, index, m3) {
  const [name, key] = m3.payload;
  if (t2.stage !== "lobby") throw refuse(m3, "the table has started");
  if (m3.seat < 0 || m3.seat >= t2.seats) throw refuse(m3, `no seat ${m3.seat} at a ${t2.seats}-seat table`);
  if (t2.keys[m3.seat] !== null) throw refuse(m3, `seat ${m3.seat} is taken`);
  if (t2.keys.some((k2) => k2 !== null && bytesEqual(k2, key))) throw refuse(m3, "this identity key already holds a seat");
  try {
    checkPublicKey(key);
  } catch (error) {
    if (error instanceof SignatureError) throw refuse(m3, error.message);
    throw error;
  }
  t2.keys[m3.seat] = key;
  t2.names[m3.seat] = name;
  return [{ entry: index, kind: "join", seat: m3.seat, round: TABLE_ROUND, detail: { name } }];
}
function onStart(t2, index, m3) {
  if (t2.stage !== "lobby") throw refuse(m3, "the table has already started");
  if (t2.keys.some((k2) => k2 === null)) throw refuse(m3, "not every seat is taken");
  beginRound(t2, 0);
  return [{ entry: index, kind: "start", seat: HOST_SEAT, round: TABLE_ROUND, detail: { names: [...t2.names] } }];
}
function onEnd(t2, index, m3) {
  const [totals, winners] = m3.payload;
  if (t2.stage !== "closing" || t2.final === null) throw refuse(m3, "the match is not over");
  if (!sameInts(totals, t2.final.totals) || !sameInts(winners, t2.final.winners)) {
    throw refuse(m3, `totals ${JSON.stringify(totals)} / winners ${JSON.stringify(winners)} disagree with the log`);
  }
  t2.stage = "ended";
  return [{ entry: index, kind: "end", seat: HOST_SEAT, round: TABLE_ROUND, detail: { totals, winners } }];
}
function onAbort(t2, index, m3) {
  const [seat, reason] = m3.payload;
  if (seat >= t2.seats) throw refuse(m3, `no seat ${seat}`);
  const rnd = t2.round;
  const inRound = rnd !== null && t2.stage !== "lobby" && t2.stage !== "closing";
  const awaited = t2.waitingFor().filter((s2) => s2 !== HOST_SEAT);
  t2.aborted = { entry: index, seat, reason, stage: t2.stage, round: inRound ? rnd.index : null, awaited };
  t2.stage = "ended";
  return [{ entry: index, kind: "abort", seat: HOST_SEAT, round: TABLE_ROUND, detail: { seat, reason } }];
}

// src/table/table.ts
var Table = class {
  identity;
  mySeat;
  myName;
  isHost;
  roundSeed;
  // the log as this table has applied it
  chain = new ChainChecker();
  entries = [];
  head = GENESIS;
  hashIndex = /* @__PURE__ */ new Map([[toHex(GENESIS), -1]]);
  /** The next entry, its chain's checks passed ahead of `receive` (`checkAhead`). */
  checkedAhead = null;
  // the table
  gameId = new Uint8Array(0);
  hostKey = new Uint8Array(0);
  tableName = "";
  rules = null;
  seats = 0;
  verifiedShuffle = false;
  deckGroup = "edwards25519";
  names = [];
  keys = [];
  stage = "lobby";
  round = null;
  outcomes = [];
  final = null;
  blame = null;
  aborted = null;
  // what this node sends
  out = [];
  myCounter = 0;
  joinSent = false;
  startSent = false;
  revealed = /* @__PURE__ */ new Set();
  owed = null;
  constructor(options2 = {}) {
    if ((options2.seat !== void 0 || options2.host) && !options2.identity) throw new Error("a seat or a host needs an identity to sign with");
    if (options2.seat !== void 0 && !options2.roundSeed) throw new Error("a seat needs a source of round seeds");
    this.identity = options2.identity ?? null;
    this.mySeat = options2.seat ?? null;
    this.isHost = options2.host ?? false;
    this.myName = options2.name || (this.mySeat !== null ? `seat ${this.mySeat}` : "host");
    this.roundSeed = options2.roundSeed ?? null;
  }
  // --- the seam ---------------------------------------------------------------------------
  get ended() {
    return this.stage === "ended";
  }
  keyOf(seat) {
    return this.keys[seat] ?? null;
  }
  /** Check (chain and table) and apply the next entry; LogCheckError or TableRefusal leave the table unchanged. */
  receive(raw) {
    if (this.ended) throw new TableRefusal(null, "the match is over; no more entries");
    const ahead = this.checkedAhead;
    this.checkedAhead = null;
    const checked = ahead !== null && ahead.entry.raw === raw && ahead.index === this.chain.length ? ahead : this.chain.check(raw, this);
    const updates = this.applyChecked(checked);
    this.chain.accept(checked);
    return updates;
  }
  /**
   * The chain's checks of `raw` as the next entry (its layout, the host's signature and the
   * link, the signer's key and signature, the counter, `seen`), made now and kept, so that
   * `receive(raw)` does not make them again: a seat makes them while its deck workers multiply
   * (session/seats.ts). Throws what `receive(raw)` would throw for them, and then keeps
   * nothing; changes nothing else. The table's own checks stay in `receive`.
   */
  checkAhead(raw) {
    this.checkedAhead = null;
    if (this.ended) throw new TableRefusal(null, "the match is over; no more entries");
    this.checkedAhead = this.chain.check(raw, this);
  }
  /**
   * The multiplications of this seat's deck step if the next entry, `raw`, is the one before
   * it: [scalar, point] pairs for a caller to compute ahead (in Web Workers) and hand to
   * `receive` through `group.usingProducts`. Null otherwise; `raw` is not checked here.
   */
  workAhead(raw) {
    const deckStage = this.stage === "commit" || this.stage === "shuffle" || this.stage === "lock";
    if (this.mySeat === null || this.round === null || !deckStage) return null;
    let m3;
    try {
      m3 = decodeMessage(decodeEntry(raw).message);
    } catch {
      return null;
    }
    const pairs = workAhead(this, m3);
    return pairs === null ? null : { group: this.round.params.group, pairs };
  }
  /** The seam of walkLog: an entry whose chain checks passed. */
  apply(checked) {
    this.applyChecked(checked);
  }
  /** Applies an entry the chain passed: the table's checks, then its changes. */
  applyChecked(checked) {
    const m3 = checked.message;
    const index = checked.index;
    if (index === 0) checkOpen(m3);
    this.owed = [];
    let updates;
    try {
      updates = this.dispatch(index, m3);
    } catch (error) {
      this.owed = null;
      if (error instanceof IllegalPlayError || error instanceof InvalidPlayError) throw new TableRefusal(m3.seat, `${m3.kind}: ${error.message}`);
      throw error;
    }
    this.entries.push(checked.entry.raw);
    this.head = checked.hash;
    this.hashIndex.set(toHex(checked.hash), index);
    if (this.isMe(m3.seat)) {
      const at2 = this.out.findIndex((o2) => bytesEqual(o2, m3.raw));
      if (at2 >= 0) this.out.splice(at2, 1);
      this.myCounter = Math.max(this.myCounter, m3.counter + 1);
    }
    const owed = this.owed;
    this.owed = null;
    for (const o2 of owed) this.queue(o2.kind, o2.round, o2.payload, o2.seat);
    this.afterEntry();
    return updates;
  }
  isMe(signer) {
    return signer === HOST_SEAT && this.isHost || this.mySeat !== null && signer === this.mySeat;
  }
  /** Seats (-1 the host) whose message the table needs next: what a node times out on (7.4). */
  waitingFor() {
    const rnd = this.round;
    const everyone = Array.from({ length: this.seats }, (_2, s2) => s2);
    if (this.stage === "lobby") {
      const missing = everyone.filter((s2) => this.keys[s2] === null);
      return missing.length > 0 ? missing : [HOST_SEAT];
    }
    if (this.stage === "closing") return [HOST_SEAT];
    if (this.stage === "ended" || rnd === null) return [];
    switch (this.stage) {
      case "commit":
        return everyone.filter((s2) => !rnd.commits.has(s2));
      case "shuffle":
      case "lock": {
        const due = rnd.deck.nextStep();
        return due ? [due.seat] : [];
      }
      case "deal":
        return everyone.filter((s2) => !rnd.deals.has(s2));
      case "reveal":
        return everyone.filter((s2) => !rnd.reveals.has(s2));
      default:
        break;
    }
    const pending = rnd.pendingDraw;
    if (pending) return everyone.filter((s2) => s2 !== pending.drawer && !rnd.released.has(s2));
    return [rnd.engine.turn];
  }
  entryOf(head) {
    return this.hashIndex.get(toHex(head));
  }
  roundSeedFor(r2) {
    return this.mySeat !== null && this.roundSeed !== null ? this.roundSeed(this.gameId, r2) : null;
  }
  // --- dispatch: each kind's handler, by stage (lobby.ts, deck-stages.ts, turns.ts, reveal.ts)
  dispatch(index, m3) {
    switch (m3.kind) {
      case "open":
        return onOpen(this, index, m3);
      case "join":
        return onJoin(this, index, m3);
      case "start":
        return onStart(this, index, m3);
      case "end":
        return onEnd(this, index, m3);
      case "abort":
        return onAbort(this, index, m3);
      case "commit":
        return onCommit(this, index, m3);
      case "shuffle":
      case "lock":
        return onDeckStep(this, index, m3, m3.kind);
      case "deal":
        return onDeal(this, index, m3);
      case "play":
        return onPlay(this, index, m3);
      case "place_engine":
        return onPlaceEngine(this, index, m3);
      case "no_engine":
      case "pass":
      case "end_build":
        return onSimple(this, index, m3, { kind: m3.kind, seat: m3.seat });
      case "draw":
        return onDraw(this, index, m3);
      case "release":
        return onRelease(this, index, m3);
      case "anomaly":
        return onAnomaly(this, index, m3);
      case "reveal":
        return onReveal(this, index, m3);
      default:
        throw new TableRefusal(m3.seat, `no such kind ${m3.kind}`);
    }
  }
  // --- sending ------------------------------------------------------------------------------
  /** What this node owes after an entry: the host's start, this seat's join and reveal. */
  afterEntry() {
    if (this.isHost && this.stage === "lobby" && this.keys.length > 0 && this.keys.every((k2) => k2 !== null) && !this.startSent) {
      this.startSent = true;
      this.queue("start", TABLE_ROUND, [], HOST_SEAT);
    }
    if (this.mySeat !== null && !this.joinSent && this.gameId.length > 0) {
      this.joinSent = true;
      this.queue("join", TABLE_ROUND, [this.myName, this.identity.publicKey]);
    }
    const rnd = this.round;
    if (rnd && this.stage === "reveal" && this.mySeat !== null && !rnd.reveals.has(this.mySeat) && !this.revealed.has(rnd.index)) {
      this.revealed.add(rnd.index);
      this.queue("reveal", rnd.index, [rnd.deck.secrets.seed, this.head]);
    }
  }
  /** True when this seat may move now: its turn, no keys pending, its hand open, not already sent. */
  myTurn() {
    const rnd = this.round;
    return rnd !== null && this.stage === "turns" && this.mySeat !== null && rnd.pendingDraw === null && rnd.anomaly === null && !rnd.reported && rnd.engine.turn === this.mySeat && handFullyKnown(rnd.engine, this.mySeat) && rnd.engine.phase !== "over" && rnd.sentMoveAt !== this.entries.length;
  }
  legalActions() {
    const rnd = this.round;
    if (!this.myTurn() || rnd === null || this.mySeat === null) return [];
    return legalActions(rnd.engine, this.mySeat);
  }
  /** Sends this seat's move, one of `legalActions()`; the signed message (also in the outbox). */
  act(event) {
    const rnd = this.round;
    if (rnd === null || this.mySeat === null || !this.myTurn()) throw new Error("it is not this seat's turn");
    const key = JSON.stringify(event);
    if (!legalActions(rnd.engine, this.mySeat).some((e) => JSON.stringify(e) === key)) throw new Error(`${key} is not a legal action now`);
    rnd.sentMoveAt = this.entries.length;
    if (event.kind === "play") {
      const [release] = rnd.deck.play(event.pos);
      return this.queue("play", rnd.index, [event.pos, [event.tile.low, event.tile.high], event.train, release.key]);
    }
    if (event.kind === "place_engine") {
      const [release] = rnd.deck.play(event.pos);
      return this.queue("place_engine", rnd.index, [event.pos, release.key]);
    }
    return this.queue(event.kind, rnd.index, []);
  }
  /** (Host) the first message of the log (SPEC 5.4). */
  openTable(args) {
    if (!this.isHost) throw new Error("only the host opens a table");
    const payload = [args.tableName, args.rulesMap, args.seats, this.identity.publicKey, args.created];
    if (args.options && args.options.length > 0) payload.push([...args.options].sort());
    return this.sign("open", TABLE_ROUND, HOST_SEAT, payload, args.gameId);
  }
  /** (Host) stop the match, naming the seat at fault (-1: none). */
  abort(seat, reason) {
    if (!this.isHost) throw new Error("only the host aborts a match");
    return this.queue("abort", TABLE_ROUND, [seat, reason], HOST_SEAT);
  }
  /** Owes a message (while an entry is applied: signed once it is in the log, so it has seen it). */
  queue(kind, round, payload, seat = this.mySeat) {
    if (this.owed !== null) {
      this.owed.push({ kind, round, payload, seat });
      return new Uint8Array(0);
    }
    const raw = this.sign(kind, round, seat, payload);
    this.out.push(raw);
    return raw;
  }
  sign(kind, round, seat, payload, gameId = this.gameId) {
    if (!this.identity) throw new Error("this node has no identity to sign with");
    const raw = encodeMessage(this.identity, { gameId, round, kind, seat, counter: this.myCounter, seen: this.head, payload });
    this.myCounter += 1;
    return raw;
  }
  /** Takes the signed messages this node must send now, in order. */
  outbox() {
    const out = this.out;
    this.out = [];
    return out;
  }
};

// src/seat/driver.ts
var SeatDriver = class {
  table;
  bot;
  constructor(setup) {
    this.table = new Table({ identity: setup.identity, seat: setup.seat, name: setup.name ?? "", roundSeed: setup.roundSeed });
    this.bot = setup.bot ?? null;
  }
  get seat() {
    return this.table.mySeat;
  }
  /**
   * Checks and applies the next log entry, then plays the bot's move if it is this seat's turn.
   * A refused entry throws (LogCheckError or TableRefusal, naming the seat at fault) and leaves
   * the table as it was.
   */
  receive(entry) {
    const updates = this.table.receive(entry);
    if (this.bot !== null && this.table.myTurn()) this.table.act(this.bot(this.table.legalActions()));
    return { updates, messages: this.table.outbox() };
  }
  /**
   * A seat's node restarted from the log (same identity and round seeds, same bot seed): applies
   * `entries` and returns only what is still owed after the last of them. The messages its
   * replay regenerates are byte-identical to the ones the log already holds (signatures are
   * deterministic, counters and heads the same), and each is dropped as its entry comes by.
   */
  catchUp(entries) {
    const updates = [];
    for (const entry of entries) {
      updates.push(...this.table.receive(entry));
      if (this.bot !== null && this.table.myTurn()) this.table.act(this.bot(this.table.legalActions()));
    }
    return { updates, messages: this.table.outbox() };
  }
  /** A person's move (one of `table.legalActions()`); the messages to send. */
  act(event) {
    this.table.act(event);
    return this.table.outbox();
  }
};

// src/seat/misbehave.ts
var MISBEHAVIOURS = ["illegal-play", "wrong-seed"];
function isMisbehaviour(name) {
  return MISBEHAVIOURS.includes(name);
}
var Misbehaving = class {
  constructor(driver, identity, how) {
    this.driver = driver;
    this.identity = identity;
    this.how = how;
  }
  driver;
  identity;
  how;
  done = false;
  /** The honest delivery, with the first message this cheat applies to rewritten. */
  receive(entry) {
    const delivery = this.driver.receive(entry);
    const messages = delivery.messages.map((raw) => this.done ? raw : this.rewrite(raw));
    return { updates: delivery.updates, messages };
  }
  /** True once the cheat was sent. */
  get cheated() {
    return this.done;
  }
  /** The move is not applied until its entry comes back, so the table's engine is the state it was played in. */
  rewrite(raw) {
    const m3 = decodeMessage(raw);
    let payload = null;
    if (this.how === "wrong-seed" && m3.kind === "reveal") {
      payload = [sha256(m3.payload[0]), m3.payload[1]];
    } else if (this.how === "illegal-play" && m3.kind === "play") {
      const rnd = this.driver.table.round;
      const [pos, pair, , key] = m3.payload;
      const tile = { low: pair[0], high: pair[1] };
      const train = forbiddenTrain(rnd.engine, this.driver.seat, pos, tile, rnd.engine.players);
      if (train !== null) payload = [pos, [tile.low, tile.high], train, key];
    }
    if (payload === null) return raw;
    this.done = true;
    return encodeMessage(this.identity, { ...m3, payload });
  }
};
function forbiddenTrain(engine, seat, pos, tile, players) {
  for (const train of [MEXICAN, ...Array.from({ length: players }, (_2, s2) => s2)]) {
    const event = { kind: "play", seat, pos, tile, train };
    try {
      apply(engine, event);
    } catch (error) {
      if (error instanceof IllegalPlayError) return train;
      throw error;
    }
  }
  return null;
}

// src/seat/secrets.ts
function randomBytes3(n2) {
  const out = new Uint8Array(n2);
  globalThis.crypto.getRandomValues(out);
  return out;
}
function seededBytes(seed, label, n2) {
  const out = new Uint8Array(n2);
  for (let counter = 0, filled = 0; filled < n2; counter++) {
    const block = sha512(utf8(`mextrain-seat:${seed}:${label}:${counter}`));
    out.set(block.subarray(0, Math.min(block.length, n2 - filled)), filled);
    filled += block.length;
  }
  return out;
}
var randomRoundSeeds = () => randomBytes3(32);
function seededRoundSeeds(seed) {
  return (gameId, round) => seededBytes(seed, `round-${toHex(gameId)}-${round}`, 32);
}

// src/cli/seat.ts
var MAX_FRAME = MAX_ENTRY_LEN + 64;
var BadRequest = class extends Error {
};
var USAGE = `usage: seat.mjs --seat N [--seed S] [--name NAME] [--misbehave ${MISBEHAVIOURS.join("|")}]`;
function parseArgs(argv) {
  const args = { seat: -1, seed: null, name: "", misbehave: null };
  for (let i2 = 0; i2 < argv.length; i2 += 2) {
    const [flag, value] = [argv[i2], argv[i2 + 1]];
    if (value === void 0) throw new Error(`${flag} needs a value`);
    if (flag === "--seat") args.seat = Number(value);
    else if (flag === "--seed") args.seed = value;
    else if (flag === "--name") args.name = value;
    else if (flag === "--misbehave") args.misbehave = value;
    else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(args.seat) || args.seat < 0 || args.seat > 9) throw new Error("--seat must be 0 to 9");
  if (args.misbehave !== null && !isMisbehaviour(args.misbehave)) throw new Error(`--misbehave must be one of ${MISBEHAVIOURS.join(", ")}`);
  return args;
}
function makeSeat(args) {
  const seeded = args.seed;
  const identity = new Identity(seeded === null ? randomBytes3(32) : seededBytes(seeded, "identity", 32));
  const botSeed = seeded === null ? new DataView(randomBytes3(4).buffer).getUint32(0) : new DataView(seededBytes(seeded, "bot", 4).buffer).getUint32(0);
  const driver = new SeatDriver({
    seat: args.seat,
    name: args.name,
    identity,
    roundSeed: seeded === null ? randomRoundSeeds : seededRoundSeeds(seeded),
    bot: heavyBot(botSeed)
  });
  const how = args.misbehave;
  const node = how !== null && isMisbehaviour(how) ? new Misbehaving(driver, identity, how) : driver;
  return { node, driver };
}
function refusal(error) {
  if (error instanceof TableRefusal) return { seat: error.seat, reason: error.message };
  if (error instanceof LogCheckError) return { seat: error.blame.seat, reason: error.blame.reason };
  throw error;
}
function answer(node, driver, body) {
  try {
    return answerRequest(node, driver, decode(body, PLAIN));
  } catch (error) {
    if (error instanceof CodecError || error instanceof BadRequest) return { messages: [], error: { seat: null, reason: `bad request: ${error.message}` } };
    throw error;
  }
}
function answerRequest(node, driver, request) {
  if (!Array.isArray(request) || request.length !== 2) throw new BadRequest("a request is [op, argument]");
  const [op, arg] = request;
  if (op === "entry" && arg instanceof Uint8Array) {
    try {
      return { messages: node.receive(arg).messages, error: null };
    } catch (error) {
      return { messages: [], error: refusal(error) };
    }
  }
  if (op === "entry") throw new BadRequest("an entry request carries the entry's bytes");
  if (op === "state") {
    const table = driver.table;
    const blame = table.blame ? { seat: table.blame.seat, entry: table.blame.entry, reason: table.blame.reason } : null;
    return { stage: table.stage, entries: table.entries.length, log: writeLog(table.entries), blame, totals: table.final ? [...table.final.totals] : null };
  }
  throw new BadRequest(`unknown request ${JSON.stringify(op)} (known: ["entry", bytes], ["state", null])`);
}
function frame(body) {
  const out = new Uint8Array(4 + body.length);
  new DataView(out.buffer).setUint32(0, body.length);
  out.set(body, 4);
  return out;
}
async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`seat: ${error instanceof Error ? error.message : String(error)}
${USAGE}
`);
    return 2;
  }
  await cryptoReady();
  const { node, driver } = makeSeat(args);
  let buffer = new Uint8Array(0);
  for await (const chunk of process.stdin) {
    const joined = new Uint8Array(buffer.length + chunk.length);
    joined.set(buffer);
    joined.set(chunk, buffer.length);
    buffer = joined;
    while (buffer.length >= 4) {
      const size = new DataView(buffer.buffer, buffer.byteOffset).getUint32(0);
      if (size > MAX_FRAME) {
        process.stderr.write(`seat: a request frame of ${size} bytes; the longest is ${MAX_FRAME}
`);
        return 2;
      }
      if (buffer.length < 4 + size) break;
      const body = buffer.slice(4, 4 + size);
      buffer = buffer.slice(4 + size);
      process.stdout.write(frame(encode(answer(node, driver, body))));
    }
  }
  return 0;
}
process.exitCode = await main();
